import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { commitJob, uploadFile } from './import-helpers';

type Row = [number, number, number, string, number, string | null, string | null];
interface ListRow {
  mineId: number;
  mineCode: string;
  mineName: string;
  productionStatus: string;
  capacity: number;
  company: string | null;
  prefecture: string;
  county: string;
  gasGrade: string | null;
  coalRank: string | null;
  lng: number;
  lat: number;
}

describe.each(backends)('province map on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  let admin: Session;

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
    admin = await login(app, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const mapMines = (query = '', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/map/mines${query}`, headers: { ...user.headers, ...headers } });

  /** Every row of the search list for a filter, page by page. */
  async function listAll(query: string): Promise<{ rows: ListRow[]; total: number }> {
    const rows: ListRow[] = [];
    for (let page = 1; ; page++) {
      const res = await call<{ rows: ListRow[]; total: number }>(app, {
        method: 'GET',
        url: `/api/investigation/mine/list?pageSize=100&pageNum=${page}${query ? `&${query.slice(1)}` : ''}`,
        headers: user.headers,
      });
      rows.push(...res.body.rows);
      if (rows.length >= res.body.total || res.body.rows.length === 0) return { rows, total: res.body.total };
    }
  }

  it('lists the same mines as the search list for the same filters, all at once', async () => {
    const { rows: everyMine } = await listAll('');
    const sample = everyMine.find((m) => m.company && m.gasGrade)!;
    const filters = [
      '',
      '?productionStatus=1',
      `?prefecture=${encodeURIComponent(sample.prefecture)}&productionStatus=1,2`,
      `?gasGrade=${sample.gasGrade}&capacityMin=30&capacityMax=120`,
      `?company=${encodeURIComponent(sample.company!.slice(0, 4))}`,
      `?mineName=${encodeURIComponent(sample.mineName)}`,
      `?coalRank=${sample.coalRank ?? 'WY'}&scale=30,45,60,90`,
    ];
    for (const query of filters) {
      const res = mapMines(query);
      const body = (await res).json<{ code: number; data: { rows: Row[]; all: number } }>();
      expect(body.code).toBe(200);
      const list = await listAll(query);
      expect(body.data.rows.length, query).toBe(list.total);
      expect(
        body.data.rows.map((r) => r[0]).sort((a, b) => a - b),
        query,
      ).toEqual(list.rows.map((r) => r.mineId).sort((a, b) => a - b));
      expect(body.data.all).toBe(everyMine.length);
    }
    expect(everyMine.length).toBeGreaterThan(500);

    // Each row carries the mine's own status, capacity, gas grade and coal rank, at its drawn position.
    const rows = (await mapMines()).json<{ data: { rows: Row[] } }>().data.rows;
    const byId = new Map(rows.map((r) => [r[0], r]));
    for (const mine of everyMine.slice(0, 50)) {
      const [, lng, lat, status, capacity, gasGrade, coalRank] = byId.get(mine.mineId)!;
      expect([status, capacity, gasGrade, coalRank]).toEqual([
        mine.productionStatus,
        mine.capacity,
        mine.gasGrade,
        mine.coalRank,
      ]);
      // GCJ-02 is a few hundred metres off WGS84 in Guizhou, never more than a kilometre.
      const metres = Math.hypot((lng - mine.lng) * 99_600, (lat - mine.lat) * 111_000);
      expect(metres).toBeGreaterThan(100);
      expect(metres).toBeLessThan(1000);
    }
  });

  it('filters by risk band and by area as the search list does', async () => {
    const { rows: everyMine } = await listAll('');
    const centre = everyMine.find((m) => m.productionStatus === '1')!;
    for (const query of [
      '?riskBand=A',
      '?riskBand=C,D',
      `?riskBand=B&prefecture=${encodeURIComponent(centre.prefecture)}`,
      `?nearMine=${centre.mineId}&radiusKm=20`,
      `?lat=${centre.lat}&lng=${centre.lng}&radiusKm=30&riskBand=A,B`,
    ]) {
      const rows = (await mapMines(query)).json<{ data: { rows: Row[] } }>().data.rows;
      const list = await listAll(query);
      expect(list.total, query).toBeGreaterThan(0);
      expect(list.total, query).toBeLessThan(everyMine.length);
      expect(
        rows.map((r) => r[0]).sort((a, b) => a - b),
        query,
      ).toEqual(list.rows.map((r) => r.mineId).sort((a, b) => a - b));
    }
  });

  it('answers with an ETag and 304, and refuses a bad filter', async () => {
    const first = await mapMines('?productionStatus=1');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await mapMines('?productionStatus=1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await mapMines('?capacityMin=-1')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/map/mines',
          headers: { clientid: user.headers.clientid! },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("gives a mine's card with its licences, and 404 for an unknown mine", async () => {
    const [mine] = (await listAll('?productionStatus=1')).rows;
    const card = await call<{
      data: Record<string, unknown> & { licences: { kind: string; state: string }[] };
    }>(app, { method: 'GET', url: `/api/map/mines/${mine!.mineId}/card`, headers: user.headers });
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({
      mineId: mine!.mineId,
      mineCode: mine!.mineCode,
      mineName: mine!.mineName,
      productionStatus: '1',
      capacity: mine!.capacity,
      company: mine!.company,
    });
    // The risk model scores every mine at start: the card carries its band and score.
    const risk = card.body.data.riskBand as { band: string; score: number } | null;
    expect(risk?.band).toMatch(/^[ABCD]$/);
    expect(typeof risk?.score).toBe('number');
    expect(card.body.data.licences.length).toBeGreaterThan(0);
    for (const licence of card.body.data.licences) {
      expect(['mining', 'safety']).toContain(licence.kind);
      expect(['valid', 'expiring', 'expired']).toContain(licence.state);
    }
    const missing = await call(app, {
      method: 'GET',
      url: '/api/map/mines/99999999/card',
      headers: user.headers,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
  });

  it('serves the nine prefectures and one prefecture’s counties, named as the mines name them', async () => {
    const province = await call<{ data: { features: { properties: { name: string; code: string } }[] } }>(
      app,
      {
        method: 'GET',
        url: '/api/map/boundaries',
        headers: user.headers,
      },
    );
    const names = province.body.data.features.map((f) => f.properties.name);
    expect(names).toHaveLength(9);
    const { rows } = await listAll('');
    for (const prefecture of new Set(rows.map((r) => r.prefecture))) expect(names).toContain(prefecture);
    expect(names).toContain('黔西南州');

    const guiyang = province.body.data.features.find((f) => f.properties.name === '贵阳市')!;
    const counties = await call<{ data: { features: { properties: { name: string } }[] } }>(app, {
      method: 'GET',
      url: `/api/map/boundaries/${guiyang.properties.code}`,
      headers: user.headers,
    });
    expect(counties.body.data.features.map((f) => f.properties.name)).toContain('南明区');
    expect(counties.body.data.features).toHaveLength(10);
    expect(
      (await app.inject({ method: 'GET', url: '/api/map/boundaries/5299', headers: user.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('serves every county of the province at once, simplified within 400 m of the drill-down outlines', async () => {
    type Outlines = {
      data: {
        features: {
          id: string;
          properties: { name: string; code: string };
          geometry: { coordinates: number[][][][] };
        }[];
      };
    };
    const all = (
      await call<Outlines>(app, { method: 'GET', url: '/api/map/boundaries/counties', headers: user.headers })
    ).body.data.features;
    expect(all).toHaveLength(88);
    const { rows } = await listAll('');
    const names = new Set(all.map((f) => f.properties.name));
    for (const county of new Set(rows.map((r) => r.county))) expect(names).toContain(county);
    const points = (f: Outlines['data']['features'][number]) => f.geometry.coordinates.flat(2);
    const bbox = (f: Outlines['data']['features'][number]) => {
      const xs = points(f).map((p) => p[0]!);
      const ys = points(f).map((p) => p[1]!);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    };
    let full = 0;
    let simplified = 0;
    for (const prefecture of ['5201', '5202', '5205']) {
      const detailed = (
        await call<Outlines>(app, {
          method: 'GET',
          url: `/api/map/boundaries/${prefecture}`,
          headers: user.headers,
        })
      ).body.data.features;
      for (const county of detailed) {
        const simple = all.find((f) => f.properties.code === county.properties.code)!;
        expect(simple.properties.name).toBe(county.properties.name);
        bbox(simple).forEach((edge, i) =>
          expect(Math.abs(edge - bbox(county)[i]!)).toBeLessThanOrEqual(0.004),
        );
        full += points(county).length;
        simplified += points(simple).length;
      }
    }
    expect(simplified).toBeLessThan(full / 8);
  });

  it('shows a change made through the import at once, with a new ETag', async () => {
    const [mine] = (await listAll('?productionStatus=1')).rows;
    const before = await mapMines('?productionStatus=1');
    const etag = String(before.headers.etag);

    const exported = await app.inject({
      method: 'GET',
      url: `/api/mine/${mine!.mineCode}/export`,
      headers: admin.headers,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('煤矿')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('核定产能（万吨/年）');
    sheet.getRow(2).getCell(column).value = 777;
    const job = await uploadFile(app, admin, 'change.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect((await commitJob(app, admin, job.body.data.jobId)).body.data.status).toBe('committed');

    const after = await mapMines('?productionStatus=1', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const row = after.json<{ data: { rows: Row[] } }>().data.rows.find((r) => r[0] === mine!.mineId);
    expect(row?.[4]).toBe(777);
    const card = await call<{ data: { capacity: number } }>(app, {
      method: 'GET',
      url: `/api/map/mines/${mine!.mineId}/card`,
      headers: user.headers,
    });
    expect(card.body.data.capacity).toBe(777);
  });
});
