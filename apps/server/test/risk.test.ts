import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { shanghaiDate } from '../src/lib/time';
import { generateDataset, storeDataset } from '../src/demo';
import { DEFAULT_RISK_MODEL } from '../src/modules/risk';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { ACCIDENT_HEADERS, commitJob, fixtureBook, uploadFile } from './import-helpers';

interface Contribution {
  indicator: string;
  weight: number;
  contribution: number;
  normalised: number;
  missing: boolean;
}
interface MineRisk {
  mineId: number;
  unscored: null | string;
  score: number;
  band: string;
  scoreBand: string;
  floor: { index: number; rule: { kind: string; band: string } } | null;
  version: number;
  computedAt: string;
  contributions: Contribution[];
  countyMean: number;
  provinceMean: number;
  history: { version: number; score: number }[];
}
interface Overview {
  version: number;
  mines: number;
  mean: number;
  bands: Record<string, number>;
  histogram: { from: number; count: number }[];
  byPrefecture: { prefecture: string; mines: number; mean: number; bands: Record<string, number> }[];
  byCounty: { countyCode: string; mines: number; mean: number }[];
  top: { mineId: number; score: number; band: string }[];
  unscored: { closed: number; insufficientData: { mineId: number; missing: string[] }[] };
  movers: { mineId: number; score: number; previousScore: number }[];
  weights: { indicator: string; weight: number }[];
}

const accidentBook = (code: string, name: string, date: string) =>
  fixtureBook({ 事故: [ACCIDENT_HEADERS, [code, name, date, '顶板', '较大事故', 3]] });

describe.each(backends)('risk model (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  const today = shanghaiDate();

  beforeAll(async () => {
    store = await createStore(backend);
    // The dataset goes in before the app that scores it starts.
    const first = await buildApp(store);
    await storeDataset(first.database, generateDataset({ mines: 40, referenceDate: today }), 0);
    await first.close();
    app = await buildApp(store);
    admin = await login(app, 'admin');
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const get = <T>(url: string, session = user) =>
    call<{ data: T }>(app, { method: 'GET', url, headers: session.headers });
  const post = <T>(url: string, session: Session, payload?: unknown) =>
    call<{ data: T }>(app, {
      method: 'POST',
      url,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
  const scores = async () =>
    new Map(
      (
        await queryRows<{ mine_id: number; score: number }>(
          app.database.db,
          sql`select mine_id, score from risk_scores order by mine_id`,
        )
      ).map((r) => [r.mine_id, Number(r.score)]),
    );

  it('scores every mine at start with the default set, its contributions adding up to the score', async () => {
    const overview = (await get<Overview>('/api/risk/overview')).body.data;
    const [closed] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mines where production_status = '5'`,
    );
    expect(overview.unscored.closed).toBe(closed!.n);
    expect(overview.mines + overview.unscored.closed + overview.unscored.insufficientData.length).toBe(40);
    const [mine] = overview.top;
    const res = await get<MineRisk>(`/api/risk/mines/${mine!.mineId}`);
    expect(res.body.code).toBe(200);
    const risk = res.body.data;
    expect(risk.version).toBe(overview.version);
    expect(risk.band).toBe(mine!.band);
    expect(risk.score).toBe(mine!.score);
    const sum = risk.contributions.reduce((s, c) => s + c.contribution, 0);
    expect(Math.round(sum * 100)).toBe(Math.round(risk.score * 100));
    // The news module is wired in: negative articles of the last 90 days are an indicator.
    expect(risk.contributions.map((c) => c.indicator)).toContain('negativeNews');
    expect(risk.contributions.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 9);
    expect(risk.history.at(-1)).toMatchObject({ version: overview.version, score: risk.score });
    expect((await get('/api/risk/mines/999999')).body).toMatchObject({
      code: 404,
      msg: '煤矿 999999 尚无风险评分',
    });
  });

  it('gives overview figures that independent SQL agrees with', async () => {
    const overview = (await get<Overview>('/api/risk/overview')).body.data;
    const db = app.database.db;
    const bands = await queryRows<{ band: string; n: number }>(
      db,
      sql`select band, count(*)::int as n from risk_scores group by band`,
    );
    expect(overview.bands).toEqual({
      A: 0,
      B: 0,
      C: 0,
      D: 0,
      ...Object.fromEntries(bands.map((b) => [b.band, b.n])),
    });
    const [all] = await queryRows<{ n: number; mean: number }>(
      db,
      sql`select count(*)::int as n, round(avg(score)::numeric, 2)::float8 as mean from risk_scores`,
    );
    expect(overview.mines).toBe(all!.n);
    expect(overview.mean).toBeCloseTo(all!.mean, 2);
    const byPrefecture = await queryRows<{ prefecture: string; n: number; mean: number }>(
      db,
      sql`select m.prefecture, count(*)::int as n, round(avg(s.score)::numeric, 2)::float8 as mean
            from risk_scores s join mines m on m.id = s.mine_id group by m.prefecture`,
    );
    for (const p of byPrefecture) {
      const found = overview.byPrefecture.find((x) => x.prefecture === p.prefecture)!;
      expect(found.mines).toBe(p.n);
      expect(found.mean).toBeCloseTo(p.mean, 2);
    }
    const byCounty = await queryRows<{ county_code: string; n: number; mean: number }>(
      db,
      sql`select m.county_code, count(*)::int as n, round(avg(s.score)::numeric, 2)::float8 as mean
            from risk_scores s join mines m on m.id = s.mine_id group by m.county_code`,
    );
    expect(overview.byCounty).toHaveLength(byCounty.length);
    for (const c of byCounty) {
      const found = overview.byCounty.find((x) => x.countyCode === c.county_code)!;
      expect(found.mines).toBe(c.n);
      expect(found.mean).toBeCloseTo(c.mean, 2);
    }
    const top = await queryRows<{ mine_id: number }>(
      db,
      sql`select mine_id from risk_scores order by band desc, score desc, mine_id limit 20`,
    );
    expect(overview.top.map((t) => t.mineId)).toEqual(top.map((t) => t.mine_id));
    const [low] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from risk_scores where score < 10`,
    );
    expect(overview.histogram[0]!.count).toBe(low!.n);
    expect(overview.weights.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 9);
  });

  it('leaves closed mines out of every score, count and mean', async () => {
    const closed = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from mines where production_status = '5' order by id`,
    );
    expect(closed.length).toBeGreaterThan(0);
    const stored = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from risk_scores s join mines m on m.id = s.mine_id where m.production_status = '5'`,
    );
    expect(stored[0]!.n).toBe(0);
    for (const { id } of closed) {
      expect((await get<{ unscored: string }>(`/api/risk/mines/${id}`)).body.data).toMatchObject({
        unscored: 'closed',
      });
      const header = await get<{ score: unknown; unscored: string }>(`/api/investigation/mine/${id}/header`);
      expect(header.body.data).toMatchObject({ score: null, unscored: 'closed' });
    }
    const overview = (await get<Overview>('/api/risk/overview')).body.data;
    const ids = new Set(closed.map((c) => c.id));
    expect(overview.top.some((t) => ids.has(t.mineId))).toBe(false);
    expect(Object.values(overview.bands).reduce((a, b) => a + b, 0)).toBe(overview.mines);
  });

  it('gives the same score and band in the header, the score subsection, the list, the map card and the model', async () => {
    const list = (await get<never>('/api/investigation/mine/list?pageSize=100')).body as unknown as {
      rows: { mineId: number; riskScore: number | null; riskBand: string | null }[];
    };
    expect(list.rows).toHaveLength(40);
    for (const row of list.rows) {
      const risk = (await get<MineRisk | { unscored: string }>(`/api/risk/mines/${row.mineId}`)).body.data;
      const header = (
        await get<{ score: { value: number; band: string; version: number; computedAt: string } | null }>(
          `/api/investigation/mine/${row.mineId}/header`,
        )
      ).body.data;
      const card = (
        await get<{
          riskBand: { band: string; score: number; version: number; computedAt: string } | null;
          riskUnscored: string | null;
        }>(`/api/map/mines/${row.mineId}/card`)
      ).body.data;
      const section = (
        await get<{ subsections: Record<string, { kind: string; mineId?: number }> }>(
          `/api/investigation/mine/${row.mineId}/section/overview`,
        )
      ).body.data;
      // The score subsection is the model's own explanation of this mine.
      expect(section.subsections.score).toEqual({ kind: 'risk', mineId: row.mineId });
      if (risk.unscored) {
        expect([row.riskScore, row.riskBand, header.score, card.riskBand]).toEqual([null, null, null, null]);
        expect(card.riskUnscored).toBe(risk.unscored);
        continue;
      }
      const scored = risk as MineRisk;
      expect(header.score).toEqual({
        value: scored.score,
        band: scored.band,
        version: scored.version,
        computedAt: scored.computedAt,
      });
      expect({ score: row.riskScore, band: row.riskBand }).toEqual({
        score: scored.score,
        band: scored.band,
      });
      // The map card labels the score as the profile header does: value, band, set and time.
      expect(card.riskBand).toEqual({
        band: scored.band,
        score: scored.score,
        version: scored.version,
        computedAt: scored.computedAt,
      });
      expect(card.riskUnscored).toBeNull();
    }
  });

  it("names the scores' weight set and time once per list: search, the county list and the workplace", async () => {
    const overview = (await get<{ version: number; computedAt: string }>('/api/risk/overview')).body.data;
    const stamp = { version: overview.version, computedAt: overview.computedAt };
    const list = (await get<never>('/api/investigation/mine/list?pageSize=5&orderByColumn=riskScore'))
      .body as unknown as {
      rows: { mineId: number; riskScore: number | null }[];
      riskSet: { version: number; computedAt: string } | null;
    };
    expect(list.riskSet).toEqual(stamp);
    // Every row's score comes from that run: the latest score of each mine is no later, and of that set.
    const [latest] = await queryRows<{ at: string; sets: number }>(
      app.database.db,
      sql`select to_char(max(computed_at) at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as at,
                 count(distinct model_id)::int as sets
            from risk_scores`,
    );
    expect(latest).toEqual({ at: stamp.computedAt, sets: 1 });
    const scored = list.rows.find((r) => r.riskScore !== null)!;
    await call(app, { method: 'PUT', url: `/api/desk/follows/${scored.mineId}`, headers: user.headers });
    const desk = (await get<never>('/api/desk/follows?pageNum=1&pageSize=10')).body as unknown as {
      rows: { mineId: number; riskScore: number | null; riskBand: string | null }[];
      riskSet: { version: number; computedAt: string } | null;
    };
    expect(desk.riskSet).toEqual(stamp);
    const risk = (await get<MineRisk>(`/api/risk/mines/${scored.mineId}`)).body.data;
    expect(desk.rows.find((r) => r.mineId === scored.mineId)).toMatchObject({
      riskScore: risk.score,
      riskBand: risk.band,
    });
  });

  it('exports each mine with its score, band, set and time, or why it has none, and re-imports the file unchanged', async () => {
    const exported = await app.inject({ method: 'GET', url: '/api/mine/export', headers: admin.headers });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('煤矿')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const at = (header: string) => headers.indexOf(header) + 1;
    const columns = ['风险评分（越高风险越大）', '风险等级', '权重方案版本', '评分计算时间', '未评分原因'];
    for (const header of columns) expect(at(header)).toBeGreaterThan(0);
    const ids = new Map(
      (await queryRows<{ id: number; code: string }>(app.database.db, sql`select id, code from mines`)).map(
        (m) => [m.code, m.id],
      ),
    );
    const names = { A: '低风险', B: '较低风险', C: '较高风险', D: '高风险' };
    const reasons = { closed: '已注销，不参与评分', insufficientData: '数据不足，不参与评分' };
    let rows = 0;
    let blank = 0;
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const id = ids.get(row.getCell(at('矿井编码')).text);
      if (id === undefined) continue;
      rows++;
      const cells = columns.map((h) => row.getCell(at(h)).value ?? null);
      const risk = (
        await get<MineRisk | { unscored: 'closed' | 'insufficientData' }>(`/api/risk/mines/${id}`)
      ).body.data;
      if (risk.unscored) {
        blank++;
        expect(cells).toEqual([null, null, null, null, reasons[risk.unscored as keyof typeof reasons]]);
      } else {
        const scored = risk as MineRisk;
        expect(cells).toEqual([
          scored.score,
          `${scored.band} ${names[scored.band as keyof typeof names]}`,
          scored.version,
          scored.computedAt,
          null,
        ]);
      }
    }
    expect(rows).toBe(40);
    expect(blank).toBeGreaterThan(0);
    // A whole-mine export's instructions say which columns are read-only.
    const one = await app.inject({
      method: 'GET',
      url: `/api/mine/${[...ids.values()][0]}/export`,
      headers: admin.headers,
    });
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(one.rawPayload as unknown as ArrayBuffer);
    const instructions: string[] = [];
    whole.getWorksheet('填写说明')!.eachRow((row) => instructions.push(row.getCell(1).text));
    expect(instructions).toContainEqual(
      expect.stringMatching(/^系统计算的只读列.*风险评分、风险等级、权重方案版本、评分计算时间、未评分原因/),
    );
    const before = await scores();
    const upload = await uploadFile(app, admin, 'export.xlsx', exported.rawPayload);
    expect(upload.body.data.problems).toEqual([]);
    const job = upload.body.data as unknown as {
      notes: { row: number; column: string; kind: string; message: string }[];
      preview: { action: string; changes: unknown[] }[];
    };
    // One note per read-only column, at the header row; no mine changes.
    expect(job.notes.filter((n) => n.kind === 'readOnly')).toEqual(
      ['风险评分', '风险等级', '权重方案版本', '评分计算时间', '未评分原因'].map((column) => ({
        sheet: '煤矿',
        row: 1,
        column,
        kind: 'readOnly',
        from: expect.any(String) as string,
        to: '',
        message: `「${column}」列由系统计算，只读，导入时不读取`,
      })),
    );
    expect(job.preview.filter((p) => p.changes.length > 0)).toEqual([]);
    expect((await commitJob(app, admin, upload.body.data.jobId)).body.data.status).toBe('committed');
    expect(await scores()).toEqual(before);
  });

  it('rescores only the mine whose import added an accident', async () => {
    const [target] = await queryRows<{ id: number; code: string; name: string }>(
      app.database.db,
      sql`select m.id, m.code, m.name from mines m join risk_scores s on s.mine_id = m.id
           where not exists (select 1 from mine_accidents a where a.mine_id = m.id) and s.band in ('A', 'B')
           order by s.score, m.id limit 1`,
    );
    const before = await scores();
    const lastMonth = new Date(Date.now() - 30 * 86_400_000);
    const upload = await uploadFile(
      app,
      admin,
      'accident.xlsx',
      await accidentBook(target!.code, target!.name, shanghaiDate(lastMonth)),
    );
    expect(upload.body.code).toBe(200);
    expect(upload.body.data.problems).toEqual([]);
    expect((await commitJob(app, admin, upload.body.data.jobId)).body.code).toBe(200);

    const risk = (await get<MineRisk>(`/api/risk/mines/${target!.id}`)).body.data;
    const after = await scores();
    expect(after.size).toBe(before.size);
    const moved = [...after]
      .filter(([id, score]) => Math.abs(score - before.get(id)!) > 1e-9)
      .map(([id]) => id);
    expect(moved).toEqual([target!.id]);
    expect(after.get(target!.id)!).toBeGreaterThan(before.get(target!.id)!);
    const accidents = risk.contributions.find((c) => c.indicator === 'accidents')!;
    // Grade 2 (3 points) plus three deaths: 6 of the 12 points that make the worst value.
    expect(accidents.normalised).toBeCloseTo(0.5, 9);
    // A 较大 accident within three years: band D by the first floor rule, whatever the score says.
    expect(risk).toMatchObject({
      band: 'D',
      floor: { index: 0, rule: { kind: 'accidentGrade', band: 'D' } },
    });
    expect(risk.scoreBand).not.toBe('D');
    const overview = (await get<Overview>('/api/risk/overview')).body.data;
    expect(overview.movers.map((m) => m.mineId)).toEqual([target!.id]);
    expect(risk.history.length).toBeGreaterThanOrEqual(2);
  });

  it('filters the mine list by band and sorts it by score', async () => {
    const db = app.database.db;
    const expected = await queryRows<{ mine_id: number }>(
      db,
      // Ranked as the console ranks: band first (floors lift a mine above higher scores), then score.
      sql`select mine_id from risk_scores where band in ('C', 'D') order by band desc, score desc, mine_id`,
    );
    const list = await get<never>(
      '/api/investigation/mine/list?riskBand=C,D&orderByColumn=riskScore&isAsc=desc&pageSize=100',
    );
    const body = list.body as unknown as { rows: { mineId: number }[]; total: number };
    expect(body.total).toBe(expected.length);
    expect(body.rows.map((r) => r.mineId)).toEqual(expected.map((r) => r.mine_id));
    const ascending = await get<never>(
      '/api/investigation/mine/list?orderByColumn=riskScore&isAsc=asc&pageSize=5',
    );
    const lowest = await queryRows<{ mine_id: number }>(
      db,
      sql`select mine_id from risk_scores order by band, score, mine_id limit 5`,
    );
    expect((ascending.body as unknown as { rows: { mineId: number }[] }).rows.map((r) => r.mineId)).toEqual(
      lowest.map((r) => r.mine_id),
    );
    const facets = await get<{ prefecture: { value: string; count: number }[] }>(
      '/api/investigation/mine/facets?riskBand=D',
    );
    const [d] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from risk_scores where band = 'D'`,
    );
    expect(facets.body.data.prefecture.reduce((s, f) => s + f.count, 0)).toBe(d!.n);
  });

  it('shows the score and band of each row, counts the bands and exports only the filtered bands', async () => {
    const db = app.database.db;
    const stored = await queryRows<{ mine_id: number; score: number; band: string }>(
      db,
      sql`select mine_id, score, band from risk_scores`,
    );
    const byId = new Map(stored.map((r) => [r.mine_id, r]));
    const list = (
      await get<never>('/api/investigation/mine/list?orderByColumn=riskScore&isAsc=desc&pageSize=100')
    ).body as unknown as { rows: { mineId: number; riskScore: number; riskBand: string }[] };
    expect(list.rows.filter((r) => r.riskScore !== null).length).toBe(stored.length);
    for (const row of list.rows.filter((r) => r.riskScore !== null)) {
      expect(row.riskBand).toBe(byId.get(row.mineId)!.band);
      expect(row.riskScore).toBe(Math.round(byId.get(row.mineId)!.score * 100) / 100);
    }
    const perBand = await queryRows<{ band: string; n: number }>(
      db,
      sql`select band, count(*)::int as n from risk_scores group by band order by band`,
    );
    // The band facet ignores its own filter and keeps every other one.
    const facets = await get<{ riskBand: { value: string; count: number }[] }>(
      '/api/investigation/mine/facets?riskBand=A',
    );
    expect([...facets.body.data.riskBand].sort((a, b) => a.value.localeCompare(b.value))).toEqual(
      perBand.map((r) => ({ value: r.band, count: r.n })),
    );
    const [prefecture] = await queryRows<{ prefecture: string }>(
      db,
      sql`select prefecture from mines order by id limit 1`,
    );
    const inPrefecture = await queryRows<{ band: string; n: number }>(
      db,
      sql`select s.band, count(*)::int as n from risk_scores s join mines m on m.id = s.mine_id
          where m.prefecture = ${prefecture!.prefecture} group by s.band order by s.band`,
    );
    const narrowed = await get<{ riskBand: { value: string; count: number }[] }>(
      `/api/investigation/mine/facets?prefecture=${encodeURIComponent(prefecture!.prefecture)}`,
    );
    expect([...narrowed.body.data.riskBand].sort((a, b) => a.value.localeCompare(b.value))).toEqual(
      inPrefecture.map((r) => ({ value: r.band, count: r.n })),
    );
    const exported = await app.inject({
      method: 'GET',
      url: '/api/mine/export?riskBand=C,D',
      headers: user.headers,
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const codes = await queryRows<{ id: number; code: string }>(db, sql`select id, code from mines`);
    const codeOf = new Map(codes.map((c) => [c.code, c.id]));
    const inFile: number[] = [];
    book.worksheets[0]!.eachRow((row) => {
      // The row whose cell holds a mine code is that mine's row.
      const cells = Array.isArray(row.values) ? row.values : [];
      const id = cells.map((v) => (typeof v === 'string' ? codeOf.get(v) : undefined)).find(Boolean);
      if (id !== undefined) inFile.push(id);
    });
    const expected = stored.filter((r) => r.band === 'C' || r.band === 'D').map((r) => r.mine_id);
    expect(expected.length).toBeGreaterThan(0);
    expect(inFile.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('refuses a set for each rule, naming the matrix and the CR', async () => {
    const draft = (change: Partial<typeof DEFAULT_RISK_MODEL>) =>
      post<unknown>('/api/risk/models', admin, { ...DEFAULT_RISK_MODEL, name: '测试', ...change });
    const inconsistent = await draft({
      indicatorMatrices: {
        ...DEFAULT_RISK_MODEL.indicatorMatrices,
        // A cycle of strong judgements (1 ≫ 2 ≫ 3 ≫ 1) among otherwise equal indicators.
        safety: DEFAULT_RISK_MODEL.indicatorMatrices.safety.map((row, i) =>
          row.map((_, j) =>
            (i + 1) % 3 === j % 3 && i < 3 && j < 3 ? 9 : (j + 1) % 3 === i % 3 && i < 3 && j < 3 ? 1 / 9 : 1,
          ),
        ),
      },
    });
    expect(inconsistent.status).toBe(422);
    expect(inconsistent.body.msg).toMatch(/^「安全记录」判断矩阵一致性比例 CR = \d+\.\d{3}，须小于 0\.10$/);
    const groups = DEFAULT_RISK_MODEL.groupMatrix.map((r) => [...r]);
    groups[1]![2] = 7;
    expect((await draft({ groupMatrix: groups })).body.msg).toBe(
      '「准则层」判断矩阵第 2 行第 3 列与其对称位置不互为倒数',
    );
    groups[1]![2] = -3;
    expect((await draft({ groupMatrix: groups })).body).toMatchObject({
      code: 422,
      msg: '「准则层」判断矩阵第 2 行第 3 列须为正数',
    });
    expect((await draft({ groupMatrix: [[1]] })).body.code).toBe(422);
    const english = await call(app, {
      method: 'POST',
      url: '/api/risk/models',
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { ...DEFAULT_RISK_MODEL, groupMatrix: groups },
    });
    expect(english.body.msg).toBe(
      'The "criteria" comparison matrix needs a positive number in row 2, column 3',
    );
  });

  it('lets no user draft, preview or activate, and changes nothing when refused', async () => {
    const models = (await get<{ id: number; status: string }[]>('/api/risk/models')).body.data;
    const created = await post('/api/risk/models', user, { ...DEFAULT_RISK_MODEL, name: '越权' });
    expect(created.status).toBe(403);
    const draftId = models.find((m) => m.status === 'active')!.id;
    expect((await post(`/api/risk/models/${draftId}/preview`, user)).status).toBe(403);
    expect((await post(`/api/risk/models/${draftId}/activate`, user)).status).toBe(403);
    expect((await get<unknown[]>('/api/risk/models')).body.data).toEqual(models);
  });

  it('drafts, previews and activates a set (audited), rescoring every mine with it', async () => {
    const before = (await get<Overview>('/api/risk/overview')).body.data;
    const draft = await post<{ id: number; status: string; groupCr: number }>('/api/risk/models', admin, {
      ...DEFAULT_RISK_MODEL,
      name: '事故优先',
      alpha: 1,
      groupMatrix: [
        [1, 1 / 5, 1, 1],
        [5, 1, 5, 5],
        [1, 1 / 5, 1, 1],
        [1, 1 / 5, 1, 1],
      ],
      thresholds: [10, 20, 30],
      // A stricter floor beside the default ones: any serious hidden hazard within three years → D.
      floors: [...DEFAULT_RISK_MODEL.floors, { kind: 'majorHazards', count: 1, months: 36, band: 'D' }],
    });
    expect(draft.body.data).toMatchObject({ status: 'draft', groupCr: 0 });
    expect((draft.body.data as unknown as { floors: unknown[] }).floors).toHaveLength(5);
    const refused = await post('/api/risk/models', admin, {
      ...DEFAULT_RISK_MODEL,
      name: '任意代码',
      floors: [{ kind: 'script', code: 'return "D"', band: 'D' }],
    });
    expect(refused.status).toBe(400);
    const id = draft.body.data.id;

    const preview = await post<{
      current: Record<string, number>;
      proposed: Record<string, number>;
      bandChanges: number;
      changes: { band: string; previousBand: string }[];
      weights: { indicator: string; weight: number }[];
    }>(`/api/risk/models/${id}/preview`, admin);
    expect(preview.body.data.current).toEqual(before.bands);
    const proposedTotal = Object.values(preview.body.data.proposed).reduce((a, b) => a + b, 0);
    expect(proposedTotal).toBe(before.mines);
    expect(preview.body.data.changes.every((c) => c.band !== c.previousBand)).toBe(true);
    expect(preview.body.data.changes.length).toBe(Math.min(50, preview.body.data.bandChanges));
    // Previewing stores nothing.
    expect((await get<Overview>('/api/risk/overview')).body.data.version).toBe(before.version);

    const activated = await post<{ status: string; weights: unknown[] }>(
      `/api/risk/models/${id}/activate`,
      admin,
    );
    expect(activated.body.data.status).toBe('active');
    expect(activated.body.data.weights).toHaveLength(19);
    const after = (await get<Overview>('/api/risk/overview')).body.data;
    expect(after.version).toBe(id);
    expect(after.bands).toEqual(preview.body.data.proposed);
    const [versions] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from risk_scores where model_id <> ${id}`,
    );
    expect(versions!.n).toBe(0);
    const models = (await get<{ id: number; status: string }[]>('/api/risk/models')).body.data;
    expect(models.find((m) => m.id === before.version)!.status).toBe('retired');
    const audit = await queryRows<{ action: string; user_name: string; floors: number }>(
      app.database.db,
      sql`select action, user_name, jsonb_array_length(after -> 'floors')::int as floors
            from audit_log where target_type = 'risk_model' and target_id = ${String(id)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'create', user_name: 'admin', floors: 5 },
      { action: 'update', user_name: 'admin', floors: 5 },
    ]);
    // Every mine with a serious hidden hazard on record in the window is now in D, the new rule named
    // unless an earlier rule or the score put it there.
    const hazards = await queryRows<{ mine_id: number }>(
      app.database.db,
      sql`select distinct h.mine_id from mine_supervision h join risk_scores s on s.mine_id = h.mine_id
           where h.kind = '重大事故隐患' and h.date >= (current_date - interval '35 months')`,
    );
    for (const { mine_id } of hazards) {
      const risk = (await get<MineRisk>(`/api/risk/mines/${mine_id}`)).body.data;
      expect(risk.band).toBe('D');
      if (risk.scoreBand !== 'D' && !risk.floor!.rule.kind.match(/accidentGrade|outburstNoSafetyLicence/))
        expect(risk.floor!.rule.kind).toBe('majorHazards');
    }
    expect((await post(`/api/risk/models/${id}/activate`, admin)).body.code).toBe(409);
  });
});
