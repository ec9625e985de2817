import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { mines } from '../src/db/schema';
import { mineFilterWhere } from '../src/modules/mine';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface NameRow {
  mineId: number;
  mineName: string;
  county: string;
  match: string;
  matchField: 'name' | 'alias' | 'county';
  matchedName?: string;
}
interface ListRow {
  mineId: number;
  mineName: string;
  capacity: number;
  prefecture: string;
  productionStatus: string;
}

describe.each(backends)('mine search on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  let sample: { id: number; name: string; pinyin: string; initials: string; county: string };

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
    // A short name (village + 煤矿) that no other mine shares, to check ranking against.
    [sample] = (await queryRows<typeof sample>(
      app.database.db,
      sql`select id, name, pinyin, pinyin_initials as initials, county from mines m
           where char_length(m.name) <= 5
             and not exists (select 1 from mines o where o.id <> m.id and (o.name = m.name or position(m.name in o.search_text) > 0))
           order by id limit 1`,
    )) as [typeof sample];
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const byName = (mineName: string, extra = '') =>
    call<{ rows: NameRow[]; total: number }>(app, {
      method: 'GET',
      url: `/api/investigation/baseMine/list?mineName=${encodeURIComponent(mineName)}${extra}`,
    });

  it('ranks the exact Chinese name first and returns at most six by default', async () => {
    const res = await byName(sample.name);
    expect(res.body.code).toBe(200);
    expect(res.body.rows[0]).toMatchObject({ mineId: sample.id, mineName: sample.name, match: 'exact' });
    const broad = await byName('煤矿');
    expect(broad.body.rows).toHaveLength(6);
    expect(broad.body.total).toBeGreaterThan(500);
  });

  it('finds by prefix, by full pinyin and by initials', async () => {
    const prefix = (await byName([...sample.name].slice(0, 2).join(''))).body.rows;
    expect(prefix.map((r) => r.mineId)).toContain(sample.id);
    expect(prefix.find((r) => r.mineId === sample.id)?.match).toBe('prefix');
    const full = sample.pinyin.split(' ')[0]!;
    expect((await byName(full, '&pageSize=50')).body.rows.find((r) => r.mineId === sample.id)?.match).toBe(
      'pinyin',
    );
    const initials = sample.initials.split(' ')[0]!;
    expect((await byName(initials, '&pageSize=50')).body.rows.map((r) => r.mineId)).toContain(sample.id);
  });

  it('finds a name with a one-character typo: a homophone, or a wrong character in a long former name', async () => {
    const homophones: Record<string, string> = { 煤: '梅', 矿: '况' };
    const chars = [...sample.name];
    const at = chars.findIndex((c) => c in homophones);
    chars[at] = homophones[chars[at]!]!;
    const rows = (await byName(chars.join(''), '&pageSize=20')).body.rows;
    expect(rows.find((r) => r.mineId === sample.id)?.match).toBe('fuzzy');

    const [long] = await queryRows<{ id: number; name: string }>(
      app.database.db,
      sql`select id, aliases[1] as name from mines where char_length(aliases[1]) >= 7 order by id limit 1`,
    );
    const typo = [...long!.name];
    typo[3] = '彧';
    const near = (await byName(typo.join(''), '&pageSize=20')).body.rows;
    expect(near.find((r) => r.mineId === long!.id)?.match).toBe('fuzzy');
  });

  it('ranks mines named like the text above mines whose county (or former name) holds it, and says which', async () => {
    const rows = (await byName('jinsha', '&pageSize=50')).body.rows;
    const fields = rows.map((r) => r.matchField);
    // Every name match before every former-name match before every county match.
    const order = { name: 0, alias: 1, county: 2 };
    const ranks = rows.filter((r) => r.match !== 'fuzzy').map((r) => order[r.matchField]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(fields).toContain('name');
    expect(fields).toContain('county');
    expect(rows[0]?.matchField).toBe('name');
    // A county match is a mine of 金沙县 (its name or former name starts with the county).
    expect(rows.filter((r) => r.matchField === 'county').every((r) => r.county === '金沙县')).toBe(true);
    for (const row of rows.filter((r) => r.matchField === 'alias')) expect(row.matchedName).toBeTruthy();
  });

  it('refuses an empty name and treats SQL-looking input as text', async () => {
    expect((await byName('')).body).toMatchObject({ code: 400, msg: '「煤矿名称」不能为空' });
    const injected = await byName("' OR 1=1; DROP TABLE mines; --");
    expect(injected.body).toMatchObject({ code: 200, rows: [], total: 0 });
    const count = await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from mines`);
    expect(count[0]?.n).toBe(900);
  });

  const list = (query: string) =>
    call<{ rows: ListRow[]; total: number }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/list?${query}`,
      headers: user.headers,
    });

  it('combines filters exactly as an independent count does', async () => {
    const bijie = encodeURIComponent('毕节市');
    const res = await list(`prefecture=${bijie}&productionStatus=1,3&gasGrade=3&pageSize=100`);
    const [expected] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mines where prefecture = '毕节市' and production_status in ('1','3') and gas_grade = '3'`,
    );
    expect(res.body.total).toBe(expected!.n);
    expect(
      res.body.rows.every((r) => r.prefecture === '毕节市' && ['1', '3'].includes(r.productionStatus)),
    ).toBe(true);
    const capacity = await list('capacityMin=120&capacityMax=240&pageSize=100');
    const [large] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mines where capacity between 120 and 240`,
    );
    expect(capacity.body.total).toBe(large!.n);
  });

  it('counts each facet with the other filters applied', async () => {
    const res = await call<{ data: Record<string, { value: string; count: number }[]> }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/facets?productionStatus=1&prefecture=${encodeURIComponent('六盘水市')}`,
      headers: user.headers,
    });
    const statuses = await queryRows<{ value: string; n: number }>(
      app.database.db,
      sql`select production_status as value, count(*)::int as n from mines where prefecture = '六盘水市' group by 1`,
    );
    // The status facet ignores its own filter: every status in 六盘水市 keeps its count.
    expect(Object.fromEntries(res.body.data.productionStatus!.map((f) => [f.value, f.count]))).toEqual(
      Object.fromEntries(statuses.map((s) => [s.value, s.n])),
    );
    const prefectures = await queryRows<{ value: string; n: number }>(
      app.database.db,
      sql`select prefecture as value, count(*)::int as n from mines where production_status = '1' group by 1`,
    );
    expect(Object.fromEntries(res.body.data.prefecture!.map((f) => [f.value, f.count]))).toEqual(
      Object.fromEntries(prefectures.map((s) => [s.value, s.n])),
    );
  });

  it('sorts by a whitelisted column and pages within bounds', async () => {
    const asc = await list('orderByColumn=capacity&isAsc=asc&pageSize=50');
    const capacities = asc.body.rows.map((r) => r.capacity);
    expect(capacities).toEqual([...capacities].sort((a, b) => a - b));
    const last = Math.ceil(asc.body.total / 50);
    expect((await list(`pageSize=50&pageNum=${last}`)).body.rows.length).toBeGreaterThan(0);
    expect((await list(`pageSize=50&pageNum=${last + 1}`)).body.rows).toEqual([]);
    expect((await list('pageSize=101')).body).toMatchObject({ code: 400, msg: '「每页条数」不能大于 100' });
    expect((await list('pageNum=0')).body.code).toBe(400);
    expect((await list('orderByColumn=password_hash')).body).toMatchObject({
      code: 400,
      msg: '「排序字段」的取值无效',
    });
  });

  it('lists exactly what SQL selects and orders, for every filter and sort, page by page', async () => {
    const bijie = '毕节市';
    // The largest owner group, and a holder that is its own group (no company holds more than half of it).
    const groups = await queryRows<{ name: string }>(
      app.database.db,
      sql`(select owner_group as name from companies where owner_group is not null
            group by 1 order by count(*) desc, 1 limit 1)
          union all
          (select owner_group from companies where owner_group = name order by id limit 1)`,
    );
    const ownerGroup = groups.map((g) => g.name);
    expect(ownerGroup).toHaveLength(2);
    const cases: { query: string; filter: Parameters<typeof mineFilterWhere>[0]; order: SQL }[] = [
      { query: '', filter: {}, order: sql`capacity desc, id` },
      { query: 'orderByColumn=name&isAsc=asc', filter: {}, order: sql`name, id` },
      { query: 'orderByColumn=name&isAsc=desc', filter: {}, order: sql`name desc, id` },
      { query: 'orderByColumn=county&isAsc=ascending', filter: {}, order: sql`county, id` },
      {
        query: `prefecture=${encodeURIComponent(bijie)}&orderByColumn=updatedAt&isAsc=descending`,
        filter: { prefecture: [bijie] },
        order: sql`updated_at desc, id`,
      },
      {
        query: 'mineName=MK&productionStatus=1,2,6&orderByColumn=productionStatus',
        filter: { mineName: 'MK', productionStatus: ['1', '2', '6'] },
        order: sql`production_status desc, id`,
      },
      {
        query: `company=${encodeURIComponent('有限')}&gasGrade=2,3&capacityMin=30&scale=30,45,60,90`,
        filter: { company: '有限', gasGrade: ['2', '3'], capacityMin: 30, scale: ['30', '45', '60', '90'] },
        order: sql`capacity desc, id`,
      },
      // The area filter: around a mine (itself included) and around a point.
      {
        query: `nearMine=${sample.id}&radiusKm=30&orderByColumn=name&isAsc=asc`,
        filter: { nearMine: sample.id, radiusKm: 30 },
        order: sql`name, id`,
      },
      {
        query: 'lat=26.6&lng=106.7&radiusKm=60&productionStatus=1,3',
        filter: { lat: 26.6, lng: 106.7, radiusKm: 60, productionStatus: ['1', '3'] },
        order: sql`capacity desc, id`,
      },
      { query: 'nearMine=999999&radiusKm=50', filter: { nearMine: 999999, radiusKm: 50 }, order: sql`id` },
      {
        query: `ownerGroup=${ownerGroup.map(encodeURIComponent).join(',')}&orderByColumn=name&isAsc=asc`,
        filter: { ownerGroup },
        order: sql`name, id`,
      },
    ];
    for (const { query, filter, order } of cases) {
      const expected = await queryRows<{ id: number }>(
        app.database.db,
        sql`select id from ${mines} where ${mineFilterWhere(filter) ?? sql`true`} order by ${order}`,
      );
      const ids: number[] = [];
      for (let page = 1; ids.length < expected.length || page === 1; page++) {
        const res = await list(`${query}&pageSize=100&pageNum=${page}`);
        expect(res.body.total).toBe(expected.length);
        if (!res.body.rows.length) break;
        ids.push(...res.body.rows.map((r) => r.mineId));
      }
      expect(ids).toEqual(expected.map((r) => r.id));
    }
  });

  it('filters by owner group the mines the companies page gives that group', async () => {
    const cards = await call<{ rows: { companyId: number; name: string; role: string; mines: number }[] }>(
      app,
      { method: 'GET', url: '/api/company/list?pageSize=1', headers: user.headers },
    );
    const top = cards.body.rows[0]!;
    expect(top.role).toBe('group');
    const profile = await call<{ data: { heldMines: { mineId: number }[] } }>(app, {
      method: 'GET',
      url: `/api/company/${top.companyId}`,
      headers: user.headers,
    });
    const held = profile.body.data.heldMines.map((m) => m.mineId).sort((a, b) => a - b);
    expect(held).toHaveLength(top.mines);
    const ids: number[] = [];
    for (let page = 1; ids.length < held.length; page++) {
      const res = await list(`ownerGroup=${encodeURIComponent(top.name)}&pageSize=100&pageNum=${page}`);
      expect(res.body.total).toBe(held.length);
      ids.push(...res.body.rows.map((r) => r.mineId));
    }
    expect(ids.sort((a, b) => a - b)).toEqual(held);
  });

  it('counts facets within an area as SQL does', async () => {
    const res = await call<{ data: Record<string, { value: string; count: number }[]> }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/facets?nearMine=${sample.id}&radiusKm=40`,
      headers: user.headers,
    });
    const statuses = await queryRows<{ value: string; n: number }>(
      app.database.db,
      sql`select production_status as value, count(*)::int as n from ${mines}
           where ${mineFilterWhere({ nearMine: sample.id, radiusKm: 40 })} group by 1`,
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(Object.fromEntries(res.body.data.productionStatus!.map((f) => [f.value, f.count]))).toEqual(
      Object.fromEntries(statuses.map((s) => [s.value, s.n])),
    );
    expect((await list('nearMine=1&radiusKm=101')).body).toMatchObject({
      code: 400,
      msg: '「半径」不能大于 100',
    });
  });

  it('needs a session for the list, not for the typeahead', async () => {
    expect((await call(app, { method: 'GET', url: '/api/investigation/mine/list' })).status).toBe(401);
    expect((await byName('煤矿')).status).toBe(200);
  });
});
