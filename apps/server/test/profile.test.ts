import { SUBSECTIONS } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type Data = Record<
  string,
  {
    kind: string;
    rows?: unknown[];
    data?: unknown;
    values?: Record<string, unknown>;
    nodes?: { id: string; kind: string; percent: number | null }[];
  }
>;

describe.each(backends)('mine profile and desk on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  let admin: Session;
  let mineId: number;

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
    admin = await login(app, 'admin');
    const [mine] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select m.id from mines m
           where exists (select 1 from mine_shareholders s where s.mine_id = m.id and s.holder_type = 'company')
             and not exists (select 1 from mine_licences l where l.mine_id = m.id and l.valid_to < current_date + 90)
           order by m.id limit 1`,
    );
    mineId = mine!.id;
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const get = <T>(url: string, session = user) =>
    call<{ data: T }>(app, { method: 'GET', url, headers: session.headers });

  it('gives the header with licence states and the sample marker', async () => {
    const res = await get<{
      mineId: number;
      mineName: string;
      isSample: boolean;
      followed: boolean;
      licences: { kind: string; state: string; daysLeft: number }[];
    }>(`/api/investigation/mine/${mineId}/header`);
    expect(res.body.data).toMatchObject({ mineId, isSample: true, followed: false });
    for (const licence of res.body.data.licences) {
      expect(['mining', 'safety']).toContain(licence.kind);
      expect(licence.state).toBe(
        licence.daysLeft < 0 ? 'expired' : licence.daysLeft <= 90 ? 'expiring' : 'valid',
      );
    }
    expect((await get(`/api/investigation/mine/999999/header`)).body).toMatchObject({
      code: 404,
      msg: '煤矿 999999 不存在',
    });
  });

  it('answers every subsection of every section in one call per section', async () => {
    for (const section of ['overview', 'geology', 'production', 'safety', 'management']) {
      const res = await get<{ section: string; subsections: Data }>(
        `/api/investigation/mine/${mineId}/section/${section}`,
      );
      expect(res.body.code).toBe(200);
      const expected = SUBSECTIONS.filter((s) => s.section === section);
      expect(Object.keys(res.body.data.subsections).sort()).toEqual(expected.map((s) => s.id).sort());
      for (const def of expected) expect(res.body.data.subsections[def.id]!.kind).toBe(def.source.kind);
    }
    expect((await get(`/api/investigation/mine/${mineId}/section/finance`)).body.code).toBe(400);
  });

  it('filters licences by kind and builds the ownership graph with cumulative holdings', async () => {
    const { subsections } = (
      await get<{ subsections: Data }>(`/api/investigation/mine/${mineId}/section/overview`)
    ).body.data;
    const mining = subsections.miningLicence!.rows as { kind: string; number: string }[];
    expect(mining.length).toBeGreaterThan(0);
    expect(mining.every((l) => l.kind === 'mining' && /^C\d{22}$/.test(l.number))).toBe(true);
    const graph = subsections.relationshipGraph!;
    expect(graph.nodes!.filter((n) => n.kind === 'mine')).toHaveLength(1);
    const [{ n: holders }] = (await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mine_shareholders where mine_id = ${mineId}`,
    )) as [{ n: number }];
    expect(graph.nodes!.filter((n) => n.kind !== 'mine').length).toBeGreaterThanOrEqual(holders + 1);
    expect(graph.nodes!.every((n) => n.percent === null || (n.percent > 0 && n.percent <= 100))).toBe(true);
  });

  it('serves the licence boundary, principal, controller and smart faces, with a source note on every row', async () => {
    const [smart] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select mine_id as id from mine_smart_faces order by mine_id limit 1`,
    );
    const section = async (id: number, name: string) =>
      (await get<{ subsections: Data }>(`/api/investigation/mine/${id}/section/${name}`)).body.data
        .subsections;
    const overview = await section(smart!.id, 'overview');
    const corners = overview.licenceCorners!.rows as { pointNo: number; x: number; y: number }[];
    expect(corners.length).toBeGreaterThanOrEqual(4);
    expect(corners.map((c) => c.pointNo)).toEqual(corners.map((_, i) => i + 1));
    const mining = overview.miningLicence!.rows as { miningMethod: string; principal?: unknown }[];
    expect(mining[0]).toMatchObject({ miningMethod: '地下开采' });
    expect(mining[0]).not.toHaveProperty('principal');
    const safety = overview.safetyLicence!.rows as { principal: string }[];
    expect(safety.every((l) => l.principal.length >= 2)).toBe(true);
    expect(overview.miningRightsHolder!.values!.companyController).toBeTruthy();
    const production = await section(smart!.id, 'production');
    const faces = production.smartFaces!.rows as { kind: string; level: string }[];
    expect(faces.length).toBeGreaterThan(0);
    expect(
      faces.every((f) => f.kind.startsWith('智能化') && ['初级', '中级', '高级'].includes(f.level)),
    ).toBe(true);
    for (const data of [overview, production])
      for (const [id, sub] of Object.entries(data))
        if (sub.kind === 'table')
          for (const row of sub.rows as { source: string | null }[]) expect(row.source, id).toMatch(/\S{4,}/);
  });

  it('says a subsection is empty instead of dropping it', async () => {
    const [empty] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select m.id from mines m where not exists (select 1 from mine_accidents a where a.mine_id = m.id) order by m.id limit 1`,
    );
    const { subsections } = (
      await get<{ subsections: Data }>(`/api/investigation/mine/${empty!.id}/section/safety`)
    ).body.data;
    expect(subsections.accidents).toEqual({ kind: 'table', rows: [] });
  });

  it('follows and unfollows per user, lists recent views and licence expiries', async () => {
    const follow = (id: number, method: 'PUT' | 'DELETE', session = user) =>
      call<{ data: { followed: boolean } }>(app, {
        method,
        url: `/api/desk/follows/${id}`,
        headers: session.headers,
      });
    expect((await follow(mineId, 'PUT')).body.data.followed).toBe(true);
    expect((await follow(mineId, 'PUT')).body.data.followed).toBe(true);
    const [expiring] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select mine_id as id from mine_licences where valid_to < current_date + 90 order by valid_to desc, mine_id limit 1`,
    );
    await follow(expiring!.id, 'PUT');
    const list = await call<{ rows: { mineId: number }[]; total: number }>(app, {
      method: 'GET',
      url: '/api/desk/follows',
      headers: user.headers,
    });
    expect(list.body.total).toBe(2);
    expect(
      (await get<{ followed: boolean }>(`/api/investigation/mine/${mineId}/header`)).body.data.followed,
    ).toBe(true);
    // Another account's desk is its own.
    const theirs = await call<{ total: number }>(app, {
      method: 'GET',
      url: '/api/desk/follows',
      headers: admin.headers,
    });
    expect(theirs.body.total).toBe(0);
    expect(
      (await get<{ followed: boolean }>(`/api/investigation/mine/${mineId}/header`, admin)).body.data
        .followed,
    ).toBe(false);

    const expiries = await call<{ rows: { mineId: number; licenceWarning: { state: string } }[] }>(app, {
      method: 'GET',
      url: '/api/desk/licence-expiries',
      headers: user.headers,
    });
    expect(expiries.body.rows.map((r) => r.mineId)).toEqual([expiring!.id]);
    expect(['expiring', 'expired']).toContain(expiries.body.rows[0]!.licenceWarning.state);

    const recent = await call<{ rows: { mineId: number }[] }>(app, {
      method: 'GET',
      url: '/api/desk/recent',
      headers: user.headers,
    });
    expect(recent.body.rows[0]!.mineId).toBe(mineId);

    expect((await follow(mineId, 'DELETE')).body.data.followed).toBe(false);
    expect(
      (await call<{ total: number }>(app, { method: 'GET', url: '/api/desk/follows', headers: user.headers }))
        .body.total,
    ).toBe(1);
    expect((await follow(999999, 'PUT')).body.code).toBe(404);
  });

  it('serves the province overview without a session, equal to an independent count', async () => {
    const res = await call<{
      data: {
        mines: number;
        producingMines: number;
        byPrefecture: { value: string; mines: number }[];
        sample: boolean;
      };
    }>(app, {
      method: 'GET',
      url: '/api/portal/overview',
    });
    const [counts] = await queryRows<{ total: number; producing: number }>(
      app.database.db,
      sql`select count(*)::int as total, count(*) filter (where production_status = '1')::int as producing from mines`,
    );
    expect(res.body.data).toMatchObject({
      mines: counts!.total,
      producingMines: counts!.producing,
      sample: true,
    });
    expect(res.body.data.byPrefecture).toHaveLength(9);
    expect(res.body.data.byPrefecture.reduce((sum, p) => sum + p.mines, 0)).toBe(counts!.total);
  });
});
