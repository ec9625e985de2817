import type { CompanyCard, CompanyProfile } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { syncGroupRows } from '../src/modules/company';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import {
  COMPANY_HEADERS,
  commitJob,
  fixtureBook,
  MINE_HEADERS,
  nayongMineRow,
  SHAREHOLDER_HEADERS,
  uploadFile,
} from './import-helpers';

interface Expected {
  id: number;
  name: string;
  mines: number;
  direct: number;
  capacity: number;
  prefectures: string[];
  band: string | null;
  accidents: number;
  penalties: number;
  dishonest: number;
}

/**
 * The figures computed in SQL alone: each licence holder's majority chain (its first mine's holder over
 * 50 %, then ownership edges over 50 %, companies only, up to a government body, which is the controller
 * and not a group), every company on it holding the holder's mines.
 */
const EXPECTED = sql`
  with recursive firsts as (
    select m.company_id, s.name, s.holder_type
      from mine_shareholders s join mines m on m.id = s.mine_id
     where s.percent > 50 and s.mine_id in (select min(id) from mines where company_id is not null group by company_id)
  ), chain(company_id, name, holder_type, path) as (
    select company_id, name, holder_type, array[name] from firsts
    union all
    select c.company_id, e.holder_name, e.holder_type, c.path || e.holder_name
      from chain c join ownership_edges e on e.company_name = c.name and e.percent > 50
     where c.holder_type = 'company' and c.name !~ '(委员会|政府|厅|局)$' and not e.holder_name = any(c.path)
  ), held as (
    select m.company_id as owner, m.id as mine_id from mines m where m.company_id is not null
    union
    select g.id, m.id from chain c
      join companies g on g.name = c.name and c.holder_type = 'company' and g.id <> c.company_id
                      and c.name !~ '(委员会|政府|厅|局)$'
      join mines m on m.company_id = c.company_id
  ), ref as (
    select coalesce((select (value->>'referenceDate')::date from app_meta where key = 'mine.dataset'), current_date) as day
  ), win as (select (day - interval '3 years')::date as "from", day as "to" from ref)
  select co.id, co.name,
         count(*)::int as mines,
         count(*) filter (where m.company_id = co.id)::int as direct,
         sum(m.capacity)::float8 as capacity,
         array_agg(distinct m.prefecture order by m.prefecture) as prefectures,
         max(r.band) as band,
         sum((select count(*) from mine_accidents a, win where a.mine_id = m.id and a.occurred_on between win."from" and win."to"))::int as accidents,
         sum((select count(*) from mine_penalties p, win where p.mine_id = m.id and p.decided_on between win."from" and win."to"))::int as penalties,
         sum((select count(*) from mine_dishonest d, win where d.mine_id = m.id
               and coalesce(d.filed_on, d.published_on) between win."from" and win."to"))::int as dishonest
    from held h join companies co on co.id = h.owner join mines m on m.id = h.mine_id
    left join risk_scores r on r.mine_id = m.id
   group by co.id, co.name`;

describe.each(backends)('companies on %s with the demo data', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  let expected: Map<number, Expected>;
  let cards: CompanyCard[];
  /** The company registry as the start left it, before anything read the companies, and after. */
  let registryBefore: string[];
  let registryAfter: string[];
  const registry = async () =>
    (
      await queryRows<{ row: string }>(
        app.database.db,
        sql`select id || ' ' || name as row from companies order by id`,
      )
    ).map((r) => r.row);

  const get = <T>(url: string, headers: Record<string, string> = {}) =>
    call<T>(app, { method: 'GET', url, headers: { ...user.headers, ...headers } });
  const list = (query: string) =>
    get<{ rows: CompanyCard[]; total: number; window: { from: string; to: string } }>(
      `/api/company/list?${query}`,
    );

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
    registryBefore = await registry();
    // Every page of the list, largest pages.
    cards = [];
    for (let page = 1; ; page++) {
      const res = await list(`pageSize=100&pageNum=${page}`);
      cards.push(...res.body.rows);
      if (cards.length >= res.body.total) break;
    }
    for (const card of cards.slice(0, 5)) await get(`/api/company/${card.companyId}`);
    registryAfter = await registry();
    const rows = await queryRows<Expected>(app.database.db, EXPECTED);
    expected = new Map(rows.map((r) => [r.id, r]));
    // Loading the demo data takes most of this; a busy machine needs more than the default.
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('gives every company the figures an independent SQL computation gives', () => {
    expect(cards.length).toBe(expected.size);
    for (const card of cards) {
      const want = expected.get(card.companyId);
      expect(want, card.name).toBeDefined();
      expect(card, card.name).toMatchObject({
        name: want!.name,
        mines: want!.mines,
        directMines: want!.direct,
        prefectures: want!.prefectures,
        worstBand: want!.band,
        accidents: want!.accidents,
        penalties: want!.penalties,
        dishonest: want!.dishonest,
        role: want!.direct > 0 ? 'holder' : 'group',
      });
      expect(card.capacity).toBeCloseTo(want!.capacity, 2);
    }
  });

  it('counts mines held through subsidiaries, and the three-year records of each', () => {
    const groups = cards.filter((c) => c.role === 'group');
    expect(groups.length).toBeGreaterThan(5);
    for (const group of groups) expect(group.mines).toBeGreaterThan(0);
    // The state group holds its listed company's seven working mines through it.
    const panjiang = cards.find((c) => c.name === '贵州盘江投资控股（集团）有限公司')!;
    expect(panjiang).toMatchObject({ role: 'group', directMines: 0, mines: 7 });
    expect(cards.find((c) => c.name === '贵州盘江精煤股份有限公司')).toMatchObject({
      role: 'holder',
      directMines: 7,
      parent: '贵州盘江投资控股（集团）有限公司',
    });
    expect(cards.some((c) => c.accidents > 0)).toBe(true);
    expect(cards.some((c) => c.penalties > 0)).toBe(true);
  });

  it('has every group on record from the load, and reading the companies writes nothing', () => {
    expect(registryAfter).toEqual(registryBefore);
    const names = new Set(registryBefore.map((row) => row.slice(row.indexOf(' ') + 1)));
    for (const card of cards) expect(names.has(card.name), card.name).toBe(true);
  });

  it('ends a group below the government body that controls it', () => {
    const sasac = '贵州省人民政府国有资产监督管理委员会';
    expect(cards.some((c) => c.name === sasac)).toBe(false);
    expect(registryBefore.some((row) => row.endsWith(` ${sasac}`))).toBe(false);
    // The provincial energy group is the top group of the state mines; SASAC stays their actual controller.
    const energy = cards.find((c) => c.name === '贵州能源集团有限公司')!;
    expect(energy).toMatchObject({ role: 'group', parent: null });
    expect(energy.mines).toBeGreaterThanOrEqual(7);
    expect(cards.find((c) => c.name === '贵州盘江投资控股（集团）有限公司')).toMatchObject({
      parent: '贵州能源集团有限公司',
    });
  });

  it('filters, sorts and pages on the server', async () => {
    const window = (await list('pageSize=1')).body.window;
    const [ref] = await queryRows<{ day: string }>(
      app.database.db,
      sql`select value->>'referenceDate' as day from app_meta where key = 'mine.dataset'`,
    );
    expect(window.to).toBe(ref!.day);
    expect(Number(window.from.slice(0, 4))).toBe(Number(ref!.day.slice(0, 4)) - 3);

    const byCapacity = (await list('orderByColumn=capacity&isAsc=desc&pageSize=20')).body.rows;
    expect(byCapacity.map((c) => c.capacity)).toEqual(
      [...byCapacity.map((c) => c.capacity)].sort((a, b) => b - a),
    );
    expect(byCapacity[0]!.capacity).toBe(Math.max(...cards.map((c) => c.capacity)));

    const page2 = (await list('orderByColumn=capacity&isAsc=desc&pageSize=10&pageNum=2')).body;
    expect(page2.rows.map((c) => c.companyId)).toEqual(byCapacity.slice(10, 20).map((c) => c.companyId));
    expect(page2.total).toBe(cards.length);

    const bijie = await list('prefecture=毕节市&pageSize=100');
    expect(bijie.body.total).toBe(cards.filter((c) => c.prefectures.includes('毕节市')).length);
    expect(bijie.body.total).toBeGreaterThan(0);

    const withAccidents = await list('has=accidents,penalties&pageSize=100');
    expect(withAccidents.body.total).toBe(cards.filter((c) => c.accidents > 0 && c.penalties > 0).length);

    const worst = await list('band=D&pageSize=100');
    expect(worst.body.total).toBe(cards.filter((c) => c.worstBand === 'D').length);

    const groups = await list('role=group&orderByColumn=mines&pageSize=5');
    expect(groups.body.rows.every((c) => c.role === 'group')).toBe(true);

    const named = await list(`keyword=${encodeURIComponent('盘江精煤')}`);
    expect(named.body.rows.map((c) => c.name)).toEqual(['贵州盘江精煤股份有限公司']);
    const pinyin = await list('keyword=panjiangjingmei');
    expect(pinyin.body.rows.map((c) => c.name)).toEqual(['贵州盘江精煤股份有限公司']);
    const code = cards.find((c) => c.creditCode)!;
    expect((await list(`keyword=${code.creditCode}`)).body.rows.map((c) => c.companyId)).toEqual([
      code.companyId,
    ]);

    expect((await list('orderByColumn=drop')).status).toBe(400);
    expect((await list('pageSize=1000')).status).toBe(400);
  });

  it('opens a group profile with its subsidiaries, mines, records and graph', async () => {
    const panjiang = cards.find((c) => c.name === '贵州盘江投资控股（集团）有限公司')!;
    const res = await get<{ data: CompanyProfile }>(`/api/company/${panjiang.companyId}`);
    expect(res.status).toBe(200);
    const profile = res.body.data;
    expect(profile.heldMines).toHaveLength(7);
    expect(profile.heldMines.every((m) => m.holder === '贵州盘江精煤股份有限公司')).toBe(true);
    expect(profile.subsidiaries.map((s) => s.name)).toEqual(['贵州盘江精煤股份有限公司']);
    expect(profile.holders).toEqual([
      expect.objectContaining({ name: '贵州能源集团有限公司', holderType: 'company', percent: 100 }),
    ]);
    const root = profile.graph.nodes.find((n) => n.name === panjiang.name)!;
    expect(root.companyId).toBe(panjiang.companyId);
    expect(profile.graph.nodes.some((n) => n.name === '贵州省人民政府国有资产监督管理委员会')).toBe(true);
    // Known only from the edges, the group takes its actual controller from its majority chain: 100 % × 90 %.
    expect(profile).toMatchObject({ controller: '贵州省人民政府国有资产监督管理委员会', controlShare: 90 });
    const [accidents] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mine_accidents a join mines m on m.id = a.mine_id
           join companies c on c.id = m.company_id where c.name = '贵州盘江精煤股份有限公司'`,
    );
    expect(profile.records.accidents).toHaveLength(accidents!.n);
    for (const row of profile.records.accidents)
      expect(profile.heldMines.map((m) => m.mineId)).toContain(row.mineId);
    const bandTotal = Object.values(profile.risk.bands).reduce((s, n) => s + n, 0);
    expect(bandTotal + profile.risk.unscored).toBe(7);
    expect(profile.risk.worst.length).toBeGreaterThan(0);
    expect(profile.risk.worst[0]!.reasons.length).toBeGreaterThan(0);
  });

  it('gives a holder its shareholders and registration facts, and links the mine graph to it', async () => {
    const holder = cards.find((c) => c.name === '贵州盘江精煤股份有限公司')!;
    const profile = (await get<{ data: CompanyProfile }>(`/api/company/${holder.companyId}`)).body.data;
    expect(profile.creditCode).toMatch(/^[0-9A-Z]{18}$/);
    expect(profile.holders.map((h) => h.name)).toContain('贵州盘江投资控股（集团）有限公司');
    expect(profile.controller).toBe('贵州省人民政府国有资产监督管理委员会');
    const mineId = profile.heldMines[0]!.mineId;
    const section = await get<{
      data: { subsections: Record<string, { nodes?: { name: string; companyId?: number | null }[] }> };
    }>(`/api/investigation/mine/${mineId}/section/overview`);
    const graph = Object.values(section.body.data.subsections).find((s) => s.nodes)!;
    const group = graph.nodes!.find((n) => n.name === '贵州盘江投资控股（集团）有限公司')!;
    expect(group.companyId).toBe(cards.find((c) => c.name === group.name)!.companyId);
    expect(graph.nodes!.find((n) => n.name === holder.name)!.companyId).toBe(holder.companyId);
  });

  it('answers 404 in the user’s language for a company that does not exist', async () => {
    expect((await get('/api/company/99999')).body).toMatchObject({ code: 404, msg: '企业 99999 不存在' });
    const en = await get('/api/company/99999', { 'accept-language': 'en-US' });
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ code: 404, msg: 'Company 99999 does not exist' });
    expect((await get('/api/company/abc')).status).toBe(400);
  });

  it('drops a group row the graph no longer makes, and gives back a missing one, where data is written', async () => {
    const db = app.database.db;
    const sasac = '贵州省人民政府国有资产监督管理委员会';
    const group = '贵州盘江投资控股（集团）有限公司';
    // As reads once left them: the controller registered as a group, and a group's row missing.
    await db.execute(sql`insert into companies (name) values (${sasac})`);
    await db.execute(sql`delete from companies where name = ${group}`);
    expect(await syncGroupRows(db)).toEqual({ added: 1, dropped: 1, regrouped: 0 });
    const rows = await queryRows<{ name: string }>(
      db,
      sql`select name from companies where name in (${sasac}, ${group})`,
    );
    expect(rows.map((r) => r.name)).toEqual([group]);
    expect(await syncGroupRows(db)).toEqual({ added: 0, dropped: 0, regrouped: 0 });
  });

  it('fills the owner groups of a store written before they were kept, as at start', async () => {
    const db = app.database.db;
    const stored = () =>
      queryRows<{ id: number; ownerGroup: string | null }>(
        db,
        sql`select id, owner_group as "ownerGroup" from companies order by id`,
      );
    const before = await stored();
    const holders = before.filter((c) => c.ownerGroup !== null).length;
    const [held] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct company_id)::int as n from mines`,
    );
    expect(holders).toBe(held!.n);
    await db.execute(sql`update companies set owner_group = null`);
    expect(await syncGroupRows(db)).toEqual({ added: 0, dropped: 0, regrouped: holders });
    expect(await stored()).toEqual(before);
  });
});

describe.each(backends)('a group an import makes, on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  const holder = '纳雍测试煤业有限公司';
  const group = '黔北测试能源集团有限公司';

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const mine = (code: string) => [...nayongMineRow(code), holder];
  /** Commits both mines with `parent` holding 60 % of their holder. */
  const commitUnder = async (parent: string) => {
    const data = await fixtureBook({
      煤矿: [[...MINE_HEADERS, ...COMPANY_HEADERS], mine('GRP-0001'), mine('GRP-0002')],
      股东: [
        SHAREHOLDER_HEADERS,
        ['GRP-0001', '测试GRP-0001煤矿', parent, '企业法人', 60],
        ['GRP-0001', '测试GRP-0001煤矿', '张明', '自然人', 40],
      ],
    });
    const job = (await uploadFile(app, admin, 'groups.xlsx', data)).body.data;
    expect(job.problems).toEqual([]);
    expect((await commitJob(app, admin, job.jobId)).body.data.status).toBe('committed');
  };
  const ownerGroups = () =>
    queryRows<{ name: string; ownerGroup: string | null }>(
      app.database.db,
      sql`select name, owner_group as "ownerGroup" from companies order by id`,
    );

  it('gets its registry row with the commit, and its card from a read that writes nothing', async () => {
    await commitUnder(group);
    const registry = () =>
      queryRows<{ id: number; name: string }>(
        app.database.db,
        sql`select id, name from companies order by id`,
      );
    const before = await registry();
    expect(before.map((c) => c.name)).toEqual([holder, group]);

    const res = await call<{ rows: CompanyCard[] }>(app, {
      method: 'GET',
      url: '/api/company/list?role=group',
      headers: admin.headers,
    });
    expect(res.body.rows).toEqual([
      expect.objectContaining({ companyId: before[1]!.id, name: group, mines: 2, directMines: 0 }),
    ]);
    expect(await registry()).toEqual(before);
    expect(await ownerGroups()).toEqual([
      { name: holder, ownerGroup: group },
      { name: group, ownerGroup: null },
    ]);
  });

  it('moves the holder’s mines to its new group, in the pivot and the search, when an import names a new parent', async () => {
    const next = '黔南测试控股集团有限公司';
    await commitUnder(next);
    // The former group holds nothing now: its name-only row goes.
    expect(await ownerGroups()).toEqual([
      { name: holder, ownerGroup: next },
      { name: next, ownerGroup: null },
    ]);
    const pivot = await call<{
      data: { cells: { keys: Record<string, string>; values: { count: number } }[] };
    }>(app, { method: 'GET', url: '/api/visualization/pivot?rows=ownerGroup', headers: admin.headers });
    expect(pivot.body.data.cells).toEqual([{ keys: { ownerGroup: next }, values: { count: 2 } }]);
    const search = (ownerGroup: string) =>
      call<{ total: number }>(app, {
        method: 'GET',
        url: `/api/investigation/mine/list?ownerGroup=${encodeURIComponent(ownerGroup)}`,
        headers: admin.headers,
      });
    expect((await search(next)).body.total).toBe(2);
    expect((await search(group)).body.total).toBe(0);
  });
});
