import {
  bandOf,
  type MineRiskOrUnscored,
  type RiskBacktestState,
  type RiskBand,
  type RiskFloorRule,
  type RiskIndicatorId,
  type RiskBandCounts,
  type RiskModel,
  type RiskModelInput,
  type RiskOverview,
  type RiskPreview,
  type RiskScoreSet,
  type RiskUnscoredReason,
  type RiskWeight,
} from '@coal/contracts';
import type { Database, Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { ChangeBus } from '../../lib/change-bus';
import { AppError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { cacheCounter } from '../../lib/cache-stats';
import { createRefresher } from '../../lib/refresher';
import { formatDateTime, shanghaiDate } from '../../lib/time';
import { yieldToLoop } from '../../lib/yield';
import { type AuditEntry, auditEntry } from '../audit';
import {
  latestLicences,
  licenceState,
  type MineRow,
  type MineSnapshots,
  type RecordSummary,
  toMineListRow,
} from '../mine';
import type { TrackRun } from '../scheduler';
import { createBacktestRunner } from './backtest.service';
import { DEFAULT_RISK_MODEL } from './default-model';
import { INDICATORS, presentIndicators, type RiskFacts } from './indicators';
import { createRiskRepository, type RiskModelRow, type RiskScoreRow } from './risk.repository';
import { type Unscored, writeScores } from './score-writer';
import {
  ahpSummary,
  combineWeights,
  evaluateMine,
  measureEntropy,
  missingIndicators,
  type MineValues,
  modelProblem,
  roundContributions,
  scoreMine,
  unscoredReason,
} from './scoring';

/** Negative articles per mine over the last 90 days, from the sentiment module when it is wired. */
export type NegativeNewsCount = (mineIds: number[]) => Map<number, number> | Promise<Map<number, number>>;

export interface RiskServiceDeps {
  database: Pick<Database, 'kind'>;
  db: Db;
  snapshots: MineSnapshots;
  bus: Pick<ChangeBus, 'on' | 'publish'>;
  summarise: (db: Executor, window: { since: string; year: number }) => Promise<Map<number, RecordSummary>>;
  audit: (db: Executor, entry: AuditEntry) => Promise<void>;
  negativeNewsCount?: NegativeNewsCount | undefined;
  now?: () => Date;
  /** Records each rescoring after a data change as a run of `risk.recompute`. */
  track?: TrackRun | undefined;
}

const INDICATOR_POSITION = new Map(INDICATORS.map((def, i) => [def.id, i]));

const target = (id: number) => ({ type: 'risk_model', id });

/** A refused weight set: which matrix and why (the route words it in the user's language). */
export class ModelRefusedError extends AppError {
  constructor(
    key:
      'risk.matrixShape' | 'risk.matrixNonPositive' | 'risk.matrixNotReciprocal' | 'risk.matrixInconsistent',
    readonly matrix: string,
    params: Record<string, string | number>,
  ) {
    super(422, key, params);
  }
}

interface Scored {
  score: number;
  band: RiskBand;
  floor: number | null;
  modelId: number;
  values: RiskScoreRow['values'];
  computedAt: Date;
}

interface State {
  scores: Map<number, Scored>;
  /** Mines left unscored by the last run of this process (other servers learn only the closed ones). */
  unscored: Map<number, Unscored>;
  version: number;
  computedAt: Date | null;
  /** The set of the latest scores (the one named beside `computedAt`). */
  modelId: number | null;
}

const PROCESS_KEY = `${process.pid}-${Math.random().toString(36).slice(2)}`;
const round2 = (x: number) => Math.round(x * 100) / 100;
const emptyCounts = (): RiskBandCounts => ({ A: 0, B: 0, C: 0, D: 0 });
const HISTOGRAM_BINS = 10;

function histogram(scores: Iterable<number>): number[] {
  const bins = new Array<number>(HISTOGRAM_BINS).fill(0);
  for (const s of scores) bins[Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(s / 10)))]!++;
  return bins;
}

function threeYearsBefore(date: string): string {
  return `${Number(date.slice(0, 4)) - 3}${date.slice(4)}`;
}

const stateOrder = { valid: 0, expiring: 1, expired: 2 } as const;

/** The facts of one mine as the indicators read them. */
export function factsOf(
  row: MineRow,
  summary: RecordSummary | undefined,
  today: string,
  negativeNews: number | undefined,
): RiskFacts {
  let licence: RiskFacts['licenceState'] = null;
  let safetyLicenceValid = false;
  for (const l of latestLicences(summary?.licences ?? [])) {
    const { state } = licenceState(l.validTo, today);
    if (licence === null || stateOrder[state] > stateOrder[licence]) licence = state;
    if (l.kind === 'safety' && state !== 'expired') safetyLicenceValid = true;
  }
  const production = summary?.production ?? null;
  const capacity = production?.capacity ?? row.capacity;
  return {
    asOf: today,
    gasGrade: row.gasGrade,
    hydroType: row.hydroType,
    complexity: row.complexity,
    productionStatus: row.productionStatus,
    accidents: summary?.accidents ?? [],
    majorHazards: summary?.majorHazards ?? [],
    suspensions: summary?.suspensions ?? [],
    standardisation: summary?.standardisation ?? null,
    gasPressure: summary?.gasPressure ?? null,
    gasContent: summary?.gasContent ?? null,
    miningDepth: summary?.miningDepth ?? null,
    lastOutputYear: summary?.lastOutputYear ?? null,
    penaltyCount: summary?.penaltyCount ?? 0,
    penaltyAmount: summary?.penaltyAmount ?? 0,
    dishonestOpen: summary?.dishonestOpen ?? 0,
    auctions: summary?.auctions ?? 0,
    licenceState: licence,
    safetyLicenceValid,
    capacityUse: production && capacity > 0 ? production.output / capacity : null,
    ...(negativeNews === undefined ? {} : { negativeNews }),
  };
}

/** Serialises work that writes scores: activations and recomputations never interleave. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The scores' overview, rebuilt once per rescoring and read by every dashboard visit. */
const overviewCache = cacheCounter('risk.overview');

export async function createRiskService(deps: RiskServiceDeps) {
  const { db, snapshots, bus } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createRiskRepository(db);
  const scoreDb = { kind: deps.database.kind, db };
  const exclusive = createQueue();
  const present = presentIndicators({ news: deps.negativeNewsCount !== undefined });
  const modelCache = new Map<number, RiskModelRow>();
  let state: State = {
    scores: new Map(),
    unscored: new Map(),
    version: 0,
    computedAt: null,
    modelId: null,
  };
  let unscored = new Map<number, Unscored>();
  let derived: { version: number; overview: Promise<Omit<RiskOverview, 'movers'>> } | undefined;
  let movers: { version: number; rows: Promise<RiskOverview['movers']> } | undefined;

  async function model(id: number): Promise<RiskModelRow> {
    let row = modelCache.get(id);
    if (!row || row.status === 'draft') {
      row = await repo.findModel(id);
      if (!row) throw new NotFoundError('risk.modelNotFound', { id });
      if (row.status !== 'draft') modelCache.set(id, row);
    }
    return row;
  }

  /** Every mine's indicator values from the current data. */
  async function gather(): Promise<{ rows: MineRow[]; facts: RiskFacts[]; values: MineValues[] }> {
    const snapshot = await snapshots.current();
    const today = shanghaiDate(now());
    const summaries = await deps.summarise(db, {
      since: threeYearsBefore(today),
      year: Number(today.slice(0, 4)) - 1,
    });
    const news = deps.negativeNewsCount
      ? await deps.negativeNewsCount(snapshot.rows.map((r) => r.id))
      : undefined;
    const values: MineValues[] = [];
    const facts: RiskFacts[] = [];
    for (const [i, row] of snapshot.rows.entries()) {
      // Long scans yield, so the server keeps answering (and starting) while 100,000 mines are read.
      if (i > 0 && i % 5000 === 0) await yieldToLoop();
      const f = factsOf(row, summaries.get(row.id), today, news ? (news.get(row.id) ?? 0) : undefined);
      facts.push(f);
      values.push(evaluateMine(f));
    }
    return { rows: snapshot.rows, facts, values };
  }

  /** The mines these weights leave unscored, and why (the same rule the score writer applies). */
  function findUnscored(gathered: Awaited<ReturnType<typeof gather>>, weights: RiskWeight[]) {
    const out = new Map<number, Unscored>();
    gathered.rows.forEach((row, i) => {
      const reason = unscoredReason(gathered.facts[i]!, gathered.values[i]!, weights);
      if (reason) out.set(row.id, { reason, missing: missingIndicators(gathered.values[i]!, weights) });
    });
    return out;
  }

  function weightsFor(
    def: Pick<RiskModelRow, 'groupMatrix' | 'indicatorMatrices' | 'alpha'>,
    values: MineValues[],
  ) {
    return combineWeights({
      ahp: ahpSummary({ ...(def as RiskModelInput), thresholds: [0, 1, 2], floors: [] }).weights,
      entropy: measureEntropy(values, present),
      alpha: def.alpha,
      present,
    });
  }

  async function loadState(): Promise<void> {
    const rows = await repo.currentScores();
    const scores = new Map<number, Scored>();
    let computedAt: Date | null = null;
    let modelId: number | null = null;
    for (const r of rows) {
      scores.set(r.mineId, {
        score: r.score,
        band: r.band as RiskBand,
        floor: r.floor,
        modelId: r.modelId,
        values: r.values,
        computedAt: r.computedAt,
      });
      if (!computedAt || r.computedAt > computedAt) {
        computedAt = r.computedAt;
        modelId = r.modelId;
      }
    }
    state = { scores, unscored, version: state.version + 1, computedAt, modelId };
  }

  async function changed(): Promise<void> {
    await loadState();
    await bus.publish('risk', PROCESS_KEY);
  }

  /** Recomputes every mine with the active set's frozen weights (after imports and other data changes). */
  function recompute(): Promise<void> {
    return exclusive(async () => {
      const active = await repo.activeModel();
      if (!active) return;
      const gathered = await gather();
      const weights = (active.weights as RiskWeight[] | null) ?? weightsFor(active, gathered.values);
      unscored = findUnscored(gathered, weights);
      await yieldToLoop();
      if (await writeScores(scoreDb, { active, weights, gathered, reason: 'data', now })) await changed();
    });
  }

  /** Freezes the set's weights on today's data, makes it the active set and rescores every mine. */
  function activate(id: number, actor: Actor | null): Promise<RiskModelRow> {
    return exclusive(async () => {
      const draft = await repo.findModel(id);
      if (!draft) throw new NotFoundError('risk.modelNotFound', { id });
      if (draft.status !== 'draft') throw new AppError(409, 'risk.notDraft', { id });
      const gathered = await gather();
      const weights = weightsFor(draft, gathered.values);
      let activated: RiskModelRow | null = null;
      const head = async (tx: Executor): Promise<boolean> => {
        const txRepo = createRiskRepository(tx);
        const before = await txRepo.activeModel();
        // A second server seeding at the same start finds the first one's set.
        if (!actor && before) return false;
        activated = await txRepo.activate(id, weights);
        if (actor)
          await deps.audit(
            tx,
            auditEntry(actor, 'update', target(id), {
              before: { status: 'draft', replaces: before?.id ?? null },
              after: {
                status: 'active',
                weights: weights.map((w) => ({ indicator: w.indicator, weight: w.weight })),
                floors: draft.floors,
              },
            }),
          );
        return true;
      };
      // The set's row as it will be once activated (the run and the scores name it).
      const active: RiskModelRow = { ...draft, status: 'active', weights };
      unscored = findUnscored(gathered, weights);
      await writeScores(scoreDb, { active, weights, gathered, reason: 'activation', now, head });
      modelCache.clear();
      await changed();
      return activated ?? draft;
    });
  }

  function validate(input: RiskModelInput): void {
    const found = modelProblem(input);
    if (!found) return;
    const { matrix, problem } = found;
    switch (problem.kind) {
      case 'shape':
        throw new ModelRefusedError('risk.matrixShape', matrix, {});
      case 'nonPositive':
        throw new ModelRefusedError('risk.matrixNonPositive', matrix, {
          row: problem.row + 1,
          column: problem.column + 1,
        });
      case 'notReciprocal':
        throw new ModelRefusedError('risk.matrixNotReciprocal', matrix, {
          row: problem.row + 1,
          column: problem.column + 1,
        });
      case 'inconsistent':
        throw new ModelRefusedError('risk.matrixInconsistent', matrix, { cr: problem.cr.toFixed(3) });
    }
  }

  function toModel(row: RiskModelRow): RiskModel {
    const def = {
      groupMatrix: row.groupMatrix,
      indicatorMatrices: row.indicatorMatrices as RiskModelInput['indicatorMatrices'],
      alpha: row.alpha,
      thresholds: row.thresholds,
      floors: row.floors,
    };
    const ahp = ahpSummary(def);
    return {
      id: row.id,
      name: row.name,
      status: row.status as RiskModel['status'],
      ...def,
      groupCr: ahp.groupCr,
      indicatorCr: ahp.indicatorCr,
      floors: row.floors,
      weights: (row.weights as RiskWeight[] | null) ?? null,
      createdBy: row.createdBy,
      createdAt: formatDateTime(row.createdAt),
      activatedAt: row.activatedAt ? formatDateTime(row.activatedAt) : null,
    };
  }

  function counts(bands: Iterable<RiskBand>): RiskBandCounts {
    const out = emptyCounts();
    for (const b of bands) out[b]++;
    return out;
  }

  async function buildOverview(): Promise<Omit<RiskOverview, 'movers'>> {
    const active = await repo.activeModel();
    if (!active) throw new NotFoundError('risk.modelNotFound', { id: 0 });
    const snapshot = await snapshots.current();
    const groups = new Map<
      string,
      { prefecture: string; county?: string; sum: number; mines: number; bands: RiskBandCounts }
    >();
    const add = (key: string, init: () => { prefecture: string; county?: string }, s: Scored) => {
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { ...init(), sum: 0, mines: 0, bands: emptyCounts() }));
      g.sum += s.score;
      g.mines++;
      g.bands[s.band]++;
    };
    const rows: { row: MineRow; s: Scored }[] = [];
    let total = 0;
    for (const row of snapshot.rows) {
      const s = state.scores.get(row.id);
      if (!s) continue;
      rows.push({ row, s });
      total += s.score;
      add(`p:${row.prefecture}`, () => ({ prefecture: row.prefecture }), s);
      add(`c:${row.countyCode}`, () => ({ prefecture: row.prefecture, county: row.county }), s);
    }
    const insufficientData = snapshot.rows.flatMap((row) => {
      const u = state.unscored.get(row.id);
      return u?.reason === 'insufficientData' && !state.scores.has(row.id)
        ? [{ ...toMineListRow(row), missing: u.missing }]
        : [];
    });
    const closed = snapshot.rows.filter((row) => row.productionStatus === '5').length;
    // Ranked as a regulator ranks: the band first (floors included), then the score within it.
    const top = [...rows]
      .sort((a, b) => b.s.band.localeCompare(a.s.band) || b.s.score - a.s.score || a.row.id - b.row.id)
      .slice(0, 20);
    const bins = histogram(rows.map((r) => r.s.score));
    return {
      version: active.id,
      modelName: active.name,
      computedAt: formatDateTime(state.computedAt),
      mines: rows.length,
      mean: rows.length ? round2(total / rows.length) : 0,
      thresholds: active.thresholds,
      bands: counts(rows.map((r) => r.s.band)),
      histogram: bins.map((count, i) => ({ from: i * 10, to: (i + 1) * 10, count })),
      byPrefecture: [...groups]
        .filter(([k]) => k.startsWith('p:'))
        .map(([, g]) => ({
          prefecture: g.prefecture,
          mines: g.mines,
          mean: round2(g.sum / g.mines),
          bands: g.bands,
        }))
        .sort((a, b) => b.mean - a.mean),
      byCounty: [...groups]
        .filter(([k]) => k.startsWith('c:'))
        .map(([k, g]) => ({
          countyCode: k.slice(2),
          county: g.county!,
          prefecture: g.prefecture,
          mines: g.mines,
          mean: round2(g.sum / g.mines),
        }))
        .sort((a, b) => b.mean - a.mean),
      top: top.map(({ row, s }) => mineRow(row, s)),
      unscored: {
        closed,
        insufficientData: insufficientData.map(({ mineId, mineName, prefecture, county, missing }) => ({
          mineId,
          mineName,
          prefecture,
          county,
          missing,
        })),
      },
      weights: ((active.weights as RiskWeight[] | null) ?? []).filter((w) => w.entropy !== null),
    };
  }

  function mineRow(row: MineRow, s: { score: number; band: RiskBand }) {
    return { ...toMineListRow(row), score: round2(s.score), band: s.band };
  }

  /** Waits for a mine change under way to be rebuilt and rescored. */
  async function fresh(): Promise<void> {
    await snapshots.current();
    await refresher.settled();
  }

  async function overview(): Promise<RiskOverview> {
    await fresh();
    if (derived?.version !== state.version) {
      overviewCache.misses++;
      derived = { version: state.version, overview: buildOverview() };
    } else overviewCache.hits++;
    if (movers?.version !== state.version) {
      const version = state.version;
      movers = {
        version,
        rows: (async () => {
          const snapshot = await snapshots.current();
          const rows = await repo.latestMovers();
          return rows
            .flatMap((m) => {
              const row = snapshot.byId.get(m.mineId);
              return row && m.previousScore !== null
                ? [
                    {
                      ...mineRow(row, { score: m.score, band: m.band as RiskBand }),
                      previousScore: round2(m.previousScore),
                      previousBand: (m.previousBand ?? 'A') as RiskBand,
                    },
                  ]
                : [];
            })
            .sort((a, b) => Math.abs(b.score - b.previousScore) - Math.abs(a.score - a.previousScore))
            .slice(0, 20);
        })(),
      };
    }
    const [base, moved] = await Promise.all([derived.overview, movers.rows]);
    return { ...base, movers: moved };
  }

  const track = deps.track ?? ((_job, work) => work());
  const refresher = createRefresher(() => track('risk.recompute', recompute));
  const backtests = createBacktestRunner({
    db,
    snapshots,
    now,
    today: () => shanghaiDate(now()),
    facts: factsOf,
  });

  // First start: the default set is drafted and activated, which scores every mine.
  const firstStart = !(await repo.activeModel());
  if (firstStart) {
    const seeded = await repo.insertModel({
      ...DEFAULT_RISK_MODEL,
      status: 'draft',
      createdBy: 'system',
    });
    await activate(seeded.id, null);
  }
  await loadState();
  snapshots.onRebuild(() => refresher.request());
  bus.on('risk', (key) => {
    if (key !== PROCESS_KEY) void loadState();
  });
  // Dates move on (accident windows, licence expiries): every later start scores today's data; the
  // first has just done so.
  if (!firstStart) refresher.request();

  return {
    /** Resolves when no recomputation is running (tests and shutdown). */
    settled: fresh,

    /** The current band of a mine, for other modules (the map card, the mine list); null when unscored. */
    bandOf(mineId: number): RiskBand | null {
      return state.scores.get(mineId)?.band ?? null;
    },

    scoreOf(mineId: number): number | null {
      return state.scores.get(mineId)?.score ?? null;
    },

    /** The raw value an indicator read for a scored mine (a count, an amount, a grade); null when unscored. */
    indicatorRaw(mineId: number, indicator: RiskIndicatorId): number | string | null {
      const values = state.scores.get(mineId)?.values;
      return values?.[INDICATOR_POSITION.get(indicator) ?? -1]?.[0] ?? null;
    },

    /** What every page shows of a mine's score: value (2 decimals), band, set and time, or why none. */
    async labelOf(mineId: number): Promise<{
      score: { value: number; band: RiskBand; version: number; computedAt: string } | null;
      unscored: RiskUnscoredReason | null;
    }> {
      await fresh();
      const s = state.scores.get(mineId);
      if (s)
        return {
          score: {
            value: round2(s.score),
            band: s.band,
            version: s.modelId,
            computedAt: formatDateTime(s.computedAt),
          },
          unscored: null,
        };
      const row = (await snapshots.current()).byId.get(mineId);
      return { score: null, unscored: row?.productionStatus === '5' ? 'closed' : 'insufficientData' };
    },

    /**
     * The score a mine had at a moment, from the score history (a row is kept whenever it moved); null
     * when none was computed by then. A mine left unscored since its last score is not recorded there.
     */
    async scoreAt(
      mineId: number,
      at: Date,
    ): Promise<{ value: number; band: RiskBand; version: number; computedAt: string } | null> {
      const row = await repo.historyAt(mineId, at);
      return (
        row && {
          value: round2(row.score),
          band: row.band as RiskBand,
          version: row.modelId,
          computedAt: formatDateTime(row.computedAt),
        }
      );
    },

    /** The set and time of the latest scores, which lists name once beside their rows. */
    scoreSet(): RiskScoreSet {
      return state.modelId === null || !state.computedAt
        ? null
        : { version: state.modelId, computedAt: formatDateTime(state.computedAt) };
    },

    /** Grows whenever the scores held here change (orders built on them are then stale). */
    version: () => state.version,

    async mine(mineId: number): Promise<MineRiskOrUnscored> {
      await fresh();
      const s = state.scores.get(mineId);
      if (!s) {
        const row = (await snapshots.current()).byId.get(mineId);
        if (!row) throw new NotFoundError('risk.mineNotScored', { mineId });
        const known = state.unscored.get(mineId);
        if (row.productionStatus === '5') return { mineId, unscored: 'closed', missing: [] };
        return { mineId, unscored: 'insufficientData', missing: known?.missing ?? [] };
      }
      const set = await model(s.modelId);
      const floors = set.floors;
      const floorRule: RiskFloorRule | undefined = s.floor === null ? undefined : floors[s.floor];
      const weights = (set.weights as RiskWeight[] | null) ?? [];
      const shown = INDICATORS.map((def, i) => ({ def, i, w: weights[i] })).filter(
        ({ w }) => w !== undefined && w.entropy !== null,
      );
      const raw = shown.map(({ i, w }) => 100 * w!.weight * s.values[i]![1]);
      const rounded = roundContributions(raw);
      const snapshot = await snapshots.current();
      const row = snapshot.byId.get(mineId);
      const base = await overview();
      const history = await repo.historyOf(mineId);
      return {
        mineId,
        unscored: null,
        score: rounded.score,
        band: s.band,
        scoreBand: bandOf(s.score, set.thresholds),
        floor: floorRule ? { index: s.floor!, rule: floorRule } : null,
        version: s.modelId,
        computedAt: formatDateTime(s.computedAt),
        contributions: shown.map(({ def, i, w }, k) => ({
          indicator: def.id,
          group: def.group,
          rawValue: s.values[i]![0],
          normalised: s.values[i]![1],
          missing: s.values[i]![2],
          weight: w!.weight,
          contribution: rounded.parts[k]!,
        })),
        countyMean: base.byCounty.find((c) => c.countyCode === row?.countyCode)?.mean ?? 0,
        prefectureMean: base.byPrefecture.find((p) => p.prefecture === row?.prefecture)?.mean ?? 0,
        provinceMean: base.mean,
        history: history.reverse().map((h) => ({
          version: h.modelId,
          score: round2(h.score),
          band: h.band as RiskBand,
          computedAt: formatDateTime(h.computedAt),
        })),
      };
    },

    overview,

    async models(): Promise<RiskModel[]> {
      return (await repo.listModels()).map(toModel);
    },

    async draft(input: RiskModelInput, actor: Actor): Promise<RiskModel> {
      validate(input);
      const row = await db.transaction(async (tx) => {
        const created = await createRiskRepository(tx).insertModel({
          ...input,
          status: 'draft',
          createdById: actor.auth.userId,
          createdBy: actor.auth.userName,
        });
        await deps.audit(tx, auditEntry(actor, 'create', target(created.id), { after: input }));
        return created;
      });
      return toModel(row);
    },

    async preview(id: number): Promise<RiskPreview> {
      await fresh();
      const draft = await repo.findModel(id);
      if (!draft) throw new NotFoundError('risk.modelNotFound', { id });
      if (draft.status !== 'draft') throw new AppError(409, 'risk.notDraft', { id });
      const gathered = await gather();
      const weights = weightsFor(draft, gathered.values);
      const proposed = gathered.rows.flatMap((row, i) =>
        unscoredReason(gathered.facts[i]!, gathered.values[i]!, weights)
          ? []
          : [
              {
                row,
                ...scoreMine(weights, gathered.values[i]!, draft.thresholds, {
                  facts: gathered.facts[i]!,
                  rules: draft.floors,
                }),
                current: state.scores.get(row.id),
              },
            ],
      );
      const moved = proposed.filter((p) => p.current && p.current.band !== p.band);
      const currentBins = histogram(proposed.flatMap((p) => (p.current ? [p.current.score] : [])));
      return {
        modelId: id,
        weights,
        current: counts(proposed.flatMap((p) => (p.current ? [p.current.band] : []))),
        proposed: counts(proposed.map((p) => p.band)),
        histogram: histogram(proposed.map((p) => p.score)).map((count, i) => ({
          from: i * 10,
          to: (i + 1) * 10,
          count,
          current: currentBins[i]!,
        })),
        bandChanges: moved.length,
        changes: moved
          .sort((a, b) => Math.abs(b.score - b.current!.score) - Math.abs(a.score - a.current!.score))
          .slice(0, 50)
          .map((p) => ({
            ...mineRow(p.row, p),
            previousScore: round2(p.current!.score),
            previousBand: p.current!.band,
          })),
      };
    },

    /**
     * A set's back-test, or how far its computation in the background has got; a draft scores with the
     * weights its activation would freeze today.
     */
    async backtest(set: 'active' | number, { drafts }: { drafts: boolean }): Promise<RiskBacktestState> {
      await fresh();
      const row = set === 'active' ? await repo.activeModel() : await repo.findModel(set);
      if (!row) throw new NotFoundError('risk.modelNotFound', { id: set === 'active' ? 0 : set });
      if (row.status === 'draft' && !drafts) throw new ForbiddenError('risk.draftAdminOnly', { id: row.id });
      const frozen = row.weights as RiskWeight[] | null;
      return backtests({
        ...toModel(row),
        definition: row,
        weights: async () => frozen ?? weightsFor(row, (await gather()).values),
      });
    },

    async activate(id: number, actor: Actor): Promise<RiskModel> {
      await fresh();
      return toModel(await activate(id, actor));
    },
  };
}

export type RiskService = Awaited<ReturnType<typeof createRiskService>>;
