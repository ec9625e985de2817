import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface Pivot {
  rows: string[];
  cols: string[];
  measures: string[];
  outputYear: number | null;
  cells: { keys: Record<string, string>; values: Record<string, number> }[];
  total: Record<string, number>;
}
interface FacetItem {
  value: string;
  count: number;
}

const ALL_MEASURES = 'count,capacity,output,accidents,deaths,penalties,penaltyAmount,dishonest,negativeNews';
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6);
/** The test's SQL columns for the nine measures, in the API's names. */
const SQL_COLUMNS: Record<string, string> = {
  count: 'count',
  capacity: 'capacity',
  output: 'output',
  accidents: 'accidents',
  deaths: 'deaths',
  penalties: 'penalties',
  penaltyAmount: 'penalty_amount',
  dishonest: 'dishonest',
  negativeNews: 'negative',
};
const closeMeasures = (values: Record<string, number>, row: Record<string, string | number>) => {
  for (const [measure, column] of Object.entries(SQL_COLUMNS)) close(values[measure]!, Number(row[column]));
};

describe.each(backends)('the pivot over the mines on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    admin = await login(app, 'admin');
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const pivot = (query: string, session = admin) =>
    call<{ data: Pivot }>(app, {
      method: 'GET',
      url: `/api/visualization/pivot?${query}`,
      headers: session.headers,
    });

  it('adds up every measure per prefecture and status as an independent query does, and the totals are the sums of the cells', async () => {
    const res = await pivot(`rows=prefecture&cols=productionStatus&measures=${ALL_MEASURES}`);
    expect(res.body.code).toBe(200);
    const { cells, total, outputYear } = res.body.data;
    expect(outputYear).toBeGreaterThan(2000);
    expect(cells.length).toBeGreaterThan(9);

    const expected = await queryRows<Record<string, string | number>>(
      app.database.db,
      sql`select m.prefecture, m.production_status as status, count(*) as count, sum(m.capacity) as capacity,
            sum((select coalesce(sum(p.output), 0) from mine_production p where p.mine_id = m.id and p.year = ${outputYear})) as output,
            sum((select count(*) from mine_accidents a where a.mine_id = m.id)) as accidents,
            sum((select coalesce(sum(a.deaths), 0) from mine_accidents a where a.mine_id = m.id)) as deaths,
            sum((select count(*) from mine_penalties p where p.mine_id = m.id)) as penalties,
            sum((select coalesce(sum(p.amount), 0) from mine_penalties p where p.mine_id = m.id)) as penalty_amount,
            sum((select count(*) from mine_dishonest d where d.mine_id = m.id)) as dishonest,
            sum((select count(distinct l.article_id) from news_links l where l.mine_id = m.id and l.label = 'negative')) as negative
          from mines m group by 1, 2`,
    );
    expect(cells).toHaveLength(expected.length);
    const byKey = new Map(cells.map((c) => [`${c.keys.prefecture}|${c.keys.productionStatus}`, c.values]));
    for (const row of expected) {
      const values = byKey.get(`${row.prefecture}|${row.status}`)!;
      expect(values, `${row.prefecture} ${row.status}`).toBeDefined();
      closeMeasures(values, row);
    }
    // The demo data holds every kind of record, so no measure is trivially zero.
    for (const measure of ALL_MEASURES.split(',')) {
      expect(total[measure], measure).toBeGreaterThan(0);
      close(
        total[measure]!,
        cells.reduce((sum, c) => sum + c.values[measure]!, 0),
      );
    }
  });

  it('counts as many mines per prefecture, status and risk band as the search facets do for the same filter', async () => {
    const filter = 'gasGrade=2,3&scaleClass=small,medium';
    const res = await pivot(`rows=prefecture,riskBand&cols=productionStatus&${encodeURI(filter)}`);
    const facets = await call<{ data: Record<string, FacetItem[]> }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/facets?${encodeURI(filter)}`,
      headers: admin.headers,
    });
    const { cells, total } = res.body.data;
    expect(total.count).toBeGreaterThan(0);
    for (const dimension of ['prefecture', 'riskBand', 'productionStatus'] as const) {
      const sums = new Map<string, number>();
      for (const c of cells)
        sums.set(c.keys[dimension]!, (sums.get(c.keys[dimension]!) ?? 0) + c.values.count!);
      const counted = new Map(facets.body.data[dimension]!.map((f) => [f.value, f.count]));
      sums.delete('');
      expect(Object.fromEntries(sums), dimension).toEqual(Object.fromEntries(counted));
    }
  });

  it('drills a cell into the search list with the same number of mines', async () => {
    const res = await pivot('rows=scaleClass,productionType&cols=riskBand');
    const cells = res.body.data.cells.filter((c) => Object.values(c.keys).every((v) => v !== ''));
    expect(cells.length).toBeGreaterThan(3);
    for (const cell of cells.slice(0, 6)) {
      const query = new URLSearchParams({ ...cell.keys, pageSize: '1' }).toString();
      const list = await call<{ total: number }>(app, {
        method: 'GET',
        url: `/api/investigation/mine/list?${query}`,
        headers: admin.headers,
      });
      expect(list.body.total, query).toBe(cell.values.count);
    }
  });

  it('groups by owner group as the holders’ stored group, and by production year with each year’s figures', async () => {
    const res = await pivot(`rows=ownerGroup&cols=year&measures=${ALL_MEASURES}`);
    expect(res.body.code).toBe(200);
    const { cells, total } = res.body.data;
    const expected = await queryRows<Record<string, string | number>>(
      app.database.db,
      sql`select coalesce(c.owner_group, '') as owner, py.year::text as year, count(*) as count,
            sum(coalesce(py.capacity, m.capacity)) as capacity, sum(py.output) as output,
            sum((select count(*) from mine_accidents a where a.mine_id = m.id and extract(year from a.occurred_on) = py.year)) as accidents,
            sum((select coalesce(sum(a.deaths), 0) from mine_accidents a where a.mine_id = m.id and extract(year from a.occurred_on) = py.year)) as deaths,
            sum((select count(*) from mine_penalties p where p.mine_id = m.id and extract(year from p.decided_on) = py.year)) as penalties,
            sum((select coalesce(sum(p.amount), 0) from mine_penalties p where p.mine_id = m.id and extract(year from p.decided_on) = py.year)) as penalty_amount,
            sum((select count(*) from mine_dishonest d where d.mine_id = m.id and extract(year from coalesce(d.published_on, d.filed_on)) = py.year)) as dishonest,
            sum((select count(distinct l.article_id) from news_links l where l.mine_id = m.id and l.label = 'negative'
                   and extract(year from l.published_at at time zone 'Asia/Shanghai') = py.year)) as negative
          from mines m
          join (select mine_id, year, sum(output) as output, max(capacity) as capacity from mine_production group by 1, 2) py on py.mine_id = m.id
          left join companies c on c.id = m.company_id
          group by 1, 2`,
    );
    expect(cells).toHaveLength(expected.length);
    const byKey = new Map(cells.map((c) => [`${c.keys.ownerGroup}|${c.keys.year}`, c.values]));
    for (const row of expected) {
      const values = byKey.get(`${row.owner}|${row.year}`)!;
      expect(values, `${row.owner} ${row.year}`).toBeDefined();
      closeMeasures(values, row);
    }
    for (const measure of ALL_MEASURES.split(','))
      close(
        total[measure]!,
        cells.reduce((sum, c) => sum + c.values[measure]!, 0),
      );
    // Mine-years: every production record of a mine counts once.
    const [years] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(distinct (mine_id, year))::int as n from mine_production`,
    );
    expect(total.count).toBe(years!.n);
    // A state mine's group is the enterprise below the provincial SASAC, not the SASAC (its 实际控制人).
    const [state] = await queryRows<{ ownerGroup: string }>(
      app.database.db,
      sql`select c.owner_group as "ownerGroup" from mines m join companies c on c.id = m.company_id
           where c.controller = '贵州省人民政府国有资产监督管理委员会' order by m.id limit 1`,
    );
    expect(state!.ownerGroup).toMatch(/集团.*有限公司$/);
    expect(cells.some((c) => c.keys.ownerGroup === state!.ownerGroup)).toBe(true);
    expect(cells.filter((c) => /(委员会|政府|厅|局)$/.test(c.keys.ownerGroup!))).toEqual([]);
  });

  it('names the same groups with the same mines as the companies page', async () => {
    const { cells } = (await pivot('rows=ownerGroup&measures=count')).body.data;
    const counts = new Map(cells.map((c) => [c.keys.ownerGroup!, c.values.count!]));
    const list = await call<{ rows: { name: string; role: string; parent: string | null; mines: number }[] }>(
      app,
      { method: 'GET', url: '/api/company/list?pageSize=100', headers: admin.headers },
    );
    // The top groups (no company above them) hold every mine of their chains: their cards and cells agree.
    const tops = list.body.rows.filter((c) => c.role === 'group' && c.parent === null);
    expect(tops.length).toBeGreaterThan(3);
    expect(list.body.rows[0]!.name).toBe(tops[0]!.name);
    for (const card of tops) expect(counts.get(card.name), card.name).toBe(card.mines);
    const biggest = [...counts].filter(([group]) => group !== '').sort((a, b) => b[1] - a[1])[0]!;
    expect(biggest).toEqual([tops[0]!.name, tops[0]!.mines]);
  });

  it('counts per owner group and year what the search list and its facets count for the same filter', async () => {
    const res = await pivot('rows=ownerGroup,prefecture&cols=year&measures=count');
    const { cells } = res.body.data;
    // The largest groups' cells, each opened in search with the same filters.
    const named = cells
      .filter((c) => c.keys.ownerGroup !== '')
      .sort((a, b) => b.values.count! - a.values.count!);
    expect(named.length).toBeGreaterThan(5);
    for (const cell of named.slice(0, 5)) {
      const { ownerGroup, prefecture, year } = cell.keys;
      const query = new URLSearchParams({
        ownerGroup: ownerGroup!,
        prefecture: prefecture!,
        productionYear: year!,
        pageSize: '1',
      });
      const list = await call<{ total: number }>(app, {
        method: 'GET',
        url: `/api/investigation/mine/list?${query.toString()}`,
        headers: admin.headers,
      });
      expect(list.body.total, query.toString()).toBe(cell.values.count);
    }
    const group = named[0]!.keys.ownerGroup!;
    const year = named[0]!.keys.year!;
    const filter = new URLSearchParams({ ownerGroup: group, productionYear: year }).toString();
    const filtered = await pivot(`rows=prefecture&cols=productionStatus&${filter}`);
    const facets = await call<{ data: Record<string, FacetItem[]> }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/facets?${filter}`,
      headers: admin.headers,
    });
    const sums = new Map<string, number>();
    for (const c of filtered.body.data.cells)
      sums.set(c.keys.prefecture!, (sums.get(c.keys.prefecture!) ?? 0) + c.values.count!);
    expect(Object.fromEntries(sums)).toEqual(
      Object.fromEntries(facets.body.data.prefecture!.map((f) => [f.value, f.count])),
    );
    expect(filtered.body.data.total.count).toBe([...sums.values()].reduce((a, b) => a + b, 0));
    expect(filtered.body.data.total.count).toBeGreaterThan(0);
  });

  it('orders every dimension naturally: prefectures by code, classes large to small, bands A–D, years ascending', async () => {
    const res = await pivot('rows=prefecture,scaleClass&cols=riskBand');
    const { cells } = res.body.data;
    const codes = await queryRows<{ prefecture: string }>(
      app.database.db,
      sql`select prefecture from mines group by prefecture order by min(prefecture_code)`,
    );
    const seen = (key: string, list = cells) => [...new Set(list.map((c) => c.keys[key]!))];
    expect(seen('prefecture')).toEqual(codes.map((r) => r.prefecture));
    const first = cells.filter((c) => c.keys.prefecture === codes[0]!.prefecture);
    const classes = seen('scaleClass', first);
    expect(classes).toEqual(['large', 'medium', 'small'].filter((c) => classes.includes(c)));
    const years = seen('year', (await pivot('rows=year')).body.data.cells);
    expect(years.length).toBeGreaterThan(5);
    expect(years).toEqual([...years].sort());
  });

  it('refuses an unknown dimension or measure by name, and a user', async () => {
    const dimension = await pivot('rows=prefecture,colour');
    expect(dimension.status).toBe(400);
    expect(dimension.body.code).toBe(400);
    expect(dimension.body.msg).toContain('colour');
    const measure = await pivot('rows=prefecture&measures=count,weight');
    expect(measure.status).toBe(400);
    expect(measure.body.msg).toContain('weight');
    const denied = await pivot('rows=prefecture', user);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(403);
    expect(JSON.stringify(denied.body)).not.toContain('cells');
  });

  it('exports the pivot with its headings above and beside the figures', async () => {
    const query = 'rows=prefecture&cols=scaleClass&measures=count,capacity';
    const res = await app.inject({
      method: 'GET',
      url: `/api/visualization/pivot/export?${query}`,
      headers: admin.headers,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell(1, 1).value).toBe('规模等级');
    expect(sheet.getCell(2, 1).value).toBe('市州');
    const { data } = (await pivot(query)).body;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('总计');
    // The bottom right pair is the grand total of both measures.
    const width = last.cellCount;
    expect(Number(last.getCell(width - 1).value)).toBe(data.total.count);
    close(Number(last.getCell(width).value), Math.round(data.total.capacity! * 100) / 100);
    expect(sheet.rowCount).toBe(2 + new Set(data.cells.map((c) => c.keys.prefecture)).size + 1);
  });
});
