import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface Analysis {
  data: {
    score: number;
    label: string;
    sentences: { text: string; score: number; label: string; hits: { word: string; negated: boolean }[] }[];
  };
}

describe.each(backends)('sentiment analysis API on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const analyze = (payload: object, headers = user.headers) =>
    call<Analysis>(app, { method: 'POST', url: '/api/sentiment/analyze', headers, payload });

  it('scores a text sentence by sentence with the words that moved each score', async () => {
    const res = await analyze({ text: '该矿未发生事故，安全形势平稳。但另一座煤矿被责令停产整顿。' });
    expect(res.status).toBe(200);
    expect(res.body.data.sentences).toHaveLength(2);
    const [first, second] = res.body.data.sentences;
    expect(first).toMatchObject({ label: 'positive' });
    expect(first!.hits).toContainEqual(expect.objectContaining({ word: '事故', negated: true }));
    expect(second).toMatchObject({ label: 'negative' });
    expect(second!.hits.map((h) => h.word)).toContain('停产整顿');
    expect(res.body.data.score).toBeGreaterThanOrEqual(-1);
    expect(res.body.data.score).toBeLessThanOrEqual(1);
  });

  it('weighs a title given beside the text', async () => {
    const res = await analyze({ title: '某煤矿发生透水事故', text: '救援工作正在进行。' });
    expect(res.body.data.label).toBe('negative');
    expect(res.body.data.sentences[0]!.text).toBe('某煤矿发生透水事故');
  });

  it('refuses an empty text and a caller without a session', async () => {
    const empty = await analyze({ text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe(400);
    const anonymous = await analyze({ text: '复产' }, {});
    expect(anonymous.status).toBe(401);
  });
});
