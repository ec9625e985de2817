import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { generateAndStore } from '../src/demo';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface DictItem {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  listClass: string;
}
type All = Record<string, DictItem[]>;

const ALL = '/api/system/dict/data/all';

describe.each(backends)('dictionaries on %s', (backend) => {
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

  const items = async (type: string, headers = user.headers) =>
    (
      await call<{ data: DictItem[] }>(app, {
        method: 'GET',
        url: `/api/system/dict/data/type/${type}`,
        headers,
      })
    ).body.data;

  it('returns the seeded production statuses in the spec order with their colours', async () => {
    const list = await items('mine_production_status');
    expect(list.map((i) => [i.dictValue, i.dictLabel, i.listClass])).toEqual([
      ['1', '生产', 'green'],
      ['2', '建设', 'green'],
      ['6', '联合试运转', 'blue'],
      ['3', '停产', 'orange'],
      ['4', '停建', 'orange'],
      ['5', '注销', 'red'],
    ]);
    expect(list.map((i) => i.dictSort)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('seeds every coded list of the spec and the domain', async () => {
    expect((await items('mine_production_type')).map((i) => `${i.dictValue}:${i.listClass}`)).toEqual([
      '1:green',
      '2:green',
      '3:orange',
      '4:orange',
      '5:red',
      '6:blue',
      '7:blue',
    ]);
    expect((await items('mine_production_scale')).map((i) => Number(i.dictValue))).toEqual([
      6, 9, 15, 21, 30, 45, 60, 90, 120, 150, 180, 240, 300, 400,
    ]);
    expect((await items('mine_merger_type')).map((i) => i.dictValue)).toEqual([
      '-1',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect((await items('mine_geological_complexity')).map((i) => i.dictLabel)).toEqual([
      '简单',
      '中等',
      '复杂',
    ]);
    expect((await items('mine_gas_grade')).map((i) => i.dictLabel)).toEqual([
      '低瓦斯矿井',
      '高瓦斯矿井',
      '煤与瓦斯突出矿井',
    ]);
    expect((await items('mine_hydrogeological_type')).map((i) => i.dictLabel)).toEqual([
      '简单',
      '中等',
      '复杂',
      '极复杂',
    ]);
    expect((await items('coal_rank')).map((i) => i.dictValue)).toEqual([
      'WY',
      'PM',
      'PS',
      'SM',
      'JM',
      'FM',
      '1/3JM',
      'QF',
      'QM',
      '1/2ZN',
      'RN',
      'BN',
      'CY',
      'HM',
    ]);
    expect((await items('accident_grade')).map((i) => i.dictLabel)).toEqual([
      '一般事故',
      '较大事故',
      '重大事故',
      '特别重大事故',
    ]);
    expect((await items('coal_ash_grade')).map((i) => i.dictValue)).toEqual(['SLA', 'LA', 'MA', 'MHA', 'HA']);
    expect((await items('coal_sulfur_grade')).map((i) => i.dictValue)).toEqual([
      'SLS',
      'LS',
      'MS',
      'MHS',
      'HS',
    ]);
    expect((await items('coal_calorific_grade')).map((i) => i.dictLabel)).toEqual([
      '低热值煤',
      '中低热值煤',
      '中热值煤',
      '中高热值煤',
      '高热值煤',
      '特高热值煤',
    ]);
  });

  it('serves English labels to clients that ask for en-US', async () => {
    const res = await call<{ msg: string; data: DictItem[] }>(app, {
      method: 'GET',
      url: '/api/system/dict/data/type/mine_gas_grade',
      headers: { ...user.headers, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.body.msg).toBe('Success');
    expect(res.body.data.map((i) => i.dictLabel)).toEqual([
      'Low-gas mine',
      'High-gas mine',
      'Coal and gas outburst mine',
    ]);
    expect((await items('mine_gas_grade')).map((i) => i.dictLabel)).toEqual([
      '低瓦斯矿井',
      '高瓦斯矿井',
      '煤与瓦斯突出矿井',
    ]);
  });

  it('answers an unknown type with an empty list', async () => {
    const res = await call<{ data: unknown[] }>(app, {
      method: 'GET',
      url: '/api/system/dict/data/type/no_such_type',
      headers: user.headers,
    });
    expect(res.body).toMatchObject({ code: 200, data: [] });
  });

  it('needs a session', async () => {
    expect((await call(app, { method: 'GET', url: '/api/system/dict/data/type/coal_rank' })).status).toBe(
      401,
    );
  });

  it('lists dictionary types to admins in the RuoYi list envelope, filtered and paged', async () => {
    const all = await call<{ rows: { dictType: string; dictName: string }[]; total: number }>(app, {
      method: 'GET',
      url: '/api/system/dict/type/list?pageNum=1&pageSize=100',
      headers: admin.headers,
    });
    expect(all.body.total).toBeGreaterThanOrEqual(13);
    expect(all.body.rows.map((r) => r.dictType)).toContain('mine_gas_grade');
    const page = await call<{ rows: unknown[]; total: number }>(app, {
      method: 'GET',
      url: '/api/system/dict/type/list?pageNum=2&pageSize=5',
      headers: admin.headers,
    });
    expect(page.body.rows).toHaveLength(5);
    expect(page.body.total).toBe(all.body.total);
    const filtered = await call<{ rows: { dictType: string }[]; total: number }>(app, {
      method: 'GET',
      url: `/api/system/dict/type/list?dictName=${encodeURIComponent('煤炭')}`,
      headers: admin.headers,
    });
    expect(filtered.body.rows.map((r) => r.dictType).sort()).toEqual([
      'coal_ash_grade',
      'coal_calorific_grade',
      'coal_sulfur_grade',
    ]);
    const tooBig = await call(app, {
      method: 'GET',
      url: '/api/system/dict/type/list?pageSize=1000',
      headers: admin.headers,
    });
    expect(tooBig.body).toMatchObject({ code: 400, msg: '「每页条数」不能大于 100' });
  });

  it('lets an admin add, edit and delete items, serves the change at once, and audits it', async () => {
    const created = await call<{ data: DictItem }>(app, {
      method: 'POST',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: {
        dictType: 'mine_production_type',
        dictLabel: '改扩建',
        dictValue: '8',
        dictSort: 8,
        listClass: 'blue',
      },
    });
    expect(created.body.code).toBe(200);
    const code = created.body.data.dictCode;
    expect((await items('mine_production_type')).at(-1)).toMatchObject({
      dictValue: '8',
      dictLabel: '改扩建',
    });

    const duplicate = await call(app, {
      method: 'POST',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { dictType: 'mine_production_type', dictLabel: '重复', dictValue: '8' },
    });
    expect(duplicate.body).toMatchObject({ code: 409, msg: '字典「mine_production_type」中已有键值 8' });

    const edited = await call(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: {
        dictCode: code,
        dictType: 'mine_production_type',
        dictLabel: '改扩建中',
        dictValue: '8',
        dictSort: 0,
        listClass: 'blue',
      },
    });
    expect(edited.body.code).toBe(200);
    // dictSort 0 now sorts it first.
    expect((await items('mine_production_type'))[0]).toMatchObject({ dictLabel: '改扩建中' });

    const removed = await call(app, {
      method: 'DELETE',
      url: `/api/system/dict/data/${code}`,
      headers: admin.headers,
    });
    expect(removed.body.code).toBe(200);
    expect((await items('mine_production_type')).map((i) => i.dictValue)).not.toContain('8');

    const audit = await queryRows(
      app.database.db,
      sql`select action, user_name from audit_log where target_type = 'dict_data' and target_id = ${String(code)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'create', user_name: 'admin' },
      { action: 'update', user_name: 'admin' },
      { action: 'delete', user_name: 'admin' },
    ]);
  });

  it('refuses to delete or re-key a value that mines still use, naming how many rows, and changes nothing', async () => {
    await generateAndStore(app.database, { mines: 30, referenceDate: '2025-06-30' });
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mines where production_status = '1'`,
    );
    expect(n).toBeGreaterThan(0);
    const producing = (await items('mine_production_status')).find((i) => i.dictValue === '1')!;
    const removed = await call(app, {
      method: 'DELETE',
      url: `/api/system/dict/data/${producing.dictCode}`,
      headers: admin.headers,
    });
    expect(removed.status).toBe(409);
    expect(removed.body.msg).toBe(
      `字典值「${producing.dictLabel}」（1）仍被 ${n} 条煤矿数据使用，不能删除或修改键值；可修改其标签`,
    );
    const rekeyed = await call(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { ...producing, dictType: 'mine_production_status', dictValue: '11' },
    });
    expect(rekeyed.status).toBe(409);
    const relabelled = await call(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { ...producing, dictType: 'mine_production_status', dictLabel: '正常生产' },
    });
    expect(relabelled.status).toBe(200);
    expect((await items('mine_production_status')).find((i) => i.dictValue === '1')?.dictLabel).toBe(
      '正常生产',
    );
    const audit = await queryRows(
      app.database.db,
      sql`select action from audit_log where target_type = 'dict_data' and target_id = ${String(producing.dictCode)}`,
    );
    expect(audit).toEqual([{ action: 'update' }]);
  });

  it('refuses edits from a plain user and changes nothing', async () => {
    const before = await items('coal_rank');
    const res = await call(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: user.headers,
      payload: { dictCode: before[0]!.dictCode, dictType: 'coal_rank', dictLabel: '篡改', dictValue: 'WY' },
    });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('没有访问权限，请联系管理员授权');
    expect(await items('coal_rank')).toEqual(before);
  });

  it('validates edits and reports unknown items and types', async () => {
    const bad = await call(app, {
      method: 'POST',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { dictType: 'coal_rank', dictLabel: '', dictValue: 'X' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '「字典标签」不能为空' });
    const unknownType = await call(app, {
      method: 'POST',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { dictType: 'no_such_type', dictLabel: 'x', dictValue: 'x' },
    });
    expect(unknownType.body).toMatchObject({ code: 404, msg: '字典类型「no_such_type」不存在' });
    const missing = await call(app, {
      method: 'DELETE',
      url: '/api/system/dict/data/999999',
      headers: admin.headers,
    });
    expect(missing.body).toMatchObject({ code: 404, msg: '字典数据 999999 不存在' });
  });

  describe('all dictionaries in one request', () => {
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
      // The same English items as the per-type call serves (earlier tests here may have edited labels).
      const single = await call<{ data: DictItem[] }>(app, {
        method: 'GET',
        url: '/api/system/dict/data/type/mine_hydrogeological_type',
        headers: { ...user.headers, 'accept-language': 'en-US' },
      });
      const hydro = en.json<{ data: All }>().data.mine_hydrogeological_type!;
      expect(hydro).toEqual(single.body.data);
      expect(hydro.map((i) => i.dictLabel)).not.toEqual(
        zh.json<{ data: All }>().data.mine_hydrogeological_type!.map((i) => i.dictLabel),
      );
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

    it('answers every dictionary only with a session', async () => {
      expect((await app.inject({ method: 'GET', url: ALL })).statusCode).toBe(401);
    });
  });
});

describe.runIf(backends.includes('postgres'))(
  'dictionary cache across server processes on PostgreSQL',
  () => {
    it('an edit in one server is served by another at once', async () => {
      const store = await createStore('postgres');
      const first = await buildApp(store);
      const second = await buildApp(store);
      try {
        const a = await login(first, 'admin');
        const b = await login(second, 'user');
        const read = async () =>
          (
            await call<{ data: DictItem[] }>(second, {
              method: 'GET',
              url: '/api/system/dict/data/type/mine_geological_complexity',
              headers: b.headers,
            })
          ).body.data;
        const tagOf = async (app: FastifyInstance, headers: Record<string, string>) =>
          (await app.inject({ method: 'GET', url: ALL, headers })).headers.etag;
        const tagBefore = await tagOf(second, b.headers);
        const target = (await read())[0]!;
        await call(first, {
          method: 'PUT',
          url: '/api/system/dict/data',
          headers: a.headers,
          payload: {
            dictCode: target.dictCode,
            dictType: 'mine_geological_complexity',
            dictLabel: '构造简单',
            dictValue: target.dictValue,
            dictSort: target.dictSort,
            listClass: target.listClass,
          },
        });
        await expect.poll(async () => (await read())[0]?.dictLabel, { timeout: 5000 }).toBe('构造简单');
        // The all-dictionaries tag changed there too, and both processes name the same data alike.
        const tagAfter = await tagOf(second, b.headers);
        expect(tagAfter).not.toBe(tagBefore);
        expect(await tagOf(first, a.headers)).toBe(tagAfter);
        // A logout in one process is honoured by the other, which had the session cached.
        expect(
          (await call(first, { method: 'GET', url: '/api/system/user/getInfo', headers: b.headers })).status,
        ).toBe(200);
        await call(second, { method: 'DELETE', url: '/api/auth/logout', headers: b.headers });
        await expect
          .poll(
            async () =>
              (await call(first, { method: 'GET', url: '/api/system/user/getInfo', headers: b.headers }))
                .status,
            { timeout: 5000 },
          )
          .toBe(401);
      } finally {
        await second.close();
        await first.close();
        await store.destroy();
      }
    });
  },
);
