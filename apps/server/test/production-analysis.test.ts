import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface Year {
  year: number;
  output: number;
  outputChange: number | null;
  outputMines: number;
  capacity: number;
  capacityMines: number;
  byPrefecture: { prefecture: string; output: number; mines: number; drift: number }[];
  byStatus: { status: string; mines: number; drift: number }[];
  byScale: { scaleClass: string; mines: number; capacity: number; drift: number }[];
  largeMediumCapacityShare: number | null;
  opened: number | null;
  closed: number;
}
interface Analysis {
  prefecture: string | null;
  county: string | null;
  referenceYear: number;
  firstYear: number | null;
  from: number;
  to: number;
  mines: number;
  years: Year[];
}

const close = (a: number, b: number, what: string) => expect(Math.abs(a - b), what).toBeLessThan(1e-6);

/**
 * Each mine's state at each year's end written another way than the server's: one correlated look-up per
 * mine and year instead of spans and windows.
 */
const mineYearsSql = (area: SQL) => sql`
  with years as (select generate_series(2000, 2030) as year),
  norm as (
    select id, mine_id, changed_on, sort,
           case trim(before) when '生产' then '1' when '建设' then '2' when '停产' then '3' when '停建' then '4'
                when '注销' then '5' when '联合试运转' then '6' else trim(before) end as before,
           case trim(after) when '生产' then '1' when '建设' then '2' when '停产' then '3' when '停建' then '4'
                when '注销' then '5' when '联合试运转' then '6' else trim(after) end as after
      from mine_changes where item = '生产状态变更'
  ),
  each as (
    select y.year, m.id, m.prefecture, m.capacity as today_capacity,
      (select min(x) from (
         select min(p.year) as x from mine_production p where p.mine_id = m.id
         union all select min(extract(year from c.announced_on))::int from mine_capacity_changes c where c.mine_id = m.id
         union all select min(extract(year from n.changed_on))::int from norm n where n.mine_id = m.id) d) as born,
      case
        when exists (select 1 from norm n where n.mine_id = m.id) then coalesce(
          (select n.after from norm n where n.mine_id = m.id and n.changed_on <= make_date(y.year, 12, 31)
            order by n.changed_on desc, n.sort desc limit 1),
          (select n.before from norm n where n.mine_id = m.id order by n.changed_on, n.sort limit 1))
        when m.production_status in ('3', '4', '5') and coalesce(
          (select sum(p.output) from mine_production p where p.mine_id = m.id and p.year = y.year), 0) > 0 then null
        else m.production_status end as status,
      coalesce((select c.capacity from mine_capacity_changes c
                 where c.mine_id = m.id and c.announced_on <= make_date(y.year, 12, 31)
                 order by c.announced_on desc, c.sort desc limit 1), m.capacity) as capacity
    from mines m cross join years y where ${area}
  )
  select year, id, prefecture, (born is null or born <= year) as present, status, capacity from each`;

describe.each(backends)('the production analysis on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  let mineYears: {
    year: number;
    id: number;
    prefecture: string;
    present: boolean;
    status: string | null;
    capacity: number;
  }[];

  // Loading the demo data on a machine shared with other test runs takes longer than the default.
  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    admin = await login(app, 'admin');
    user = await login(app, 'user');
    // The demo data dates no status: give three mines a status history, by value and by label.
    const [a, b, c] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from mines where production_status = '1' order by id limit 3`,
    );
    await app.database.db.execute(
      sql`insert into mine_changes (mine_id, sort, changed_on, item, before, after) values
        (${a!.id}, 90, '2017-05-01', '生产状态变更', '建设', '生产'),
        (${a!.id}, 91, '2019-07-01', '生产状态变更', '1', '3'),
        (${a!.id}, 92, '2021-02-01', '生产状态变更', '停产', '生产'),
        (${b!.id}, 90, '2019-03-01', '生产状态变更', '生产', '注销'),
        (${c!.id}, 90, '2018-01-01', '生产状态变更', '3', '1'),
        (${c!.id}, 91, '2018-11-01', '生产状态变更', '1', '3')`,
    );
    mineYears = (await queryRows<(typeof mineYears)[number]>(app.database.db, mineYearsSql(sql`true`))).map(
      (r) => ({
        ...r,
        year: Number(r.year),
        capacity: Number(r.capacity),
      }),
    );
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const analyse = (query: string, session = admin) =>
    call<{ data: Analysis; msg: string }>(app, {
      method: 'GET',
      url: `/api/visualization/production?${query}`,
      headers: session.headers,
    });

  it('sums output per year and prefecture as an independent query does, from the first year with data to the reference year', async () => {
    const res = await analyse('');
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    const [first] = await queryRows<{ y: number }>(
      app.database.db,
      sql`select least((select min(year) from mine_production),
                       (select min(extract(year from announced_on))::int from mine_capacity_changes),
                       (select min(extract(year from changed_on))::int from mine_changes where item = '生产状态变更')) as y`,
    );
    expect(data.firstYear).toBe(Number(first!.y));
    // The span opens at the first year with raw coal, not at the earliest dated record.
    const [firstOutput] = await queryRows<{ y: number }>(
      app.database.db,
      sql`select min(year) as y from mine_production where output > 0`,
    );
    expect(data.from).toBe(Number(firstOutput!.y));
    expect(data.from).toBeGreaterThan(data.firstYear!);
    expect(data.to).toBe(data.referenceYear);
    expect(data.years.map((y) => y.year)).toEqual(
      Array.from({ length: data.to - data.from + 1 }, (_, i) => data.from + i),
    );
    const expected = await queryRows<{ year: number; prefecture: string; output: number; mines: number }>(
      app.database.db,
      sql`select p.year, m.prefecture, sum(p.output)::float8 as output, count(distinct m.id)::int as mines
            from mine_production p join mines m on m.id = p.mine_id group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(20);
    for (const row of expected) {
      const year = data.years.find((y) => y.year === Number(row.year))!;
      const cell = year.byPrefecture.find((p) => p.prefecture === row.prefecture)!;
      close(cell.output, Number(row.output), `${row.year} ${row.prefecture}`);
      expect(cell.mines).toBe(Number(row.mines));
    }
    for (const year of data.years) {
      const sum = expected
        .filter((r) => Number(r.year) === year.year)
        .reduce((s, r) => s + Number(r.output), 0);
      close(year.output, sum, `${year.year}`);
      const before = data.years.find((y) => y.year === year.year - 1);
      if (before && before.output > 0 && year.outputMines > 0)
        close(year.outputChange!, (year.output - before.output) / before.output, 'change');
      // A year with no output recorded yet has no change, not a fall to nothing.
      else expect(year.outputChange).toBeNull();
    }
  });

  it('counts the capacity in force and the mines by status at each year’s end as an independent query does', async () => {
    const { data } = (await analyse('from=2015')).body;
    expect(data.from).toBe(2015);
    for (const year of data.years) {
      const own = mineYears.filter((m) => m.year === year.year && m.present);
      const inForce = own.filter((m) => m.status !== '5');
      close(
        year.capacity,
        inForce.reduce((s, m) => s + m.capacity, 0),
        `capacity ${year.year}`,
      );
      const large = inForce.filter((m) => m.capacity >= 120);
      close(
        year.byScale.find((s) => s.scaleClass === 'large')!.capacity,
        large.reduce((s, m) => s + m.capacity, 0),
        `large ${year.year}`,
      );
      const counts: Record<string, number> = {};
      for (const m of own) counts[m.status ?? ''] = (counts[m.status ?? ''] ?? 0) + 1;
      expect(Object.fromEntries(year.byStatus.map((s) => [s.status, s.mines])), `${year.year}`).toEqual(
        counts,
      );
    }
    // The status records move the three mines between years; the closed one is closed in 2019 only.
    const status = (y: number, s: string) =>
      data.years.find((x) => x.year === y)!.byStatus.find((x) => x.status === s)?.mines ?? 0;
    expect(status(2019, '5') - status(2018, '5')).toBeGreaterThanOrEqual(1);
    expect(data.years.find((y) => y.year === 2019)!.closed).toBeGreaterThanOrEqual(1);
  });

  it('narrows to a county, and the reference year’s status bars drill into the search list with the same count', async () => {
    const [area] = await queryRows<{ prefecture: string; county: string; n: number }>(
      app.database.db,
      sql`select prefecture, county, count(*)::int as n from mines group by 1, 2 order by 3 desc limit 1`,
    );
    const { data } = (
      await analyse(
        `prefecture=${encodeURIComponent(area!.prefecture)}&county=${encodeURIComponent(area!.county)}`,
      )
    ).body;
    expect(data.county).toBe(area!.county);
    expect(data.mines).toBe(area!.n);
    const last = data.years.at(-1)!;
    const exact = last.byStatus.filter((s) => s.drift === 0 && s.status !== '');
    expect(exact.length).toBeGreaterThan(0);
    for (const bar of exact) {
      const query = new URLSearchParams({
        prefecture: area!.prefecture,
        county: area!.county,
        productionStatus: bar.status,
        pageSize: '1',
      });
      const list = await call<{ total: number }>(app, {
        method: 'GET',
        url: `/api/investigation/mine/list?${query.toString()}`,
        headers: admin.headers,
      });
      expect(list.body.total, bar.status).toBe(bar.mines);
    }
    const own = mineYears.filter((m) => m.year === last.year && m.present);
    const inCounty = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from mines where county = ${area!.county} and prefecture = ${area!.prefecture}`,
    );
    const ids = new Set(inCounty.map((r) => r.id));
    close(
      last.capacity,
      own.filter((m) => ids.has(m.id) && m.status !== '5').reduce((s, m) => s + m.capacity, 0),
      'county capacity',
    );
  });

  it('opens an area’s span at its own first year with output, and still gives the years before when asked', async () => {
    const [area] = await queryRows<{ prefecture: string; y: number }>(
      app.database.db,
      sql`select m.prefecture, min(p.year) as y from mine_production p join mines m on m.id = p.mine_id
           where p.output > 0 group by 1 order by 2 desc, 1 limit 1`,
    );
    const prefecture = encodeURIComponent(area!.prefecture);
    const { data } = (await analyse(`prefecture=${prefecture}`)).body;
    expect(data.from).toBe(Number(area!.y));
    expect(data.years[0]!.year).toBe(data.from);
    const earlier = (await analyse(`prefecture=${prefecture}&from=${data.firstYear}`)).body.data;
    expect(earlier.from).toBe(data.firstYear);
    expect(earlier.years[0]!.output).toBe(0);
  });

  it('refuses a reversed span, a malformed year and an unknown area by name, and a user', async () => {
    const reversed = await analyse('from=2020&to=2015');
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('from');
    expect(reversed.body.msg).toContain('to');
    const malformed = await analyse('from=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('from');
    const place = await analyse(`prefecture=${encodeURIComponent('火星市')}`);
    expect(place.status).toBe(400);
    expect(place.body.msg).toContain('火星市');
    const outside = await analyse(
      `prefecture=${encodeURIComponent('遵义市')}&county=${encodeURIComponent('盘州市')}`,
    );
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toContain('盘州市');
    const english = await call<{ msg: string }>(app, {
      method: 'GET',
      url: '/api/visualization/production?from=2020&to=2015',
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(english.body.msg).toContain('cannot be after');
    const denied = await analyse('', user);
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).not.toContain('byStatus');
  });

  it('exports a chart’s figures, a line per year and a column per prefecture', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/visualization/production/export?chart=prefecture&from=2018',
      headers: admin.headers,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('分市州产量');
    const head = sheet.getRow(2).values as unknown[];
    expect(head[1]).toBe('年份');
    const { data } = (await analyse('from=2018')).body;
    expect(sheet.rowCount).toBe(2 + data.years.length);
    const year = data.years.find((y) => y.year === 2019)!;
    const line = sheet.getRow(2 + data.years.indexOf(year) + 1);
    expect(line.getCell(1).value).toBe(2019);
    for (const p of year.byPrefecture) {
      const column = head.indexOf(p.prefecture);
      expect(column, p.prefecture).toBeGreaterThan(1);
      close(Number(line.getCell(column).value), Math.round(p.output * 100) / 100, p.prefecture);
    }
  });

  // Last: it changes a mine, which the figures above are compared with.
  it('answers again from the changed data after a batch edit, though the answer before was kept', async () => {
    const [mine] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from mines m where production_status = '1' and not exists
            (select 1 from mine_changes c where c.mine_id = m.id and c.item = '生产状态变更') order by id limit 1`,
    );
    const producing = (data: Analysis) =>
      data.years.at(-1)!.byStatus.find((s) => s.status === '1')?.mines ?? 0;
    const before = (await analyse('')).body.data;
    const kept = await analyse('');
    expect(kept.body.data).toEqual(before);
    const body = { mineIds: [mine!.id], changes: { productionStatus: '3' } };
    const preview = await call<{ data: { mines: { mineId: number; base: object }[] } }>(app, {
      method: 'POST',
      url: '/api/mine/batch-edit/preview',
      headers: admin.headers,
      payload: body,
    });
    const base = preview.body.data.mines.map((m) => ({ mineId: m.mineId, ...m.base }));
    const edit = await call(app, {
      method: 'POST',
      url: '/api/mine/batch-edit',
      headers: admin.headers,
      payload: { ...body, base },
    });
    expect(edit.status).toBe(200);
    const after = (await analyse('')).body.data;
    expect(producing(after)).toBe(producing(before) - 1);
    expect(after.years.at(-1)!.byStatus.reduce((n, s) => n + s.mines, 0)).toBe(
      before.years.at(-1)!.byStatus.reduce((n, s) => n + s.mines, 0),
    );
  });
});
