import type { AddressInfo } from 'node:net';
import { ARTICLE_LIMITS, type NewsFeed } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss } from './fixtures/feed-server';
import { healthCeilingMs, healthWhile } from './fixtures/health-latency';
import { hostileText, type HostileServer, startHostileServer } from './fixtures/hostile-server';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type Imported = { data: { added: number; skipped: number; ids: number[] } };

const article = (overrides: Record<string, unknown> = {}) => ({
  title: '煤矿安全生产形势持续向好',
  text: '全省煤矿安全生产形势持续向好。',
  publishedAt: '2026-11-20 10:00:00',
  ...overrides,
});

describe.each(backends)('news import and article input bounds on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let base: string;
  let intranet: HostileServer;

  beforeAll(async () => {
    intranet = await startHostileServer('127.0.0.2');
    store = await createStore(backend, { FEED_ALLOW_HOSTS: '127.0.0.2' });
    app = await buildApp(store);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
    await intranet?.close();
  });

  const importing = (articles: unknown[], locale = 'zh-CN') =>
    call<Imported>(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: { ...admin.headers, 'accept-language': locale },
      payload: { articles },
    });

  it('takes publication dates from 1900 to a day ahead only, and says which field is wrong', async () => {
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString();
    for (const publishedAt of [
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '1899-12-31 23:59:59',
      tomorrowPlus,
      '2026-02-30 10:00:00',
    ]) {
      const zh = await importing([article({ publishedAt, title: `日期 ${publishedAt}` })]);
      expect({ publishedAt, status: zh.status }).toEqual({ publishedAt, status: 400 });
      expect(zh.body.msg).toContain('发布时间');
      const en = await importing([article({ publishedAt })], 'en-US');
      expect(en.body.msg).toContain('publication date');
    }
    const fine = await importing([article({ publishedAt: '1900-01-01T00:00:00+08:00', title: '百年老矿' })]);
    expect(fine.status).toBe(200);
    expect(fine.body.data.added).toBe(1);

    // The list filters' days are dates that exist.
    for (const query of ['dateFrom=2026-13-45', 'dateTo=2026-02-30', 'dateFrom=0000-01-01']) {
      const res = await call(app, { method: 'GET', url: `/api/news/list?${query}`, headers: admin.headers });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.msg).toMatch(/开始日期|结束日期/);
    }
    const dashboard = await call(app, {
      method: 'GET',
      url: '/api/news/sentiment/dashboard?dateTo=2026-04-31',
      headers: admin.headers,
    });
    expect(dashboard.status).toBe(400);
  });

  it('takes http and https source links only', async () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/a',
    ]) {
      const res = await importing([article({ url, title: `链接 ${url}` })]);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(res.body.msg).toContain('地址');
    }
    const feed = await call(app, {
      method: 'POST',
      url: '/api/news/feeds',
      headers: admin.headers,
      payload: { name: '脚本源', url: 'javascript:alert(1)//http://x' },
    });
    expect(feed.status).toBe(400);
    const ok = await importing([article({ url: 'https://news.example/ok', title: '链接正常' })]);
    expect(ok.status).toBe(200);
  });

  it('dates a feed item with an impossible date when it is first seen, and drops a non-http link', async () => {
    intranet.route('/dates.xml', (_, response) =>
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(
        rss('日期源', [
          {
            title: '远古资讯',
            link: 'javascript:alert(1)',
            html: '<p>远古。</p>',
            date: '2026-01-01T00:00:00Z',
          },
        ])
          .replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>-271821-04-20T00:00:00Z</pubDate>')
          .replace(/<link>[^<]*<\/link>/, '<link>javascript:alert(1)</link>'),
      ),
    );
    const added = await call<{ data: NewsFeed }>(app, {
      method: 'POST',
      url: '/api/news/feeds',
      headers: admin.headers,
      payload: { name: '日期源', url: `http://127.0.0.2:${intranet.port}/dates.xml` },
    });
    const run = await call<{ data: NewsFeed }>(app, {
      method: 'POST',
      url: `/api/news/feeds/${added.body.data.id}/fetch`,
      headers: admin.headers,
    });
    expect(run.body.data).toMatchObject({ lastErrorKind: '', lastAdded: 1 });
    const list = await call<{ rows: { url: string | null; publishedAt: string }[] }>(app, {
      method: 'GET',
      url: `/api/news/list?source=${encodeURIComponent('日期源')}`,
      headers: admin.headers,
    });
    expect(list.body.rows[0]!.url).toBeNull();
    expect(Number(list.body.rows[0]!.publishedAt.slice(0, 4))).toBeGreaterThanOrEqual(2026);
  });

  it('bounds HTML and text before sanitising, and health answers while the largest allowed input is stored', async () => {
    // The probe's input: <a> × 166,000 in one article; refused at once, before the sanitiser sees it.
    const anchors = await importing([article({ html: '<a>'.repeat(166_000), title: '标签炸弹' })]);
    expect(anchors.status).toBe(400);
    expect(anchors.body.msg).toContain('正文 HTML');
    expect(anchors.body.msg).toContain('2000');
    const en = await importing([article({ html: '<b>'.repeat(6_000) })], 'en-US');
    expect(en.body.msg).toContain('HTML body');
    const long = await importing([
      article({ html: `<p>${'长'.repeat(ARTICLE_LIMITS.htmlChars)}</p>`, title: '超长' }),
    ]);
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('正文 HTML');
    const tooLong = await importing([
      article({ text: '长'.repeat(ARTICLE_LIMITS.textChars + 1), title: '超长正文' }),
    ]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toContain('正文');
    // More than the request body may be: 413 with the size message.
    const huge = await importing(
      Array.from({ length: 10 }, (_, i) => article({ text: '大'.repeat(45_000), title: `大${i}` })),
    );
    expect(huge.status).toBe(413);

    // A server that has taken articles before: its sanitiser is compiled.
    const warm = await importing([
      article({ html: '<p>煤矿<a href="http://a.example/">通过验收</a></p>', title: '热身' }),
    ]);
    expect(warm.status).toBe(200);
    const tags = (n: number) => '<a href="http://links.example/">链接</a>'.repeat(n);
    const { result, p99, samples, max } = await healthWhile(base, () =>
      Promise.all([
        importing(Array.from({ length: 4 }, (_, i) => article({ html: tags(950), title: `链接文章${i}` }))),
        importing(
          Array.from({ length: 3 }, (_, i) =>
            article({ text: `${i}${hostileText(ARTICLE_LIMITS.textChars - 1)}`, title: `一句五万字${i}` }),
          ),
        ),
        importing([article({ html: '<a>'.repeat(166_000), title: '标签炸弹' })]),
      ]),
    );
    console.log(
      `imports: health ${samples} probes, p99 ${p99.toFixed(0)} ms (ceiling ${healthCeilingMs().toFixed(0)} ms), max ${max.toFixed(0)} ms`,
    );
    expect(result.map((res) => res.status)).toEqual([200, 200, 400]);
    expect(result[0].body.data.added + result[1].body.data.added).toBe(7);
    expect(samples).toBeGreaterThanOrEqual(5);
    expect(p99).toBeLessThan(healthCeilingMs());
  }, 120_000);
});
