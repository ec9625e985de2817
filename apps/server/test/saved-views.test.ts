import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface View {
  id: number;
  kind: string;
  name: string;
  state: Record<string, unknown>;
}

describe.each(backends)('saved views on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app, 'admin');
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const send = <T = View>(
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    call<{ data: T }>(app, {
      method,
      url: `/api/saved-views${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
  const stored = async () =>
    queryRows<{ user_id: number; name: string; state: unknown }>(
      app.database.db,
      sql`select user_id, name, state from saved_views order by id`,
    );

  it('saves, lists by kind, renames, overwrites and deletes a user’s own views', async () => {
    const state = { rows: 'prefecture', cols: 'year', measures: 'count,output' };
    const created = await send(admin, 'POST', '', { kind: 'pivot', name: '六盘水产量', state });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ kind: 'pivot', name: '六盘水产量', state });
    await send(admin, 'POST', '', { kind: 'analysis', name: '全省', state: { span: '2016-2025' } });
    const pivots = await send<View[]>(admin, 'GET', '?kind=pivot');
    expect(pivots.body.data.map((v) => v.name)).toEqual(['六盘水产量']);
    expect((await send<View[]>(admin, 'GET', '')).body.data).toHaveLength(2);

    const id = created.body.data.id;
    const renamed = await send(admin, 'PUT', `/${id}`, { name: '分年度产量' });
    expect(renamed.body.data).toMatchObject({ name: '分年度产量', state });
    const overwritten = await send(admin, 'PUT', `/${id}`, { state: { rows: 'ownerGroup' } });
    expect(overwritten.body.data).toMatchObject({ name: '分年度产量', state: { rows: 'ownerGroup' } });
    expect((await stored()).find((r) => r.name === '分年度产量')?.state).toEqual({ rows: 'ownerGroup' });

    const duplicate = await send(admin, 'POST', '', { kind: 'pivot', name: '分年度产量', state });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.msg).toContain('分年度产量');
    // The same name under another kind is another view.
    expect((await send(admin, 'POST', '', { kind: 'registerQuery', name: '分年度产量', state })).status).toBe(
      200,
    );

    expect((await send(admin, 'DELETE', `/${id}`)).body.code).toBe(200);
    expect((await send<View[]>(admin, 'GET', '?kind=pivot')).body.data).toEqual([]);
    expect((await send(admin, 'DELETE', `/${id}`)).status).toBe(404);
  });

  it('keeps each user’s views from every other user', async () => {
    const mine = await send(admin, 'POST', '', {
      kind: 'pivot',
      name: '管理员的视图',
      state: { rows: 'county' },
    });
    const id = mine.body.data.id;
    expect((await send<View[]>(user, 'GET', '?kind=pivot')).body.data).toEqual([]);
    const before = await stored();
    const rename = await send(user, 'PUT', `/${id}`, { name: '改名' });
    expect(rename.status).toBe(404);
    expect(rename.body.code).toBe(404);
    expect((await send(user, 'DELETE', `/${id}`)).status).toBe(404);
    expect(await stored()).toEqual(before);
    // The user may keep a view of the same name: names are unique per user.
    const theirs = await send(user, 'POST', '', {
      kind: 'pivot',
      name: '管理员的视图',
      state: { rows: 'year' },
    });
    expect(theirs.body.code).toBe(200);
    expect((await send<View[]>(admin, 'GET', '?kind=pivot')).body.data.map((v) => v.state)).toEqual([
      { rows: 'county' },
    ]);
  });

  it('refuses an unknown kind, an empty name and an oversized state in the user’s language, storing nothing', async () => {
    const before = await stored();
    const kind = await send(admin, 'POST', '', { kind: 'dashboard', name: 'x', state: {} });
    expect(kind.status).toBe(400);
    expect(kind.body.code).toBe(400);
    expect((await send(admin, 'GET', '?kind=dashboard')).status).toBe(400);
    expect((await send(admin, 'POST', '', { kind: 'pivot', name: '  ', state: {} })).status).toBe(400);
    const big = await call(app, {
      method: 'POST',
      url: '/api/saved-views',
      headers: { ...admin.headers, 'accept-language': 'en-US' },
      payload: { kind: 'pivot', name: 'big', state: { rows: 'x'.repeat(9000) } },
    });
    expect(big.status).toBe(400);
    expect(big.body.msg).toMatch(/too large.*8192 bytes/);
    const zh = await send(admin, 'POST', '', {
      kind: 'pivot',
      name: 'big',
      state: { rows: 'x'.repeat(9000) },
    });
    expect(zh.body.msg).toContain('视图内容过大');
    expect(await stored()).toEqual(before);
  });

  it('asks for a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/saved-views' });
    expect(res.statusCode).toBe(401);
  });
});
