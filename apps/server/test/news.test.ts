import type { NewsArticle, NewsListRow, SentimentDashboard } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeBus } from '../src/lib/change-bus';
import { createMineRepository, createMineSnapshots } from '../src/modules/mine';
import { createNews } from '../src/modules/news';
import { createSentimentService } from '../src/modules/sentiment';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type List = { rows: NewsListRow[]; total: number };

describe.each(backends)('news on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  let admin: Session;
  let all: NewsListRow[];

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
    admin = await login(app, 'admin');
    all = [];
    for (let page = 1; ; page++) {
      const res = await list(`pageSize=50&pageNum=${page}`);
      all.push(...res.rows);
      if (all.length >= res.total) break;
    }
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const list = async (query: string) => {
    const res = await call<List>(app, {
      method: 'GET',
      url: `/api/news/list?${query}`,
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const article = (id: number, headers = user.headers) =>
    call<{ data: NewsArticle }>(app, { method: 'GET', url: `/api/news/${id}`, headers });

  it('loads at least 80 sample articles over two years, of every sentiment, naming demo mines', () => {
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all.every((row) => row.sample)).toBe(true);
    for (const label of ['positive', 'neutral', 'negative']) {
      expect(all.filter((row) => row.sentimentLabel === label).length).toBeGreaterThan(0);
    }
    const linked = all.filter((row) => row.mines.length + row.companies.length > 0);
    expect(linked.length / all.length).toBeGreaterThan(0.9);
    const times = all.map((row) => Date.parse(`${row.publishedAt.replace(' ', 'T')}+08:00`));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(600 * 86_400_000);
    // Newest first by default.
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by sentiment, keyword, mine, company, prefecture, source and dates', async () => {
    const negative = await list('sentiment=negative&pageSize=50');
    expect(negative.total).toBe(all.filter((row) => row.sentimentLabel === 'negative').length);
    expect(negative.rows.every((row) => row.sentimentLabel === 'negative')).toBe(true);

    const keyword = await list(`keyword=${encodeURIComponent('核增')}&pageSize=50`);
    expect(keyword.total).toBeGreaterThan(0);
    const sample = all.find((row) => row.mines.length > 0)!;
    const mineId = sample.mines[0]!.mineId;
    const byMine = await list(`mineId=${mineId}&pageSize=50`);
    expect(byMine.rows.map((row) => row.id)).toContain(sample.id);
    expect(byMine.rows.every((row) => row.mines.some((m) => m.mineId === mineId))).toBe(true);

    const withCompany = all.find((row) => row.companies.length > 0)!;
    const byCompany = await list(`companyId=${withCompany.companies[0]!.companyId}&pageSize=50`);
    expect(byCompany.rows.map((row) => row.id)).toContain(withCompany.id);

    const source = all[0]!.source;
    const bySource = await list(`source=${encodeURIComponent(source)}&pageSize=50`);
    expect(bySource.total).toBe(all.filter((row) => row.source === source).length);

    const day = all[10]!.publishedAt.slice(0, 10);
    const byDay = await list(`dateFrom=${day}&dateTo=${day}&pageSize=50`);
    expect(byDay.rows.map((row) => row.id)).toContain(all[10]!.id);
    expect(byDay.rows.every((row) => row.publishedAt.startsWith(day))).toBe(true);

    const bad = await call(app, {
      method: 'GET',
      url: '/api/news/list?sentiment=happy',
      headers: user.headers,
    });
    expect(bad.status).toBe(400);
  });

  it('filters by prefecture through the linked mines', async () => {
    const dashboard = await call<{ data: SentimentDashboard }>(app, {
      method: 'GET',
      url: '/api/news/sentiment/dashboard?dateFrom=2000-01-01&dateTo=2100-01-01',
      headers: user.headers,
    });
    const prefectures = dashboard.body.data.byPrefecture;
    expect(prefectures.length).toBeGreaterThan(3);
    for (const p of prefectures.slice(0, 3)) {
      const res = await list(`prefecture=${p.prefectureCode}&pageSize=50`);
      expect(res.total).toBe(p.positive + p.neutral + p.negative);
    }
  });

  it('sorts by relevance: keyword in the title first', async () => {
    const res = await list(`keyword=${encodeURIComponent('煤矿')}&sort=relevance&pageSize=50`);
    const inTitle = res.rows.map((row) => row.title.includes('煤矿'));
    expect(inTitle.indexOf(false) === -1 || inTitle.lastIndexOf(true) < inTitle.indexOf(false)).toBe(true);
  });

  it('shows an article with its sentence sentiment, links and related articles', async () => {
    const sample = all.find((row) => row.mines.length > 0 && row.sentimentLabel === 'negative')!;
    const res = await article(sample.id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.sentiment.sentences[0]!.text).toBe(data.title);
    expect(data.sentiment.sentences.some((s) => s.hits.length > 0)).toBe(true);
    expect(data.sentiment.engineVersion).toBeTruthy();
    expect(data.html).toContain('<p>');
    expect(data.html).toContain('示例数据');
    for (const related of data.related) expect(related.id).not.toBe(sample.id);

    const missing = await article(999999);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('资讯 999999 不存在');
  });

  it('stores imported HTML inert, deduplicated by URL and content', async () => {
    const payload = {
      articles: XSS_PAYLOADS.map((html, i) => ({
        title: `测试导入文章 ${i}`,
        html: `<p>金沙县某煤矿复产。</p>${html}`,
        url: `https://news.example/xss/${i}`,
        source: '测试来源',
        publishedAt: '2026-01-02 08:00:00',
      })),
    };
    const denied = await call(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: user.headers,
      payload,
    });
    expect(denied.status).toBe(403);
    expect((await list('source=%E6%B5%8B%E8%AF%95%E6%9D%A5%E6%BA%90')).total).toBe(0);

    const res = await call<{ data: { added: number; skipped: number; ids: number[] } }>(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: admin.headers,
      payload,
    });
    expect(res.body.data).toMatchObject({ added: XSS_PAYLOADS.length, skipped: 0 });
    for (const id of res.body.data.ids) {
      const html = (await article(id)).body.data.html;
      expect(html).not.toMatch(
        /<script|<svg|<iframe|<object|<embed|<style|javascript:|data:|\son\w+\s*=|style=/i,
      );
    }
    const again = await call<{ data: { added: number; skipped: number } }>(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: admin.headers,
      payload,
    });
    expect(again.body.data).toEqual({ added: 0, skipped: XSS_PAYLOADS.length, ids: [] });
    // The same content under another URL is the same story.
    const moved = await call<{ data: { added: number } }>(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: admin.headers,
      payload: { articles: [{ ...payload.articles[0]!, url: 'https://mirror.example/1' }] },
    });
    expect(moved.body.data.added).toBe(0);
  });

  it('aggregates the dashboard on the server, consistent with the list it drills into', async () => {
    const dateTo = all[0]!.publishedAt.slice(0, 10);
    const dateFrom = all.at(-1)!.publishedAt.slice(0, 10);
    const url = `/api/news/sentiment/dashboard?dateFrom=${dateFrom}&dateTo=${dateTo}&granularity=month`;
    const res = await call<{ data: SentimentDashboard }>(app, { method: 'GET', url, headers: user.headers });
    expect(res.status).toBe(200);
    const d = res.body.data;
    const { positive, neutral, negative } = d.distribution;
    expect(d.total).toBe(positive + neutral + negative);
    const timeline = d.timeline.reduce((sum, p) => sum + p.positive + p.neutral + p.negative, 0);
    expect(timeline).toBe(d.total);
    const drilled = await list(`dateFrom=${dateFrom}&dateTo=${dateTo}&sentiment=negative`);
    expect(drilled.total).toBe(negative);
    expect(d.topMines.length).toBeGreaterThan(0);
    const top = d.topMines[0]!;
    const ofTop = await list(`mineId=${top.id}&sentiment=negative&dateFrom=${dateFrom}&dateTo=${dateTo}`);
    expect(ofTop.total).toBe(top.negative);
    expect(d.words.negative.length).toBeGreaterThan(0);
    expect(d.latestNegative.every((row) => row.sentimentLabel === 'negative')).toBe(true);

    const cached = await app.inject({
      method: 'GET',
      url,
      headers: { ...user.headers, 'if-none-match': res.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });

  it("summarises a mine's latest articles and 90-day sentiment", async () => {
    const sample = all.find((row) => row.mines.length > 0)!;
    const mineId = sample.mines[0]!.mineId;
    const res = await call<{ data: { latest: NewsListRow[]; days: number } }>(app, {
      method: 'GET',
      url: `/api/news/mine/${mineId}`,
      headers: user.headers,
    });
    expect(res.body.data.days).toBe(90);
    expect(res.body.data.latest.map((row) => row.id)).toContain(sample.id);
  });

  it('counts negative articles per mine for other modules', async () => {
    const database = app.database;
    const bus = await ChangeBus.connect(database);
    const snapshots = await createMineSnapshots({ mines: createMineRepository(database.db), bus });
    const news = await createNews({ db: database.db, snapshots, sentiment: createSentimentService(), bus });
    const negative = all.filter((row) => row.sentimentLabel === 'negative' && row.mines.length > 0);
    const mineIds = [...new Set(negative.map((row) => row.mines[0]!.mineId))];
    const counts = await news.negativeArticleCounts(mineIds, 3650);
    for (const mineId of mineIds.slice(0, 5)) {
      const expected = all.filter(
        (row) => row.sentimentLabel === 'negative' && row.mines.some((m) => m.mineId === mineId),
      ).length;
      expect(counts.get(mineId)).toBe(expected);
    }
    expect((await news.negativeArticleCounts([mineIds[0]!], 0)).size).toBe(0);
  });
});
