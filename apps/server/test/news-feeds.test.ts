import type { NewsArticle, NewsFeed, NewsListRow } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { generateDataset, storeDataset } from '../src/demo';
import { atom, type FeedServer, type FixtureItem, rss, startFeedServer } from './fixtures/feed-server';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type Feed = { data: NewsFeed };

describe.each(backends)('news feeds on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  let feeds: FeedServer;
  let mineName: string;

  beforeAll(async () => {
    feeds = await startFeedServer();
    // The fixture server is on the loopback address: allow-listed, as an intranet news site would be.
    store = await createStore(backend, { FEED_ALLOW_HOSTS: '127.0.0.1' });
    // The mines go in first, so that the news linker of the app built next knows their names.
    const first = await buildApp(store);
    const dataset = generateDataset({ mines: 12, referenceDate: '2026-06-30' });
    await storeDataset(first.database, dataset, 0);
    await first.close();
    mineName = String(dataset.mines[0]!.mine.name);
    app = await buildApp(store);
    admin = await login(app);
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
    await feeds?.close();
  });

  const goodItems = (): FixtureItem[] => [
    {
      title: `${mineName}发生瓦斯爆炸事故 造成3人死亡`,
      link: 'http://news.example/a/1',
      html: `<p>${mineName}发生一起瓦斯爆炸事故，造成3人死亡，已被责令停产整顿。</p>${XSS_PAYLOADS.join('')}`,
      date: '2026-11-20T02:00:00Z',
      author: '记者甲',
    },
    {
      title: '全省煤矿智能化建设通过验收',
      link: 'http://news.example/a/2',
      html: '<p>多座煤矿智能化工作面通过验收，安全生产形势持续向好。</p><script>alert(1)</script>',
      date: '2026-11-19T02:00:00Z',
    },
    {
      title: '煤炭价格周报',
      link: 'http://news.example/a/3',
      html: '<p>本周动力煤价格与上周持平。</p>',
      date: '2026-11-18T02:00:00Z',
    },
  ];

  const add = (body: Record<string, unknown>, session = admin, headers: Record<string, string> = {}) =>
    call<Feed>(app, {
      method: 'POST',
      url: '/api/news/feeds',
      headers: { ...session.headers, ...headers },
      payload: body,
    });
  const fetchOne = (id: number) =>
    call<Feed>(app, { method: 'POST', url: `/api/news/feeds/${id}/fetch`, headers: admin.headers });
  const fetchAll = () =>
    call<{ data: NewsFeed[] }>(app, { method: 'POST', url: '/api/news/feeds/fetch', headers: admin.headers });
  const articleCount = async () => {
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from news_articles`,
    );
    return row!.n;
  };

  it('lets only admins manage feeds, and refuses bad input in the user language', async () => {
    expect((await call(app, { method: 'GET', url: '/api/news/feeds', headers: user.headers })).status).toBe(
      403,
    );
    expect((await add({ name: 'x', url: feeds.url('/x.xml') }, user)).status).toBe(403);

    const bad = await add({ name: '坏地址', url: 'ftp://example.com/feed' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('地址');
    const empty = await add({ name: '', url: feeds.url('/x.xml') }, admin, { 'accept-language': 'en-US' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/name/);
  });

  it('fetches a good RSS and Atom feed: sanitised, deduplicated, linked and scored; broken feeds say why', async () => {
    feeds.serve('/good.xml', rss('煤炭要闻', goodItems()));
    feeds.serve(
      '/atom.xml',
      atom('能源快讯', [
        {
          title: '煤矿复产通过验收',
          link: 'http://news.example/b/1',
          html: '<p>整改到位，复产通过验收。</p>',
          date: '2026-11-17T02:00:00Z',
        },
        // The same story as /a/3 under another address: stored once (content hash).
        { ...goodItems()[2]!, link: 'http://mirror.example/a/3' },
      ]),
      { type: 'application/atom+xml' },
    );
    feeds.serve('/broken.xml', '<rss version="2.0"><channel><item><title>半截</title></channel>');
    feeds.serve('/page.html', '<html><body><p>这不是订阅源</p></body></html>', { type: 'text/html' });

    const created: Record<string, number> = {};
    for (const [name, url] of [
      ['good', feeds.url('/good.xml')],
      ['atom', feeds.url('/atom.xml')],
      ['broken', feeds.url('/broken.xml')],
      ['html', feeds.url('/page.html')],
      ['dead', feeds.deadUrl],
      ['missing', feeds.url('/missing.xml')],
    ] as const) {
      const res = await add({ name: `源-${name}`, url });
      expect(res.status).toBe(200);
      created[name] = res.body.data.id;
    }
    const duplicate = await add({ name: '重复', url: feeds.url('/good.xml') });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.msg).toContain('已存在');

    const run = await fetchAll();
    expect(run.status).toBe(200);
    const byId = new Map(run.body.data.map((feed) => [feed.id, feed]));
    expect(byId.get(created.good!)).toMatchObject({
      lastErrorKind: '',
      lastSeen: 3,
      lastAdded: 3,
      articles: 3,
    });
    expect(byId.get(created.atom!)).toMatchObject({
      lastErrorKind: '',
      lastSeen: 2,
      lastAdded: 1,
      lastSkipped: 1,
    });
    expect(byId.get(created.broken!)).toMatchObject({ lastErrorKind: 'malformed', lastAdded: 0 });
    expect(byId.get(created.html!)).toMatchObject({ lastErrorKind: 'notFeed' });
    expect(byId.get(created.dead!)).toMatchObject({ lastErrorKind: 'unreachable' });
    expect(byId.get(created.missing!)).toMatchObject({ lastErrorKind: 'http', lastError: 'HTTP 404' });
    expect(byId.get(created.dead!)!.lastFetchedAt).not.toBe('');
    expect(byId.get(created.dead!)!.lastSucceededAt).toBe('');

    const list = await call<{ rows: NewsListRow[] }>(app, {
      method: 'GET',
      url: `/api/news/list?source=${encodeURIComponent('源-good')}&pageSize=50`,
      headers: user.headers,
    });
    const accident = list.body.rows.find((row) => row.url === 'http://news.example/a/1')!;
    expect(accident.sentimentLabel).toBe('negative');
    expect(accident.mines.map((m) => m.mineName)).toContain(mineName);
    expect(list.body.rows.find((row) => row.url === 'http://news.example/a/2')!.sentimentLabel).toBe(
      'positive',
    );
    const detail = await call<{ data: NewsArticle }>(app, {
      method: 'GET',
      url: `/api/news/${accident.id}`,
      headers: user.headers,
    });
    expect(detail.body.data.author).toBe('记者甲');
    expect(detail.body.data.html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|<style/i);
    expect(detail.body.data.sentiment.sentences.length).toBeGreaterThan(1);
  });

  it('adds nothing twice, and a feed that breaks loses nothing it gave before', async () => {
    const before = await articleCount();
    const again = await fetchAll();
    const good = again.body.data.find((feed) => feed.name === '源-good')!;
    expect(good).toMatchObject({ lastAdded: 0, lastSkipped: 3, articles: 3 });
    expect(await articleCount()).toBe(before);

    feeds.serve('/good.xml', '<rss version="2.0"><channel><title>坏了');
    const broken = await fetchOne(good.id);
    expect(broken.body.data).toMatchObject({ lastErrorKind: 'malformed', articles: 3, lastSkipped: 3 });
    expect(broken.body.data.lastError).not.toBe('');
    expect(await articleCount()).toBe(before);

    // Mended, with one new item: the error clears and only the new item is added.
    feeds.serve(
      '/good.xml',
      rss('煤炭要闻', [
        ...goodItems(),
        {
          title: '煤矿产能核增获批',
          link: 'http://news.example/a/4',
          html: '<p>产能核增获批。</p>',
          date: '2026-11-21T02:00:00Z',
        },
      ]),
    );
    const mended = await fetchOne(good.id);
    expect(mended.body.data).toMatchObject({ lastErrorKind: '', lastError: '', lastAdded: 1, articles: 4 });
  });

  it('disables, renames and removes feeds with an audit trail; removing keeps the articles', async () => {
    const list = await call<{ data: NewsFeed[] }>(app, {
      method: 'GET',
      url: '/api/news/feeds',
      headers: admin.headers,
    });
    const dead = list.body.data.find((feed) => feed.name === '源-dead')!;
    const good = list.body.data.find((feed) => feed.name === '源-good')!;
    const off = await call<Feed>(app, {
      method: 'PUT',
      url: `/api/news/feeds/${dead.id}`,
      headers: admin.headers,
      payload: { enabled: false, name: '已停用' },
    });
    expect(off.body.data).toMatchObject({ enabled: false, name: '已停用' });
    const run = await fetchAll();
    // A disabled feed is not fetched by the run of all feeds.
    expect(run.body.data.find((feed) => feed.id === dead.id)!.lastFetchedAt).toBe(dead.lastFetchedAt);

    const before = await articleCount();
    const removed = await call(app, {
      method: 'DELETE',
      url: `/api/news/feeds/${good.id}`,
      headers: admin.headers,
    });
    expect(removed.status).toBe(200);
    expect(await articleCount()).toBe(before);
    expect(
      (await call(app, { method: 'POST', url: `/api/news/feeds/${good.id}/fetch`, headers: admin.headers }))
        .status,
    ).toBe(404);
    const audit = await queryRows<{ action: string }>(
      app.database.db,
      sql`select action from audit_log where target_type = 'news_feed' order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([...Array<string>(6).fill('create'), 'update', 'delete']);
  });
});
