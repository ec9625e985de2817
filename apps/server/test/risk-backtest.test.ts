import {
  bandOf,
  type RiskBacktest,
  type RiskBacktestState,
  type RiskBand,
  type RiskModel,
  type RiskPreview,
} from '@coal/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { shanghaiDate } from '../src/lib/time';
import { type RecordHistory, readRecordHistory } from '../src/modules/mine';
import { DEFAULT_RISK_MODEL } from '../src/modules/risk';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { ACCIDENT_HEADERS, commitJob, fixtureBook, MINE_HEADERS, uploadFile } from './import-helpers';

/** Eight mines alike in all but their accidents; the last one is closed (注销) and never back-tested. */
const CODES = ['BT-1', 'BT-2', 'BT-3', 'BT-4', 'BT-5', 'BT-6', 'BT-7', 'BT-8'];
const ACCIDENTS: [code: string, on: string, grade: '一般事故' | '较大事故', deaths: number][] = [
  ['BT-1', '2019-05-01', '一般事故', 1],
  ['BT-1', '2021-03-01', '较大事故', 3],
  ['BT-2', '2020-07-01', '一般事故', 0],
  ['BT-2', '2021-10-01', '较大事故', 6],
  ['BT-3', '2021-08-01', '一般事故', 1],
  ['BT-3', '2022-02-01', '一般事故', 0],
  ['BT-3', '2025-02-01', '一般事故', 1],
  ['BT-4', '2022-06-01', '较大事故', 4],
  ['BT-6', '2020-01-15', '较大事故', 5],
  ['BT-6', '2023-09-01', '一般事故', 2],
  ['BT-7', '2018-03-01', '一般事故', 1],
  ['BT-7', '2024-04-01', '一般事故', 1],
  ['BT-8', '2020-03-01', '一般事故', 1],
];
const GRADE_POINTS = { 一般事故: 1, 较大事故: 3 };

/** The fixture as one import file: the eight mines and their accidents. */
const backtestBook = () =>
  fixtureBook({
    煤矿: [
      MINE_HEADERS,
      ...CODES.map((code, i) => [
        code,
        `回测${code}煤矿`,
        '毕节市',
        '纳雍县',
        26.7 + i / 100,
        105.3 + i / 100,
        code === 'BT-8' ? '注销' : '生产',
        45,
        // Low-gas, so that the outburst floor and the gas indicators leave the accidents to decide.
        '低瓦斯矿井',
      ]),
    ],
    事故: [
      ACCIDENT_HEADERS,
      ...ACCIDENTS.map(([code, on, grade, deaths]) => [code, `回测${code}煤矿`, on, '顶板', grade, deaths]),
    ],
  });

interface MineRisk {
  contributions: { indicator: string; normalised: number }[];
}

/** Whole months from `day` to `asOf`, as a regulator counts them. */
const months = (asOf: string, day: string) => {
  const [y1, m1, d1] = asOf.split('-').map(Number) as [number, number, number];
  const [y0, m0, d0] = day.split('-').map(Number) as [number, number, number];
  return (y1 - y0) * 12 + (m1 - m0) - (d1 < d0 ? 1 : 0);
};
const BANDS: RiskBand[] = ['A', 'B', 'C', 'D'];
const worse = (a: RiskBand, b: RiskBand) => (BANDS.indexOf(a) >= BANDS.indexOf(b) ? a : b);

/**
 * The figures worked out here from the fixture alone: the mines differ only in their accidents, so a
 * mine's score is the accident-free mine's other contributions plus its accident points (grade points
 * and deaths of the three years to the year's end, 12 points the worst) and its deaths weighted by
 * recency (1, 0.6, 0.3 by year; 1.5 the worst). The default floors then apply: a 较大 accident within 36
 * months → D, a death within 12 months → C. Mines are ranked by band, then score.
 */
function expected(
  year: number,
  today: string,
  weights: Map<string, number>,
  thresholds: [number, number, number],
  base: Map<string, number>,
) {
  const asOf = `${year}-12-31`;
  const since = `${year - 3}-12-31`;
  const to = `${year + 2}-12-31` < today ? `${year + 2}-12-31` : today;
  const others = [...base].reduce(
    (sum, [id, risk]) => sum + (id === 'accidents' ? 0 : 100 * weights.get(id)! * risk),
    0,
  );
  const mines = CODES.filter((c) => c !== 'BT-8').map((code) => {
    const own = ACCIDENTS.filter(([c]) => c === code);
    const points = own
      .filter(([, on]) => on >= since && on <= asOf)
      .reduce((sum, [, , grade, deaths]) => sum + GRADE_POINTS[grade] + deaths, 0);
    const later = own.filter(([, on]) => on >= `${year + 1}-01-01` && on <= to);
    const known = own.filter(([, on]) => on >= since && on <= asOf);
    const recent = known.reduce((sum, [, on, , deaths]) => {
      const age = months(asOf, on);
      return sum + (age < 12 ? 1 : age < 24 ? 0.6 : age < 36 ? 0.3 : 0) * deaths;
    }, 0);
    const score =
      others +
      100 * weights.get('accidents')! * Math.min(1, points / 12) +
      100 * weights.get('recentDeaths')! * Math.min(1, recent / 1.5);
    let band = bandOf(score, thresholds);
    if (known.some(([, on, grade]) => grade === '较大事故' && months(asOf, on) < 36)) band = worse(band, 'D');
    if (known.some(([, on, , deaths]) => deaths > 0 && months(asOf, on) < 12)) band = worse(band, 'C');
    const rank = BANDS.indexOf(band) * 1000 + score;
    return { score: rank, band, later, deaths: later.reduce((s, a) => s + a[3], 0) };
  });
  const positives = mines.filter((m) => m.later.length > 0);
  const negatives = mines.filter((m) => m.later.length === 0);
  // Pair by pair, the definition the rank formula stands for.
  let wins = 0;
  for (const p of positives)
    for (const n of negatives)
      wins += p.score > n.score + 1e-9 ? 1 : Math.abs(p.score - n.score) <= 1e-9 ? 0.5 : 0;
  const high = (band: RiskBand) => band === 'C' || band === 'D';
  return {
    mines: mines.length,
    bands: mines.map((m) => m.band),
    minesWithAccident: positives.length,
    accidents: mines.reduce((s, m) => s + m.later.length, 0),
    accidentsInCD: mines.filter((m) => high(m.band)).reduce((s, m) => s + m.later.length, 0),
    deaths: mines.reduce((s, m) => s + m.deaths, 0),
    deathsInCD: mines.filter((m) => high(m.band)).reduce((s, m) => s + m.deaths, 0),
    auc: positives.length && negatives.length ? wins / (positives.length * negatives.length) : null,
  };
}

describe.each(backends)('risk back-test (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  let active: RiskModel;
  let draft: RiskModel;
  const today = shanghaiDate();

  const get = <T>(url: string, session: Session) =>
    call<{ code: number; msg: string; data: T }>(app, { method: 'GET', url, headers: session.headers });
  const post = <T>(url: string, payload?: unknown) =>
    call<{ data: T }>(app, {
      method: 'POST',
      url,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app, 'admin');
    user = await login(app, 'user');
    const upload = await uploadFile(app, admin, 'backtest.xlsx', await backtestBook());
    expect(upload.body.data.problems).toEqual([]);
    expect((await commitJob(app, admin, upload.body.data.jobId)).body.code).toBe(200);
    // The set is activated on the fixture, so its entropy weights are measured on these mines.
    const set = (await post<RiskModel>('/api/risk/models', { ...DEFAULT_RISK_MODEL, name: '回测现行' })).body
      .data;
    active = (await post<RiskModel>(`/api/risk/models/${set.id}/activate`)).body.data;
    // The same set with the safety record judged far above the other criteria, and lower cut-offs, so
    // that scores (not only the floors) move mines between bands.
    draft = (
      await post<RiskModel>('/api/risk/models', {
        ...DEFAULT_RISK_MODEL,
        name: '回测草稿',
        thresholds: [8, 16, 24],
        groupMatrix: [
          [1, 1 / 9, 1, 1],
          [9, 1, 9, 9],
          [1, 1 / 9, 1, 1],
          [1, 1 / 9, 1, 1],
        ],
      })
    ).body.data;
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  async function check(
    figures: RiskBacktest,
    weights: Map<string, number>,
    thresholds: [number, number, number],
  ) {
    const [mine] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from mines where code = 'BT-5'`,
    );
    const free = (await get<MineRisk>(`/api/risk/mines/${mine!.id}`, user)).body.data;
    const base = new Map(free.contributions.map((c) => [c.indicator, c.normalised]));
    const lastYear = Number(today.slice(0, 4)) - 1;
    expect(figures.years.map((y) => y.year)).toEqual(
      Array.from({ length: lastYear - 2018 + 1 }, (_, i) => 2018 + i),
    );
    for (const y of figures.years) {
      const want = expected(y.year, today, weights, thresholds, base);
      const { bands, ...counts } = want;
      expect({
        mines: y.mines,
        minesWithAccident: y.minesWithAccident,
        accidents: y.accidents,
        accidentsInCD: y.accidentsInCD,
        deaths: y.deaths,
        deathsInCD: y.deathsInCD,
        auc: y.auc === null ? null : Number(y.auc.toFixed(9)),
      }).toEqual({ ...counts, auc: counts.auc === null ? null : Number(counts.auc.toFixed(9)) });
      expect(y.bands).toEqual({
        A: bands.filter((b) => b === 'A').length,
        B: bands.filter((b) => b === 'B').length,
        C: bands.filter((b) => b === 'C').length,
        D: bands.filter((b) => b === 'D').length,
      });
      if (y.auc !== null) expect(y.roc.at(-1)).toEqual([1, 1]);
      const next = figures.years.find((n) => n.year === y.year + 1);
      if (next) {
        expect(y.transitions!.flat().reduce((a, b) => a + b, 0)).toBe(y.mines);
        // Row sums are this year's bands, column sums the next year's.
        expect(y.transitions!.map((row) => row.reduce((a, b) => a + b, 0))).toEqual(Object.values(y.bands));
        expect([0, 1, 2, 3].map((c) => y.transitions!.reduce((s, row) => s + row[c]!, 0))).toEqual(
          Object.values(next.bands),
        );
      } else expect(y.transitions).toBeNull();
    }
  }

  /** Asks as the page does, until the back-test computed in the background is ready. */
  async function ready(url: string, session: Session): Promise<RiskBacktest> {
    for (;;) {
      const res = await get<RiskBacktestState>(url, session);
      expect(res.body.code).toBe(200);
      if (res.body.data.status === 'ready') {
        const { status: _ready, ...figures } = res.body.data;
        return figures;
      }
      await sleep(20);
    }
  }

  it('answers at once that the back-test is computing, with its progress, and gives the figures when done', async () => {
    const first = (await get<RiskBacktestState>('/api/risk/backtest', user)).body.data;
    expect(first).toMatchObject({
      status: 'computing',
      set: { id: active.id, name: '回测现行', status: 'active' },
    });
    if (first.status !== 'computing') return;
    expect(first.startedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.progress.done).toBeLessThanOrEqual(first.progress.total);
    // Asked again while it runs, the server joins the computation under way rather than starting another.
    const seen: RiskBacktestState[] = [];
    for (;;) {
      const state = (await get<RiskBacktestState>('/api/risk/backtest', admin)).body.data;
      seen.push(state);
      if (state.status === 'ready') break;
      expect(state).toMatchObject({ status: 'computing', startedAt: first.startedAt });
      await sleep(5);
    }
    const done = seen.at(-1)!;
    if (done.status !== 'ready') return;
    const lastYear = Number(today.slice(0, 4)) - 1;
    expect(done.years.map((y) => y.year)).toEqual(
      Array.from({ length: lastYear - 2018 + 1 }, (_, i) => 2018 + i),
    );
    // Progress counts years scored, never past the years there are.
    for (const state of seen)
      if (state.status === 'computing') expect(state.progress.done).toBeLessThanOrEqual(done.years.length);
    expect(done.computedAt >= first.startedAt).toBe(true);
  });

  it("agrees with the fixture worked out by hand for the active set, every year's accidents and AUC", async () => {
    const figures = await ready('/api/risk/backtest', user);
    expect(figures.set).toEqual({ id: active.id, name: '回测现行', status: 'active' });
    expect(figures.sample).toBe(false);
    const weights = new Map(active.weights!.map((w) => [w.indicator, w.weight]));
    await check(figures, weights, active.thresholds);
    // 2020: BT-1 (2021), BT-2 (2021), BT-3 (2021, 2022) and BT-4 (2022) had accidents in the two years after.
    const y2020 = figures.years.find((y) => y.year === 2020)!;
    expect([y2020.minesWithAccident, y2020.accidents, y2020.deaths]).toEqual([4, 5, 14]);
    // The fixture reaches the high bands, so the C/D shares are put to the test.
    expect(figures.years.some((y) => y.accidentsInCD > 0 && y.accidentsInCD < y.accidents)).toBe(true);
    // Computed once per set and data version.
    expect((await ready('/api/risk/backtest?set=active', user)).computedAt).toBe(figures.computedAt);
  });

  it("scores a draft with the weights its activation would freeze, and its figures differ from the active set's", async () => {
    const figures = await ready(`/api/risk/backtest?set=${draft.id}`, admin);
    expect(figures.set).toMatchObject({ id: draft.id, status: 'draft' });
    const preview = (await post<RiskPreview>(`/api/risk/models/${draft.id}/preview`)).body.data;
    await check(figures, new Map(preview.weights.map((w) => [w.indicator, w.weight])), draft.thresholds);
    const activeFigures = await ready('/api/risk/backtest', user);
    expect(figures.years.map((y) => y.bands)).not.toEqual(activeFigures.years.map((y) => y.bands));
  });

  it('reads the same records whether the mines are read in one range or a range of two at a time', async () => {
    const sorted = (h: RecordHistory) =>
      Object.fromEntries(
        Object.entries(h).map(([k, rows]) => [k, (rows as unknown[]).map((r) => JSON.stringify(r)).sort()]),
      );
    const whole = await readRecordHistory(app.database.db);
    const ranged = await readRecordHistory(app.database.db, 2);
    expect(whole.accidents.length).toBe(ACCIDENTS.length);
    expect(sorted(ranged)).toEqual(sorted(whole));
  });

  it('keeps drafts from users and names unknown sets', async () => {
    const refused = await get(`/api/risk/backtest?set=${draft.id}`, user);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(`权重方案 ${draft.id} 是草稿，仅管理员可查看其回测`);
    const missing = await get('/api/risk/backtest?set=99999', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('权重方案 99999 不存在');
    expect((await get('/api/risk/backtest?set=latest', admin)).status).toBe(400);
    expect((await get(`/api/risk/backtest?set=${active.id}`, user)).status).toBe(200);
  });
});
