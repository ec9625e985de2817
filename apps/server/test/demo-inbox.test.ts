import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type TestStore } from './helpers';

type Messages = { data: { title: string; subTitle: string; content: string }[] };
type Follows = { rows: { mineName: string }[] };

describe.each(backends)('the demo inbox on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it.each(['admin', 'user'])('speaks of followed mines only where %s follows them', async (account) => {
    const session = await login(app, account);
    const follows = (
      await call<Follows>(app, {
        method: 'GET',
        url: '/api/desk/follows?pageNum=1&pageSize=100',
        headers: session.headers,
      })
    ).body.rows.map((row) => row.mineName);
    const inbox = (
      await call<Messages>(app, {
        method: 'POST',
        url: '/api/message/list',
        headers: { ...session.headers, 'accept-language': 'zh-CN' },
        payload: {},
      })
    ).body.data;
    expect(inbox.length).toBeGreaterThan(0);
    // A message about "your followed mine" must name a mine the workplace lists under 我关注的煤矿.
    const aboutFollows = inbox.filter((m) => m.subTitle === '关注煤矿' || m.content.includes('您关注的'));
    for (const message of aboutFollows)
      expect(
        follows.some((name) => message.content.includes(name)),
        message.content,
      ).toBe(true);
  });
});
