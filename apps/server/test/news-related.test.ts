import type { NewsArticle, SentimentDashboard } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { generateDataset, storeDataset } from '../src/demo';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface Named {
  id: number;
  name: string;
  companyId: number;
  company: string;
}

describe.each(backends)('related articles and the word cloud on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    store = await createStore(backend);
    const first = await buildApp(store);
    await storeDataset(first.database, generateDataset({ mines: 40, referenceDate: '2026-06-30' }), 0);
    const mines = await queryRows<Named>(
      first.database.db,
      sql`select m.id, m.name, c.id as "companyId", c.name as company
          from mines m join companies c on c.id = m.company_id order by m.id`,
    );
    // Each generated mine has a company of its own: the second mine joins the first one's company.
    const [mine, sibling, stranger] = [
      mines[0]!,
      { ...mines[1]!, companyId: mines[0]!.companyId },
      mines[2]!,
    ];
    await first.database.db.execute(
      sql`update mines set company_id = ${mine.companyId} where id = ${sibling.id}`,
    );
    await first.close();
    app = await buildApp(store);
    admin = await login(app);
    user = await login(app, 'user');

    const articles = {
      accident: [`${mine.name}发生透水事故 造成2人死亡`, `${mine.name}井下发生透水事故，2人死亡。`],
      report: [`${mine.name}事故调查报告公布`, `调查认定${mine.name}违规作业。`],
      company: [`${mine.company}召开警示教育大会`, `${mine.company}通报近期生产情况。`],
      sibling: [`${sibling.name}通过竣工验收`, `${sibling.name}顺利通过竣工验收。`],
      event: ['透水事故遇难矿工善后工作完成', '遇难矿工家属已得到妥善安置。'],
      stranger: [`${stranger.name}获评绿色矿山`, `${stranger.name}入选省级绿色矿山名录。`],
      safe: ['连续安全生产1000天', '该矿未发生事故，未造成人员伤亡，事件处置得当，产能未被核减。'],
    };
    let day = 1;
    for (const [key, [title, text]] of Object.entries(articles)) {
      const res = await call<{ data: { ids: number[] } }>(app, {
        method: 'POST',
        url: '/api/news/import',
        headers: admin.headers,
        payload: {
          articles: [{ title, text, source: '测试来源', publishedAt: `2026-03-0${day++} 08:00:00` }],
        },
      });
      expect(res.status).toBe(200);
      ids[key] = res.body.data.ids[0]!;
    }
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const article = async (id: number) =>
    (await call<{ data: NewsArticle }>(app, { method: 'GET', url: `/api/news/${id}`, headers: user.headers }))
      .body.data;

  it("lists articles on the same mine, its company and its company's mines, and on the same event", async () => {
    const related = (await article(ids.accident!)).related.map((row) => row.id);
    expect(related[0]).toBe(ids.report);
    expect(related).toEqual(expect.arrayContaining([ids.report, ids.company, ids.sibling, ids.event]));
    expect(related).not.toContain(ids.stranger);
    expect(related).not.toContain(ids.accident);
    // The company's article finds the articles on its mines.
    const ofCompany = (await article(ids.company!)).related.map((row) => row.id);
    expect(ofCompany).toEqual(expect.arrayContaining([ids.accident, ids.report, ids.sibling]));
  });

  it('colours the word cloud by each word’s own polarity, not its sentence’s', async () => {
    const res = await call<{ data: SentimentDashboard }>(app, {
      method: 'GET',
      url: '/api/news/sentiment/dashboard?dateFrom=2026-03-01&dateTo=2026-03-31',
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    const { positive, negative } = res.body.data.words;
    const good = positive.map((w) => w.word);
    const bad = negative.map((w) => w.word);
    for (const word of ['事故', '伤亡', '事件', '核减']) expect(good).not.toContain(word);
    expect(bad).toEqual(expect.arrayContaining(['事故', '伤亡', '事件', '核减']));
    // 事故 was counted as good news once (未发生事故) and bad news twice: all three are counted together.
    expect(negative.find((w) => w.word === '事故')!.count).toBeGreaterThanOrEqual(3);
  });
});
