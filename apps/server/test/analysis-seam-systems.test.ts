import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

// Mines far from Guizhou (no demo mine within 100 km), recorded in 六盘水 and 六枝 counties so each
// uses its coalfield's seam numbering: 六盘水 numbers the Longtan horizons m1, m3, l2 as 9, 11, 17;
// 六枝 numbers them 7, 9, 14, and its 17 lies on l4, where 六盘水 has no seam.
const FIXTURE = [
  { code: 'SYS-C', county: '盘州市', countyCode: '520281', rank: 'JM', lat: 45, lng: 100 },
  { code: 'SYS-LPS', county: '水城区', countyCode: '520204', rank: 'JM', lat: 45.03, lng: 100 },
  { code: 'SYS-LZ', county: '六枝特区', countyCode: '520203', rank: 'WY', lat: 45, lng: 100.04 },
  { code: 'SYS-FM', county: '盘州市', countyCode: '520281', rank: 'FM', lat: 44.97, lng: 100 },
];
// [seam, thickness, Ad]
const SEAMS: Record<string, [string, number, number][]> = {
  'SYS-C': [
    ['9', 2.0, 20],
    ['17', 1.5, 22],
  ],
  'SYS-LPS': [
    ['9', 1.8, 24],
    ['11', 1.1, 26],
  ],
  'SYS-LZ': [
    ['7', 1.6, 12],
    ['9', 1.0, 14],
    ['14', 1.2, 16],
    ['17', 0.9, 18],
  ],
  'SYS-FM': [['17', 1.3, 30]],
};

interface Cell {
  thicknessAvg: number;
  seamNo: string;
}
interface SeamBody {
  data: {
    seamSystem: string | null;
    otherSystems: string[];
    seams: { seam: string; label: string; horizon: string | null; presentIn: number }[];
    mines: { mineId: number; seamSystem: string | null; cells: Record<string, Cell> }[];
  };
}
interface Indicator {
  key: string;
  subject: number | null;
  neighbours: { n: number; median: number } | null;
}
interface QualityBody {
  data: {
    coalRank: string | null;
    indicators: Indicator[];
    byRank: { coalRank: string | null; mines: number; indicators: Indicator[] }[];
    mines: { mineId: number; rows: { seam: string; seamNo: string }[] }[];
  };
}

describe.each(backends)('seam numbering systems in the comparison on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
    const db = app.database.db;
    for (const m of FIXTURE) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into mines (code, name, prefecture_code, prefecture, county_code, county, lat, lng, production_status, capacity, coal_rank)
            values (${m.code}, ${`${m.code}煤矿`}, '520200', '六盘水市', ${m.countyCode}, ${m.county}, ${m.lat}, ${m.lng}, '1', 45, ${m.rank}) returning id`,
      );
      ids[m.code] = row!.id;
    }
    for (const [code, seams] of Object.entries(SEAMS))
      for (const [k, [seamNo, thickness, ad]] of seams.entries()) {
        await db.execute(
          sql`insert into mine_seams (mine_id, sort, seam_no, thickness_avg, thickness_min, thickness_max, dip, stability, minable)
              values (${ids[code]!}, ${k}, ${seamNo}, ${thickness}, ${thickness / 2}, ${thickness * 2}, 20, '稳定', true)`,
        );
        await db.execute(
          sql`insert into mine_quality (mine_id, sort, seam_no, mad, ad, vdaf, std, qgrd, g)
              values (${ids[code]!}, ${k}, ${seamNo}, 1.5, ${ad}, 20, 1, 28, 70)`,
        );
      }
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const get = <T>(url: string) => call<T>(app, { method: 'GET', url, headers: user.headers });

  it('correlates a neighbour of another coalfield through the horizons and names its numbering', async () => {
    const { data } = (await get<SeamBody>(`/api/analysis/${ids['SYS-C']!}/seams?radiusKm=20`)).body;
    expect(data.seamSystem).toBe('liupanshui');
    expect(data.otherSystems).toEqual(['liuzhi']);
    // Columns in natural order and in the subject's numbering, each with its horizon.
    expect(data.seams.map((s) => [s.label, s.horizon])).toEqual([
      ['M9', 'm1'],
      ['M11', 'm3'],
      ['M17', 'l2'],
    ]);
    const liuzhi = data.mines.find((m) => m.mineId === ids['SYS-LZ'])!;
    expect(liuzhi.seamSystem).toBe('liuzhi');
    // 六枝 7 → 六盘水 9, 9 → 11, 14 → 17; its 17 (l4) has no 六盘水 counterpart and stays out.
    expect(
      Object.fromEntries(Object.entries(liuzhi.cells).map(([k, c]) => [k, [c.seamNo, c.thicknessAvg]])),
    ).toEqual({ '9': ['7', 1.6], '11': ['9', 1], '17': ['14', 1.2] });
    // Within one numbering the same number is the same seam.
    const same = data.mines.find((m) => m.mineId === ids['SYS-LPS'])!;
    expect(same.cells['9']).toMatchObject({ seamNo: '9', thicknessAvg: 1.8 });
    expect(data.seams.find((s) => s.seam === '17')!.presentIn).toBe(2);
  });

  it('says nothing of other numberings when every neighbour shares the subject one', async () => {
    const { data } = (await get<SeamBody>(`/api/analysis/${ids['SYS-FM']!}/seams?radiusKm=3.5`)).body;
    expect(data.mines.map((m) => m.seamSystem)).toEqual(['liupanshui', 'liupanshui']);
    expect(data.otherSystems).toEqual([]);
  });

  it('summarises coal quality by rank, never over mixed ranks', async () => {
    const { data } = (await get<QualityBody>(`/api/analysis/${ids['SYS-C']!}/coal-quality?radiusKm=20`)).body;
    expect(data.coalRank).toBe('JM');
    const ad = (list: Indicator[]) => list.find((i) => i.key === 'ad')!;
    // The headline figures: the subject against the one JM neighbour only (mean of its seams 24 and 26).
    expect(ad(data.indicators)).toMatchObject({ subject: 21, neighbours: { n: 1, median: 25 } });
    expect(data.byRank.map((g) => [g.coalRank, g.mines])).toEqual([
      ['JM', 1],
      ['WY', 1],
      ['FM', 1],
    ]);
    expect(ad(data.byRank[1]!.indicators).neighbours).toMatchObject({ n: 1, median: 14 });
    // One seam across numberings: 六盘水 9 is 六枝 7.
    const nine = (await get<QualityBody>(`/api/analysis/${ids['SYS-C']!}/coal-quality?radiusKm=20&seam=M9`))
      .body.data;
    expect(nine.mines.find((m) => m.mineId === ids['SYS-LZ'])!.rows).toMatchObject([
      { seam: '9', seamNo: '7' },
    ]);
  });
});
