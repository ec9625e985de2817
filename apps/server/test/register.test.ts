import { mineColumns } from '@coal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { headerOf } from '../src/modules/mine';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface RegisterRow {
  mineId: number;
  mineCode: string;
  capacity: number;
  productionType: string | null;
  penaltyCount: number | null;
}
interface RegisterBody {
  rows: RegisterRow[];
  total: number;
}
type Condition = { field: string; op: string; values: string[] };

describe.each(backends)('the mine register on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  let admin: Session;

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    [user, admin] = [await login(app, 'user'), await login(app, 'admin')];
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const register = (body: object, session = user, language = 'zh-CN') =>
    call<RegisterBody>(app, {
      method: 'POST',
      url: '/api/mine/register',
      headers: { ...session.headers, 'accept-language': language },
      payload: { pageSize: 500, ...body },
    });
  const idsWhere = async (where: SQL) =>
    (
      await queryRows<{ id: number }>(app.database.db, sql`select id from mines where ${where} order by id`)
    ).map((r) => r.id);
  /** Every id the register selects for the conditions, over all its pages. */
  async function registerIds(conditions: Condition[]): Promise<number[]> {
    const ids: number[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const res = await register({ conditions, pageNum, sort: [{ field: 'name', dir: 'asc' }] });
      expect(res.status).toBe(200);
      ids.push(...res.body.rows.map((r) => r.mineId));
      if (ids.length >= res.body.total) return ids.sort((a, b) => a - b);
    }
  }

  it('answers each operator with the mines an independent SQL query selects', async () => {
    const [some] = await queryRows<{ gas: string; prefectures: string[] }>(
      app.database.db,
      sql`select (select gas_grade from mines where gas_grade is not null group by gas_grade order by count(*) limit 1) as gas,
                 (select array_agg(prefecture) from (select distinct prefecture from mines order by prefecture limit 2) p) as prefectures`,
    );
    const cases: [Condition, SQL][] = [
      [{ field: 'gasGrade', op: 'eq', values: [some!.gas] }, sql`gas_grade = ${some!.gas}`],
      [{ field: 'capacity', op: 'range', values: ['30', '90'] }, sql`capacity between 30 and 90`],
      [{ field: 'lat', op: 'range', values: ['', '26.5'] }, sql`lat <= 26.5`],
      [{ field: 'address', op: 'contains', values: ['镇'] }, sql`address ilike '%镇%'`],
      [
        { field: 'prefecture', op: 'in', values: some!.prefectures },
        sql`prefecture in (${sql.join(
          some!.prefectures.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      ],
      [
        { field: 'name', op: 'contains', values: ['金'] },
        sql`(search_text ilike '%金%' or code ilike '%金%' or pinyin ilike '%金%' or pinyin_initials ilike '%金%')`,
      ],
    ];
    for (const [condition, where] of cases) {
      const expected = await idsWhere(where);
      expect(expected.length, JSON.stringify(condition)).toBeGreaterThan(0);
      expect(await registerIds([condition]), JSON.stringify(condition)).toEqual(expected);
    }
    // Conditions combine with "and".
    const both = await registerIds([cases[1]![0], cases[3]![0]]);
    expect(both).toEqual(await idsWhere(sql`capacity between 30 and 90 and address ilike '%镇%'`));
  });

  it('sorts by several columns on the server, empty values last, ties by id', async () => {
    const res = await register({
      pageSize: 200,
      sort: [
        { field: 'productionType', dir: 'asc' },
        { field: 'capacity', dir: 'desc' },
      ],
    });
    const expected = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from mines order by production_type asc nulls last, capacity desc, id limit 200`,
    );
    expect(res.body.rows.map((r) => r.mineId)).toEqual(expected.map((r) => r.id));
    expect(res.body.rows[0]).toHaveProperty('penaltyCount');
  });

  it('refuses an unknown field, an operator the field does not take and a bad value, naming the field', async () => {
    const unknown = await register({ conditions: [{ field: 'secret', op: 'eq', values: ['1'] }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('secret');
    const operator = await register({ conditions: [{ field: 'aliases', op: 'eq', values: ['x'] }] });
    expect(operator.status).toBe(400);
    expect(operator.body.msg).toContain('曾用名');
    const english = await register(
      { conditions: [{ field: 'capacity', op: 'range', values: ['many', ''] }] },
      user,
      'en-US',
    );
    expect(english.status).toBe(400);
    expect(english.body.msg).toBe('The value queried for "Approved capacity" is not valid');
    const unsortable = await register({ sort: [{ field: 'address', dir: 'asc' }] });
    expect(unsortable.body).toMatchObject({ code: 400, msg: '字段「地址」不能排序' });
  });

  it('keeps column settings per user and refuses values of the wrong shape', async () => {
    const url = '/api/user/preferences/registerColumns';
    const settings = {
      columns: [
        { key: 'name', visible: true, width: 240 },
        { key: 'penaltyCount', visible: true },
        { key: 'company', visible: false },
      ],
      density: 'small',
    };
    expect((await call(app, { method: 'GET', url, headers: user.headers })).body).toMatchObject({
      data: null,
    });
    const saved = await call(app, { method: 'PUT', url, headers: user.headers, payload: settings });
    expect(saved.body).toMatchObject({ code: 200, data: settings });
    expect((await call(app, { method: 'GET', url, headers: user.headers })).body).toMatchObject({
      data: settings,
    });
    expect((await call(app, { method: 'GET', url, headers: admin.headers })).body).toMatchObject({
      data: null,
    });

    const badColumn = await call(app, {
      method: 'PUT',
      url,
      headers: user.headers,
      payload: { ...settings, columns: [{ key: 'password', visible: true }] },
    });
    expect(badColumn.status).toBe(400);
    expect(badColumn.body.msg).toContain('password');
    const badKey = await call(app, {
      method: 'PUT',
      url: '/api/user/preferences/theme',
      headers: user.headers,
      payload: settings,
    });
    expect(badKey.status).toBe(400);
    // The refused writes left the stored value as it was.
    expect((await call(app, { method: 'GET', url, headers: user.headers })).body).toMatchObject({
      data: settings,
    });
  });

  it('exports the selected mines with the chosen columns, in the order selected', async () => {
    const page = await register({ pageSize: 20, sort: [{ field: 'capacity', dir: 'asc' }] });
    const chosen = [page.body.rows[3]!, page.body.rows[0]!, page.body.rows[7]!];
    const response = await app.inject({
      method: 'GET',
      url: `/api/mine/export?mineIds=${chosen.map((r) => r.mineId).join(',')}&columns=capacity,prefecture`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (key: string) => headerOf(mineColumns.find((c) => c.key === key)!);
    expect(header).toEqual([col('code'), col('name'), col('capacity'), col('prefecture')]);
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows.map((r) => r[0])).toEqual(chosen.map((r) => r.mineCode));
    expect(rows.map((r) => Number(r[2]))).toEqual(chosen.map((r) => r.capacity));

    const unknown = await call(app, {
      method: 'GET',
      url: `/api/mine/export?mineIds=${chosen[0]!.mineId}&columns=password`,
      headers: user.headers,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('password');
  });
});
