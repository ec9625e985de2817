import type { NewsArticle, SentimentDashboard, SentimentResult, SentimentTerm } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type TermList = { data: { terms: SentimentTerm[]; builtInCount: number; engineVersion: string } };

/** A word the built-in lexicon does not know: neutral until an admin gives it a polarity. */
const WORD = '充填开采';
const TEXT = `某矿启动${WORD}项目。`;

describe.each(backends)('lexicon editing on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const analyze = async (text: string) =>
    (
      await call<{ data: SentimentResult }>(app, {
        method: 'POST',
        url: '/api/sentiment/analyze',
        headers: user.headers,
        payload: { text },
      })
    ).body.data;
  const save = (payload: object, session = admin, headers: Record<string, string> = {}) =>
    call<{ data: SentimentTerm }>(app, {
      method: 'POST',
      url: '/api/sentiment/terms',
      headers: { ...session.headers, ...headers },
      payload,
    });
  const list = () =>
    call<TermList>(app, { method: 'GET', url: '/api/sentiment/terms', headers: admin.headers });
  const article = (id: number) =>
    call<{ data: NewsArticle }>(app, { method: 'GET', url: `/api/news/${id}`, headers: user.headers });

  it('is for admins only and refuses bad terms in the user language', async () => {
    expect(
      (await call(app, { method: 'GET', url: '/api/sentiment/terms', headers: user.headers })).status,
    ).toBe(403);
    expect((await save({ word: WORD, polarity: 'positive' }, user)).status).toBe(403);
    for (const bad of [
      { word: '矿', polarity: 'positive' },
      { word: '绿色 矿山', polarity: 'positive' },
      { word: '<b>好</b>', polarity: 'positive' },
      { word: WORD, polarity: 'great' },
      { word: WORD, polarity: 'positive', strength: 5 },
      { word: WORD, polarity: 'positive', strength: 0.1 },
    ]) {
      const res = await save(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.msg).toMatch(/词语|极性|强度/);
    }
    const english = await save({ word: '矿', polarity: 'positive' }, admin, { 'accept-language': 'en-US' });
    expect(english.body.msg).toMatch(/word/);
    expect((await list()).body.data.terms).toEqual([]);
  });

  const dashboardOfDay = async (day: string) =>
    (
      await call<{ data: SentimentDashboard }>(app, {
        method: 'GET',
        url: `/api/news/sentiment/dashboard?dateFrom=${day}&dateTo=${day}&granularity=month`,
        headers: user.headers,
      })
    ).body.data;
  const positiveTotal = async () =>
    (
      await call<{ total: number }>(app, {
        method: 'GET',
        url: '/api/news/list?sentiment=positive&dateFrom=2026-11-01&dateTo=2026-11-01',
        headers: user.headers,
      })
    ).body.total;

  it('adds a word that scores at once, and a rescore moves the stored articles', async () => {
    expect(await analyze(TEXT)).toMatchObject({ label: 'neutral' });
    const imported = await call<{ data: { ids: number[] } }>(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: admin.headers,
      payload: { articles: [{ title: `某矿推进${WORD}`, text: TEXT, publishedAt: '2026-11-01 09:00:00' }] },
    });
    const id = imported.body.data.ids[0]!;
    expect((await article(id)).body.data.sentimentLabel).toBe('neutral');
    const before = await dashboardOfDay('2026-11-01');
    expect(before.distribution).toEqual({ positive: 0, neutral: 1, negative: 0 });
    expect(before.words.positive.map((w) => w.word)).not.toContain(WORD);
    expect(await positiveTotal()).toBe(0);

    const added = await save({ word: WORD, polarity: 'positive', strength: 2 });
    expect(added.body.data).toMatchObject({ word: WORD, weight: 2, polarity: 'positive', builtIn: null });
    const scored = await analyze(TEXT);
    expect(scored.label).toBe('positive');
    expect(scored.sentences[0]!.hits).toContainEqual(expect.objectContaining({ word: WORD, weight: 2 }));
    // Stored articles keep their score until a rescore.
    expect((await article(id)).body.data.sentimentLabel).toBe('neutral');

    const rescore = await call<{ data: { articles: number; changedLabel: number; engineVersion: string } }>(
      app,
      {
        method: 'POST',
        url: '/api/news/rescore',
        headers: admin.headers,
      },
    );
    expect(rescore.body.data).toMatchObject({ articles: 1, changedLabel: 1 });
    expect(rescore.body.data.engineVersion).toMatch(/^lexicon-2\+1-/);
    const after = (await article(id)).body.data;
    expect(after.sentimentLabel).toBe('positive');
    expect(after.sentiment.engineVersion).toBe(rescore.body.data.engineVersion);
    // The dashboard's daily counts and words, and the list's count, follow the rescore.
    const rescored = await dashboardOfDay('2026-11-01');
    expect(rescored.distribution).toEqual({ positive: 1, neutral: 0, negative: 0 });
    expect(rescored.timeline).toEqual([{ period: '2026-11-01', positive: 1, neutral: 0, negative: 0 }]);
    expect(rescored.words.positive).toContainEqual({ word: WORD, count: 2 });
    expect(await positiveTotal()).toBe(1);
    expect(
      (await call(app, { method: 'POST', url: '/api/news/rescore', headers: user.headers })).status,
    ).toBe(403);
  });

  it('silences a built-in word with a neutral term and restores it on removal, all audited', async () => {
    expect((await analyze('井下发生透水。')).label).toBe('negative');
    const silenced = await save({ word: '透水', polarity: 'neutral' });
    expect(silenced.body.data).toMatchObject({ weight: 0, polarity: 'neutral', builtIn: -2.5 });
    expect(await analyze('井下发生透水。')).toMatchObject({ label: 'neutral' });

    // Saving the same word again changes it rather than adding another.
    const flipped = await save({ word: WORD, polarity: 'negative', strength: 1 });
    expect(flipped.body.data.weight).toBe(-1);
    const terms = (await list()).body.data;
    expect(terms.terms.map((t) => t.word).sort()).toEqual([WORD, '透水'].sort());
    expect(terms.builtInCount).toBeGreaterThan(200);

    for (const term of terms.terms) {
      expect(
        (
          await call(app, {
            method: 'DELETE',
            url: `/api/sentiment/terms/${term.id}`,
            headers: admin.headers,
          })
        ).status,
      ).toBe(200);
    }
    expect((await analyze('井下发生透水。')).label).toBe('negative');
    expect(await analyze(TEXT)).toMatchObject({ label: 'neutral' });
    const missing = await call(app, {
      method: 'DELETE',
      url: '/api/sentiment/terms/999',
      headers: admin.headers,
    });
    expect(missing.status).toBe(404);

    const audit = await queryRows<{ action: string; after: unknown; before: unknown }>(
      app.database.db,
      sql`select action, after, before from audit_log where target_type = 'sentiment_term' order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'create', 'update', 'delete', 'delete']);
    expect(audit[2]).toMatchObject({ before: { word: WORD, weight: 2 }, after: { word: WORD, weight: -1 } });
  });
});
