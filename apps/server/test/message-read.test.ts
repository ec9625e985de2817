import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type List = { data: { id: number; status: number }[] };

describe.each(backends)('marking messages read reports the ids that are not the caller’s (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    [admin, user] = [await login(app, 'admin'), await login(app, 'user')];
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const list = async (session: Session) =>
    (
      await call<List>(app, {
        method: 'POST',
        url: '/api/message/list',
        headers: session.headers,
        payload: {},
      })
    ).body.data;
  const read = (session: Session, ids: number[], language = 'zh-CN') =>
    call<{ data: { updated: number; notFound: number[] } }>(app, {
      method: 'POST',
      url: '/api/message/read',
      headers: { ...session.headers, 'accept-language': language },
      payload: { ids },
    });

  it('answers 404 when none of the ids is the caller’s, and changes nothing', async () => {
    const theirs = (await list(admin)).filter((m) => !m.status).map((m) => m.id);
    expect(theirs.length).toBeGreaterThan(1);
    const refused = await read(user, theirs.slice(0, 2));
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({
      code: 404,
      msg: `未找到编号为 ${theirs[0]}, ${theirs[1]} 的消息`,
    });
    const english = await read(user, [theirs[0]!], 'en-US');
    expect(english.body.msg).toBe(`No message with id ${theirs[0]} was found`);
    expect((await list(admin)).filter((m) => !m.status).map((m) => m.id)).toEqual(theirs);
  });

  it('marks the caller’s own and names the rest as not found, without saying whose they are', async () => {
    const own = (await list(user)).filter((m) => !m.status).map((m) => m.id);
    const theirs = (await list(admin)).map((m) => m.id);
    const res = await read(user, [own[0]!, theirs[0]!, 2_000_000_000, own[0]!]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 1, notFound: [theirs[0], 2_000_000_000] });
    expect((await list(user)).find((m) => m.id === own[0])?.status).toBe(1);
    // Marking an already read message again is still the caller's own: updated, not refused.
    expect((await read(user, [own[0]!])).body.data).toEqual({ updated: 1, notFound: [] });
  });
});
