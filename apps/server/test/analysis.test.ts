import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { mines } from '../src/db/schema';
import { withinRadiusSql } from '../src/modules/mine';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

/** earthdistance's sphere (`select earth()`), km: the figures the API reports are on it. */
const R_KM = 6378.168;
const toRad = (d: number) => (d * Math.PI) / 180;
const toDeg = (r: number) => (r * 180) / Math.PI;

/** Haversine, written here independently of the server's code. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R_KM * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}

/** Excel's QUARTILE.INC, computed the textbook way. */
function quartile(values: number[], k: 0 | 1 | 2 | 3 | 4): number {
  const s = [...values].sort((a, b) => a - b);
  const pos = (k / 4) * (s.length - 1);
  const below = s[Math.floor(pos)]!;
  const above = s[Math.ceil(pos)]!;
  return below + (pos - Math.floor(pos)) * (above - below);
}

interface Neighbour {
  mineId: number;
  mineName: string;
  distanceKm: number;
  bearing: string;
}
interface NeighboursBody {
  data: {
    subject: { mineId: number };
    total: number;
    neighbours: Neighbour[];
    nearestKm: number | null;
    suggestedRadiusKm: number | null;
  };
}

// A fixture far from Guizhou (no demo mine within 100 km): a centre and mines due N, E, S, W at 10 km,
// and one due south exactly 15 km away.
const CENTRE = { lat: 40, lng: 100 };
const KM10_LAT = toDeg(10 / R_KM);
const KM10_LNG = toDeg(2 * Math.asin(Math.sin(10 / R_KM / 2) / Math.cos(toRad(CENTRE.lat))));
const FIXTURE = [
  { code: 'FIX-C', name: '测试中心煤矿', lat: CENTRE.lat, lng: CENTRE.lng },
  { code: 'FIX-N', name: '测试北煤矿', lat: CENTRE.lat + KM10_LAT, lng: CENTRE.lng },
  { code: 'FIX-E', name: '测试东煤矿', lat: CENTRE.lat, lng: CENTRE.lng + KM10_LNG },
  { code: 'FIX-S', name: '测试南煤矿', lat: CENTRE.lat - KM10_LAT, lng: CENTRE.lng },
  { code: 'FIX-W', name: '测试西煤矿', lat: CENTRE.lat, lng: CENTRE.lng - KM10_LNG },
  { code: 'FIX-EDGE', name: '测试边界煤矿', lat: CENTRE.lat - toDeg(15 / R_KM), lng: CENTRE.lng },
];
// Seam numbers as different mines write them; W has no seam or quality record at all.
const SEAMS: Record<string, [string, number, number][]> = {
  'FIX-C': [
    ['M9', 2.1, 12],
    ['3号煤层', 1.0, 10],
  ],
  'FIX-N': [['9号煤', 1.6, 14]],
  'FIX-E': [['M-9', 1.2, 20]],
  'FIX-S': [
    ['9', 1.8, 8],
    ['M3', 0.9, 9],
  ],
  'FIX-EDGE': [['C9', 3.0, 30]],
};
// [seam, Ad, St,d, Qgr,d]
const QUALITY: Record<string, [string, number, number, number][]> = {
  'FIX-C': [['M9', 18, 0.8, 29]],
  'FIX-N': [['9号煤', 25, 2.5, 26]],
  'FIX-E': [['M-9', 32, 1.2, 23]],
  'FIX-S': [
    ['9', 12, 0.4, 31],
    ['M3', 40, 3.5, 20],
  ],
};

describe.each(backends)('surrounding analysis on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  const ids: Record<string, number> = {};
  let all: { id: number; lat: number; lng: number }[];

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
    const db = app.database.db;
    for (const m of FIXTURE) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into mines (code, name, prefecture_code, prefecture, county_code, county, lat, lng, production_status, capacity, coal_rank)
            values (${m.code}, ${m.name}, '520500', '毕节市', '520502', '七星关区', ${m.lat}, ${m.lng}, '1', 45, 'WY') returning id`,
      );
      ids[m.code] = row!.id;
    }
    for (const [code, seams] of Object.entries(SEAMS))
      for (const [k, [seamNo, thickness, dip]] of seams.entries())
        await db.execute(
          sql`insert into mine_seams (mine_id, sort, seam_no, thickness_avg, thickness_min, thickness_max, dip, stability, minable)
              values (${ids[code]!}, ${k}, ${seamNo}, ${thickness}, ${thickness / 2}, ${thickness * 2}, ${dip}, '稳定', true)`,
        );
    for (const [code, rows] of Object.entries(QUALITY))
      for (const [k, [seamNo, ad, std, qgrd]] of rows.entries())
        await db.execute(
          sql`insert into mine_quality (mine_id, sort, seam_no, mad, ad, vdaf, std, qgrd, g)
              values (${ids[code]!}, ${k}, ${seamNo}, 1.5, ${ad}, 8, ${std}, ${qgrd}, 0)`,
        );
    all = await queryRows(db, sql`select id, lat, lng from mines`);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const get = <T>(url: string, headers: Record<string, string> = {}) =>
    call<T>(app, { method: 'GET', url, headers: { ...user.headers, ...headers } });

  it('finds exactly the mines an independent haversine puts in the radius, nearest first', async () => {
    const subjects = await queryRows<{ id: number; lat: number; lng: number }>(
      app.database.db,
      sql`select id, lat, lng from mines where is_sample order by id limit 3`,
    );
    for (const subject of subjects) {
      for (const radius of [10, 25]) {
        const res = await get<NeighboursBody>(`/api/analysis/neighbours/${subject.id}?radiusKm=${radius}`);
        expect(res.body.code).toBe(200);
        const expected = all
          .filter((m) => m.id !== subject.id)
          .map((m) => ({ id: m.id, km: haversineKm(subject, m) }))
          .filter((m) => m.km <= radius)
          .sort((a, b) => a.km - b.km);
        const got = res.body.data.neighbours;
        expect(res.body.data.total).toBe(expected.length);
        expect(got.map((n) => n.mineId).sort((a, b) => a - b)).toEqual(
          expected.map((m) => m.id).sort((a, b) => a - b),
        );
        for (const n of got) {
          const km = expected.find((m) => m.id === n.mineId)!.km;
          expect(Math.abs(n.distanceKm - km)).toBeLessThanOrEqual(0.1);
        }
        const distances = got.map((n) => n.distanceKm);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
    }
  });

  it('includes a mine exactly at the radius and gives each neighbour its compass bearing', async () => {
    const centre = ids['FIX-C']!;
    const at15 = await get<NeighboursBody>(`/api/analysis/neighbours/${centre}?radiusKm=15`);
    const bearings = Object.fromEntries(at15.body.data.neighbours.map((n) => [n.mineId, n.bearing]));
    expect(bearings).toEqual({
      [ids['FIX-N']!]: 'N',
      [ids['FIX-E']!]: 'E',
      [ids['FIX-S']!]: 'S',
      [ids['FIX-W']!]: 'W',
      [ids['FIX-EDGE']!]: 'S',
    });
    expect(at15.body.data.neighbours.find((n) => n.mineId === ids['FIX-EDGE'])?.distanceKm).toBe(15);
    const inside = await get<NeighboursBody>(`/api/analysis/neighbours/${centre}?radiusKm=14.9`);
    expect(inside.body.data.neighbours.map((n) => n.mineId)).not.toContain(ids['FIX-EDGE']);
    expect(inside.body.data.total).toBe(4);
    const limited = await get<NeighboursBody>(`/api/analysis/neighbours/${centre}?radiusKm=15&limit=2`);
    expect(limited.body.data).toMatchObject({ total: 5 });
    expect(limited.body.data.neighbours).toHaveLength(2);
  });

  it('suggests the next radius that has a neighbour when there is none', async () => {
    const res = await get<NeighboursBody>(`/api/analysis/neighbours/${ids['FIX-C']!}?radiusKm=5`);
    expect(res.body.data).toMatchObject({ total: 0, neighbours: [], nearestKm: 10, suggestedRadiusKm: 10 });
    const near = await get<NeighboursBody>(`/api/analysis/neighbours/${ids['FIX-C']!}?radiusKm=9.5`);
    expect(near.body.data.suggestedRadiusKm).toBe(10);
  });

  it('refuses an unknown mine and a radius out of range, in the request language', async () => {
    expect((await get('/api/analysis/neighbours/999999')).body).toMatchObject({
      code: 404,
      msg: '煤矿 999999 不存在',
    });
    const far = await get(`/api/analysis/neighbours/${ids['FIX-C']!}?radiusKm=150`);
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ code: 400, msg: '「半径」应在 1 到 100 公里之间（收到 150）' });
    const en = await get(`/api/analysis/${ids['FIX-C']!}/seams?radiusKm=0.5`, { 'accept-language': 'en-US' });
    expect(en.body).toMatchObject({ code: 400, msg: '"radius" must be between 1 and 100 km (got 0.5)' });
    expect(
      (await get('/api/analysis/999999/coal-quality', { 'accept-language': 'en-US' })).body,
    ).toMatchObject({ code: 404, msg: 'Mine 999999 does not exist' });
    expect((await get(`/api/analysis/neighbours/${ids['FIX-C']!}?limit=201`)).body).toMatchObject({
      code: 400,
      msg: '「条数」不能大于 200',
    });
    expect((await get('/api/analysis/area')).body.code).toBe(400);
    expect((await get(`/api/analysis/area?county=${encodeURIComponent('不存在县')}`)).body).toMatchObject({
      code: 404,
      msg: '区县「不存在县」不存在',
    });
  });

  it('uses the GiST index for the radius', async () => {
    const plan = await queryRows<Record<string, string>>(
      app.database.db,
      sql`explain select id from ${mines} where ${withinRadiusSql({ mineId: ids['FIX-C']! }, 20)}`,
    );
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('mines_location_gist');
  });

  it('counts a radius from the location index alone', async () => {
    // The fixture is too small for the planner to prefer an index; what matters is that it could.
    const plan = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return queryRows<Record<string, string>>(
        tx,
        sql`explain select count(*) from ${mines} where ${withinRadiusSql({ lat: 26.6, lng: 106.7 }, 20)} and ${mines.id} <> 1`,
      );
    });
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain(
      'Index Only Scan using mines_location_gist',
    );
  });

  it('correlates seams by their normalised number, with the neighbours quartiles', async () => {
    type Body = {
      data: {
        neighbourCount: number;
        seams: {
          seam: string;
          label: string;
          presentIn: number;
          subject: { thicknessAvg: number } | null;
          thickness: Record<string, number> | null;
        }[];
        mines: { mineId: number; hasRecords: boolean; cells: Record<string, { thicknessAvg: number }> }[];
      };
    };
    const res = await get<Body>(`/api/analysis/${ids['FIX-C']!}/seams?radiusKm=20`);
    const data = res.body.data;
    expect(data.neighbourCount).toBe(5);
    expect(data.seams.map((s) => s.label)).toEqual(['M3', 'M9']);
    const m9 = data.seams.find((s) => s.seam === '9')!;
    expect(m9.presentIn).toBe(4);
    expect(m9.subject?.thicknessAvg).toBe(2.1);
    const values = [1.6, 1.2, 1.8, 3.0];
    expect(m9.thickness).toEqual({
      n: 4,
      min: quartile(values, 0),
      q1: Number(quartile(values, 1).toFixed(2)),
      median: Number(quartile(values, 2).toFixed(2)),
      q3: Number(quartile(values, 3).toFixed(2)),
      max: quartile(values, 4),
    });
    const m3 = data.seams.find((s) => s.seam === '3')!;
    expect(m3).toMatchObject({ presentIn: 1, subject: { thicknessAvg: 1 } });
    // W has no record: kept in the list (暂无数据), not dropped.
    const west = data.mines.find((m) => m.mineId === ids['FIX-W'])!;
    expect(west).toMatchObject({ hasRecords: false, cells: {} });
    expect(data.mines[0]!.mineId).toBe(ids['FIX-C']);
    expect(data.mines.find((m) => m.mineId === ids['FIX-E'])!.cells['9']!.thicknessAvg).toBe(1.2);
    const picked = await get<Body>(
      `/api/analysis/${ids['FIX-C']!}/seams?radiusKm=20&seams=9${encodeURIComponent('号')}`,
    );
    expect(picked.body.data.seams.map((s) => s.label)).toEqual(['M9']);
  });

  it('compares coal quality per seam with GB/T 15224 grades and the neighbours quartiles', async () => {
    type Body = {
      data: {
        seam: string | null;
        indicators: { key: string; subject: number | null; neighbours: Record<string, number> | null }[];
        mines: {
          mineId: number;
          hasRecords: boolean;
          rows: { seam: string; ashGrade: string; sulfurGrade: string }[];
        }[];
        allSeams: { seam: string; mines: number }[];
      };
    };
    const res = await get<Body>(`/api/analysis/${ids['FIX-C']!}/coal-quality?radiusKm=20&seam=M9`);
    const data = res.body.data;
    expect(data.seam).toBe('9');
    expect(data.allSeams).toEqual([
      { seam: '3', label: 'M3', mines: 1 },
      { seam: '9', label: 'M9', mines: 4 },
    ]);
    const ad = data.indicators.find((i) => i.key === 'ad')!;
    expect(ad.subject).toBe(18);
    expect(ad.neighbours).toMatchObject({
      n: 3,
      min: 12,
      median: 25,
      max: 32,
      q1: quartile([25, 32, 12], 1),
    });
    const south = data.mines.find((m) => m.mineId === ids['FIX-S'])!;
    expect(south.rows).toMatchObject([{ seam: '9', ashGrade: 'LA', sulfurGrade: 'SLS' }]);
    expect(data.mines.find((m) => m.mineId === ids['FIX-W'])!.hasRecords).toBe(false);
    // Every seam: each mine counts once, with the mean of its seams.
    const every = await get<Body>(`/api/analysis/${ids['FIX-C']!}/coal-quality?radiusKm=20`);
    const allAd = every.body.data.indicators.find((i) => i.key === 'ad')!;
    expect(allAd.neighbours).toMatchObject({ n: 3, median: 26, min: 25, max: 32 });
  });

  it('exports each comparison as a workbook', async () => {
    for (const path of ['seams', 'coal-quality']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/analysis/${ids['FIX-C']!}/${path}/export?radiusKm=20`,
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('aggregates an area exactly as independent SQL does', async () => {
    const [subject] = await queryRows<{ id: number; lat: number; lng: number }>(
      app.database.db,
      sql`select id, lat, lng from mines where is_sample order by capacity desc, id limit 1`,
    );
    const [meta] = await queryRows<{ ref: string }>(
      app.database.db,
      sql`select value->>'referenceDate' as ref from app_meta where key = 'mine.dataset'`,
    );
    const ref = meta!.ref;
    const since = `${Number(ref.slice(0, 4)) - 3}${ref.slice(4)}`;
    const res = await get<{
      data: {
        mines: number;
        capacity: number;
        lastYearOutput: number;
        byStatus: { value: string; mines: number }[];
        safety: { accidents: number; deaths: number; penalties: number; penaltyAmount: number };
        production: { year: number; area: number; province: number }[];
      };
    }>(`/api/analysis/area?mineId=${subject!.id}&radiusKm=50`);
    const area = res.body.data;
    const inArea = all.filter((m) => haversineKm(subject!, m) <= 50).map((m) => m.id);
    const list = sql.join(
      inArea.map((id) => sql`${id}`),
      sql`, `,
    );
    const [facts] = await queryRows<{ mines: number; capacity: number }>(
      app.database.db,
      sql`select count(*)::int as mines, sum(capacity)::float8 as capacity from mines where id in (${list})`,
    );
    expect(area.mines).toBe(facts!.mines);
    expect(area.capacity).toBeCloseTo(facts!.capacity, 1);
    const statuses = await queryRows<{ value: string; mines: number }>(
      app.database.db,
      sql`select production_status as value, count(*)::int as mines from mines where id in (${list}) group by 1`,
    );
    expect(Object.fromEntries(area.byStatus.map((s) => [s.value, s.mines]))).toEqual(
      Object.fromEntries(statuses.map((s) => [s.value, s.mines])),
    );
    const [safety] = await queryRows<{
      accidents: number;
      deaths: number;
      penalties: number;
      amount: number;
    }>(
      app.database.db,
      sql`select (select count(*)::int from mine_accidents where mine_id in (${list}) and occurred_on between ${since}::date and ${ref}::date) as accidents,
                 (select coalesce(sum(deaths), 0)::int from mine_accidents where mine_id in (${list}) and occurred_on between ${since}::date and ${ref}::date) as deaths,
                 (select count(*)::int from mine_penalties where mine_id in (${list}) and decided_on between ${since}::date and ${ref}::date) as penalties,
                 (select coalesce(sum(amount), 0)::float8 from mine_penalties where mine_id in (${list}) and decided_on between ${since}::date and ${ref}::date) as amount`,
    );
    expect(area.safety).toMatchObject({
      accidents: safety!.accidents,
      deaths: safety!.deaths,
      penalties: safety!.penalties,
    });
    expect(area.safety.penaltyAmount).toBeCloseTo(safety!.amount, 1);
    const output = await queryRows<{ year: number; area: number; province: number }>(
      app.database.db,
      sql`select year, coalesce(sum(output) filter (where mine_id in (${list})), 0)::float8 as area, sum(output)::float8 as province
            from mine_production group by year order by year`,
    );
    for (const row of area.production) {
      const expected = output.find((o) => o.year === row.year);
      expect(row.area).toBeCloseTo(expected?.area ?? 0, 1);
      expect(row.province).toBeCloseTo(expected?.province ?? 0, 1);
    }
    const lastYear = output.find((o) => o.year === Number(ref.slice(0, 4)) - 1);
    expect(area.lastYearOutput).toBeCloseTo(lastYear?.area ?? 0, 1);

    // The same area, drilled into the search list: the same mines.
    const searched = await get<{ total: number }>(
      `/api/investigation/mine/list?nearMine=${subject!.id}&radiusKm=50&pageSize=1`,
    );
    expect(searched.body.total).toBe(area.mines);
    const point = await get<{ data: { mines: number } }>(
      `/api/analysis/area?lat=${subject!.lat}&lng=${subject!.lng}&radiusKm=50`,
    );
    expect(point.body.data.mines).toBe(area.mines);
    const county = await get<{ data: { mines: number } }>(
      `/api/analysis/area?county=${encodeURIComponent('七星关区')}`,
    );
    const [inCounty] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mines where county = '七星关区'`,
    );
    expect(county.body.data.mines).toBe(inCounty!.n);
  });

  it('sends the county outlines around a point', async () => {
    const res = await get<{ data: { name: string; polygons: number[][][][] }[] }>(
      `/api/analysis/boundaries?lat=27.3&lng=105.3&radiusKm=20`,
    );
    expect(res.body.data.map((c) => c.name)).toContain('七星关区');
  });
});
