import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface DictItem {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  listClass: string;
}
type All = Record<string, DictItem[]>;

const ALL = '/api/system/dict/data/all';

describe.each(backends)('all dictionaries in one request on %s', (backend) => {
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

  const getAll = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: ALL, headers: { ...user.headers, ...headers } });

  it('serves every type, each as the per-type call serves it, with a strong entity tag', async () => {
    const response = await getAll();
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: number; data: All }>();
    expect(body.code).toBe(200);
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['mine_production_status', 'mine_gas_grade', 'coal_rank', 'accident_grade']),
    );
    const single = await call<{ data: DictItem[] }>(app, {
      method: 'GET',
      url: '/api/system/dict/data/type/mine_production_status',
      headers: user.headers,
    });
    expect(body.data.mine_production_status).toEqual(single.body.data);
    expect(response.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('answers 304 without a body to the tag it gave, and 200 to any other', async () => {
    const etag = (await getAll()).headers.etag as string;
    const again = await getAll({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await getAll({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await getAll({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('has its own body and tag per language', async () => {
    const zh = await getAll();
    const en = await getAll({ 'accept-language': 'en-US' });
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    const status = en.json<{ data: All }>().data.mine_production_status!;
    expect(status.find((i) => i.dictValue === '1')?.dictLabel).toBe('Producing');
    expect(
      (await getAll({ 'accept-language': 'en-US', 'if-none-match': zh.headers.etag as string })).statusCode,
    ).toBe(200);
  });

  it('changes its tag and its content after an admin edit', async () => {
    const before = await getAll();
    const etag = before.headers.etag as string;
    const target = before.json<{ data: All }>().data.coal_rank![0]!;
    const edited = await call(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: {
        dictCode: target.dictCode,
        dictType: 'coal_rank',
        dictLabel: `${target.dictLabel}（修订）`,
        dictValue: target.dictValue,
        dictSort: target.dictSort,
        listClass: target.listClass,
      },
    });
    expect(edited.body.code).toBe(200);
    const after = await getAll({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<{ data: All }>().data.coal_rank![0]!.dictLabel).toBe(`${target.dictLabel}（修订）`);
    expect((await getAll({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: ALL });
    expect(response.statusCode).toBe(401);
  });
});

describe.runIf(backends.includes('postgres'))(
  'all dictionaries across server processes on PostgreSQL',
  () => {
    it('an edit in one server changes the tag the other one gives', async () => {
      const store = await createStore('postgres');
      const first = await buildApp(store);
      const second = await buildApp(store);
      try {
        const a = await login(first, 'admin');
        const b = await login(second, 'user');
        const read = () => second.inject({ method: 'GET', url: ALL, headers: b.headers });
        const before = await read();
        const target = before.json<{ data: All }>().data.mine_gas_grade![0]!;
        await call(first, {
          method: 'PUT',
          url: '/api/system/dict/data',
          headers: a.headers,
          payload: {
            dictCode: target.dictCode,
            dictType: 'mine_gas_grade',
            dictLabel: '低瓦斯（修订）',
            dictValue: target.dictValue,
            dictSort: target.dictSort,
            listClass: target.listClass,
          },
        });
        await expect
          .poll(async () => (await read()).headers.etag, { timeout: 5000 })
          .not.toBe(before.headers.etag);
        expect((await read()).json<{ data: All }>().data.mine_gas_grade![0]!.dictLabel).toBe(
          '低瓦斯（修订）',
        );
        // Both processes hold the same data now, so they name it with the same tag.
        const fromFirst = await first.inject({ method: 'GET', url: ALL, headers: a.headers });
        expect(fromFirst.headers.etag).toBe((await read()).headers.etag);
      } finally {
        await second.close();
        await first.close();
        await store.destroy();
      }
    });
  },
);
