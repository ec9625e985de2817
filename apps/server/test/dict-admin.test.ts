import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { generateAndStore } from '../src/demo';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface Item {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictLabelEn: string;
  dictValue: string;
  dictType: string;
  listClass: string;
  status: '0' | '1';
  usage: number;
  synonyms: string[];
}

const STATUS = 'mine_production_status';
const RANK = 'coal_rank';

describe.each(backends)('the dictionaries admin page on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    await generateAndStore(app.database, { mines: 30, referenceDate: '2025-06-30' });
    admin = await login(app, 'admin');
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const publicItems = async (type: string, language = 'zh-CN') =>
    (
      await call<{ data: Item[] }>(app, {
        method: 'GET',
        url: `/api/system/dict/data/type/${type}`,
        headers: { ...user.headers, 'accept-language': language },
      })
    ).body.data;
  const adminItems = async (type: string, query = '') =>
    (
      await call<{ rows: Item[]; total: number }>(app, {
        method: 'GET',
        url: `/api/system/dict/data/list?dictType=${type}&pageSize=100${query}`,
        headers: admin.headers,
      })
    ).body;
  const auditRows = async () =>
    queryRows<{ action: string; target_id: string; before: unknown; after: unknown }>(
      app.database.db,
      sql`select action, target_id, before, after from audit_log where target_type = 'dict_data' order by id`,
    );
  const usedBy = async (value: string) =>
    (
      await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from mines where production_status = ${value}`,
      )
    )[0]!.n;
  /** Makes every audit insert fail: the change before it in the same transaction must not stay. */
  async function withFailingAudit<T>(work: () => Promise<T>): Promise<T> {
    const db = app.database.db;
    await db.execute(
      sql.raw(
        `create or replace function coal_test_fail() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger coal_test_fail before insert on audit_log for each row execute function coal_test_fail()`,
      ),
    );
    try {
      return await work();
    } finally {
      await db.execute(sql.raw('drop trigger coal_test_fail on audit_log'));
    }
  }

  it('lists a type with both labels and how many mine records use each value', async () => {
    const { rows, total } = await adminItems(STATUS);
    expect(total).toBe(6);
    const producing = rows.find((r) => r.dictValue === '1')!;
    expect(producing).toMatchObject({ dictLabel: '生产', dictLabelEn: 'Producing', status: '0' });
    expect(producing.usage).toBe(await usedBy('1'));
    expect(producing.usage).toBeGreaterThan(0);
    const byUsage = await adminItems(STATUS, '&orderByColumn=usage&isAsc=desc');
    const counts = byUsage.rows.map((r) => r.usage);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const found = await adminItems(STATUS, `&keyword=${encodeURIComponent('producing')}`);
    expect(found.rows.map((r) => r.dictValue)).toEqual(['1']);
    const page = await call<{ rows: Item[]; total: number }>(app, {
      method: 'GET',
      url: `/api/system/dict/data/list?dictType=${STATUS}&pageNum=2&pageSize=4`,
      headers: admin.headers,
    });
    expect(page.body.rows.map((r) => r.dictValue)).toEqual(rows.slice(4).map((r) => r.dictValue));
    expect(page.body.total).toBe(6);
  });

  it('lists the types to admins by name in the reader’s language, sorted either way', async () => {
    const list = async (query: string, language = 'zh-CN') =>
      (
        await call<{ rows: { dictType: string; dictName: string }[]; total: number }>(app, {
          method: 'GET',
          url: `/api/system/dict/type/list?pageSize=100${query}`,
          headers: { ...admin.headers, 'accept-language': language },
        })
      ).body;
    const english = await list('', 'en-US');
    expect(english.rows.find((r) => r.dictType === STATUS)?.dictName).toBe('Mine production status');
    expect((await list('')).rows.find((r) => r.dictType === STATUS)?.dictName).toBe('煤矿生产状态');
    expect((await list('&dictName=gas%20grade', 'en-US')).rows.map((r) => r.dictType)).toEqual([
      'mine_gas_grade',
    ]);
    const ascending = (await list('&orderByColumn=dictType&isAsc=asc')).rows.map((r) => r.dictType);
    const descending = (await list('&orderByColumn=dictType&isAsc=desc')).rows.map((r) => r.dictType);
    expect(descending).toEqual([...ascending].reverse());
    expect(ascending).toHaveLength(english.total);
  });

  it('exports the listed items as a workbook headed in the reader’s language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/system/dict/data/export?dictType=${STATUS}`,
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Chinese label');
    expect(sheet.rowCount).toBe(7);
    const producing = sheet.getRows(2, 6)!.find((row) => row.getCell(4).value === '1')!;
    expect(producing.getCell(8).value).toBe(await usedBy('1'));
  });

  it('refuses every admin endpoint to a plain user and changes nothing', async () => {
    const code = (await adminItems(RANK)).rows[0]!.dictCode;
    const before = { items: await publicItems(RANK), audit: (await auditRows()).length };
    const attempts = [
      { method: 'GET', url: '/api/system/dict/type/list' },
      { method: 'GET', url: `/api/system/dict/data/list?dictType=${RANK}` },
      { method: 'GET', url: `/api/system/dict/data/export?dictType=${RANK}` },
      {
        method: 'POST',
        url: '/api/system/dict/data',
        payload: { dictType: RANK, dictLabel: 'x', dictValue: 'X' },
      },
      {
        method: 'PUT',
        url: '/api/system/dict/data',
        payload: { dictCode: code, dictType: RANK, dictLabel: '篡改', dictValue: 'WY', status: '1' },
      },
      { method: 'PUT', url: `/api/system/dict/data/${code}/synonyms`, payload: { synonyms: ['篡改'] } },
      { method: 'PUT', url: `/api/system/dict/data/${code}/move`, payload: { overCode: code + 3 } },
      { method: 'DELETE', url: `/api/system/dict/data/${code}` },
    ] as const;
    for (const attempt of attempts) {
      const res = await call(app, { ...attempt, headers: user.headers });
      expect(res.status, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.body.msg).toBe('没有访问权限，请联系管理员授权');
    }
    expect(await publicItems(RANK)).toEqual(before.items);
    expect((await auditRows()).length).toBe(before.audit);
  });

  it('refuses to delete an item in use, naming the count in the user’s language, and lets it be disabled', async () => {
    const n = await usedBy('3');
    expect(n).toBeGreaterThan(0);
    const halted = (await adminItems(STATUS)).rows.find((r) => r.dictValue === '3')!;
    const refused = await call(app, {
      method: 'DELETE',
      url: `/api/system/dict/data/${halted.dictCode}`,
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409 });
    expect(refused.body.msg).toContain(`is used by ${n} mine records`);
    expect((await publicItems(STATUS)).map((i) => i.dictValue)).toContain('3');

    const auditBefore = (await auditRows()).length;
    const disabled = await call<{ data: Item }>(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { ...halted, status: '1' },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.status).toBe('1');
    // Still served, so stored mines keep their label; its English label was kept though the body named it.
    const served = (await publicItems(STATUS, 'en-US')).find((i) => i.dictValue === '3')!;
    expect(served).toMatchObject({ status: '1', dictLabel: halted.dictLabelEn });
    expect((await adminItems(STATUS, '&status=1')).rows.map((r) => r.dictValue)).toEqual(['3']);
    const audit = await auditRows();
    expect(audit.length).toBe(auditBefore + 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      target_id: String(halted.dictCode),
      before: { status: '0' },
      after: { status: '1' },
    });
  });

  it('keeps the English label when an edit does not send one', async () => {
    const item = (await adminItems(RANK)).rows[0]!;
    const { dictLabelEn: _, usage: __, ...withoutEnglish } = item;
    await call(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { ...withoutEnglish, remark: 'checked' },
    });
    expect((await adminItems(RANK)).rows[0]).toMatchObject({
      dictLabelEn: item.dictLabelEn,
      remark: 'checked',
    });
  });

  it('persists a drag and serves the new order at once, with one audit row', async () => {
    const before = await publicItems(STATUS);
    expect(before.map((i) => i.dictValue)).toEqual(['1', '2', '6', '3', '4', '5']);
    const cancelled = before.find((i) => i.dictValue === '5')!;
    const auditBefore = (await auditRows()).length;
    const moved = await call<{ data: Item[] }>(app, {
      method: 'PUT',
      url: `/api/system/dict/data/${cancelled.dictCode}/move`,
      headers: admin.headers,
      payload: { overCode: before[1]!.dictCode },
    });
    expect(moved.status).toBe(200);
    const order = ['1', '5', '2', '6', '3', '4'];
    expect(moved.body.data.map((i) => i.dictValue)).toEqual(order);
    const after = await publicItems(STATUS);
    expect(after.map((i) => i.dictValue)).toEqual(order);
    expect(after.map((i) => i.dictSort)).toEqual([1, 2, 3, 4, 5, 6]);
    const all = await call<{ data: Record<string, Item[]> }>(app, {
      method: 'GET',
      url: '/api/system/dict/data/all',
      headers: user.headers,
    });
    expect(all.body.data[STATUS]!.map((i) => i.dictValue)).toEqual(order);
    const audit = await auditRows();
    expect(audit.length).toBe(auditBefore + 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      target_id: String(cancelled.dictCode),
      before: { dictType: STATUS, order: ['1', '2', '6', '3', '4', '5'] },
      after: { dictType: STATUS, order },
    });
    // Down the list: the item lands after the one it was dropped on.
    await call(app, {
      method: 'PUT',
      url: `/api/system/dict/data/${cancelled.dictCode}/move`,
      headers: admin.headers,
      payload: { overCode: before.find((i) => i.dictValue === '4')!.dictCode },
    });
    expect((await publicItems(STATUS)).map((i) => i.dictValue)).toEqual(['1', '2', '6', '3', '4', '5']);
    const otherType = (await publicItems(RANK))[0]!;
    const across = await call(app, {
      method: 'PUT',
      url: `/api/system/dict/data/${cancelled.dictCode}/move`,
      headers: admin.headers,
      payload: { overCode: otherType.dictCode },
    });
    expect(across.body).toMatchObject({ code: 400, msg: '只能在同一字典内调整顺序' });
  });

  it('writes exactly one audit row per change, and neither row nor change when the audit fails', async () => {
    const items = (await adminItems(RANK)).rows;
    const [first, second] = items as [Item, Item];
    const mutations: { name: string; request: Parameters<typeof call>[1] }[] = [
      {
        name: 'create',
        request: {
          method: 'POST',
          url: '/api/system/dict/data',
          payload: { dictType: RANK, dictLabel: '天然焦', dictLabelEn: 'Natural coke', dictValue: 'TJ' },
        },
      },
      {
        name: 'edit',
        request: {
          method: 'PUT',
          url: '/api/system/dict/data',
          payload: { ...first, dictLabel: '无烟煤（修订）', usage: undefined, updateTime: undefined },
        },
      },
      {
        name: 'synonyms',
        request: {
          method: 'PUT',
          url: `/api/system/dict/data/${first.dictCode}/synonyms`,
          payload: { synonyms: ['白煤'] },
        },
      },
      {
        name: 'move',
        request: {
          method: 'PUT',
          url: `/api/system/dict/data/${second.dictCode}/move`,
          payload: { overCode: first.dictCode },
        },
      },
    ];
    const state = async () => ({ admin: await adminItems(RANK), served: await publicItems(RANK) });
    for (const { name, request } of mutations) {
      const before = await state();
      const auditBefore = (await auditRows()).length;
      const failed = await withFailingAudit(() => call(app, { ...request, headers: admin.headers }));
      expect(failed.status, name).toBe(500);
      expect(await state(), name).toEqual(before);
      expect((await auditRows()).length, name).toBe(auditBefore);

      const done = await call(app, { ...request, headers: admin.headers });
      expect(done.status, name).toBe(200);
      expect((await auditRows()).length, name).toBe(auditBefore + 1);
    }

    // The item created above is used by no record: it may go, with one row, and not when the audit fails.
    const created = (await adminItems(RANK)).rows.find((r) => r.dictValue === 'TJ')!;
    expect(created.usage).toBe(0);
    const auditBefore = (await auditRows()).length;
    const remove = {
      method: 'DELETE',
      url: `/api/system/dict/data/${created.dictCode}`,
      headers: admin.headers,
    } as const;
    expect((await withFailingAudit(() => call(app, remove))).status).toBe(500);
    expect((await publicItems(RANK)).map((i) => i.dictValue)).toContain('TJ');
    expect((await call(app, remove)).status).toBe(200);
    expect((await publicItems(RANK)).map((i) => i.dictValue)).not.toContain('TJ');
    expect((await auditRows()).slice(auditBefore)).toEqual([
      expect.objectContaining({ action: 'delete', target_id: String(created.dictCode) }),
    ]);
  });

  it('refuses a duplicate value with a message in the user’s language', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/system/dict/data',
      headers: { ...admin.headers, 'accept-language': 'en-US' },
      payload: { dictType: STATUS, dictLabel: '重复', dictValue: '1' },
    });
    expect(res.body).toMatchObject({
      code: 409,
      msg: `Dictionary "${STATUS}" already has the value 1`,
    });
  });
});
