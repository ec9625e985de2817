import type { RiskBand, RiskIndicatorId, RiskUnscoredReason, RiskWeight } from '@coal/contracts';
import type { Database, Executor } from '../../db/client';
import { yieldToLoop } from '../../lib/yield';
import type { MineRow } from '../mine';
import { createRiskRepository, type RiskModelRow, type RiskScoreRow } from './risk.repository';
import type { RiskFacts } from './indicators';
import { missingIndicators, type MineValues, scoreMine, unscoredReason } from './scoring';

/** Mines per PGlite transaction: small enough that other requests wait well under a second between two. */
export const PGLITE_BATCH_MINES = 2000;

/** Mines scored between two yields to the event loop. */
const PLAN_SLICE = 2000;

const round2 = (x: number) => Math.round(x * 100) / 100;

type StoredValues = RiskScoreRow['values'];

interface HistoryRow {
  mineId: number;
  score: number;
  band: string;
  previousScore: number | null;
  previousBand: string | null;
}

/** One mine whose stored score must be written, and its history row when the score, band or set moved. */
interface Change {
  score: Omit<RiskScoreRow, 'runId'>;
  history: HistoryRow | null;
}

/** A mine left unscored, and the indicators it lacks. */
export interface Unscored {
  reason: RiskUnscoredReason;
  missing: RiskIndicatorId[];
}

export interface ScorePlan {
  changes: Change[];
  /** Mines not scored (closed, too little data): any stored score of theirs is removed. */
  unscored: Map<number, Unscored>;
  /** Mines whose score, band or set moved (the run's `changed`). */
  moved: number;
  computedAt: Date;
}

export interface Gathered {
  rows: MineRow[];
  facts: RiskFacts[];
  values: MineValues[];
}

/**
 * Scores every mine with the given weights against what is stored: a score is written when its value,
 * band, inputs or set changed, and gets a history row when the score (to 2 decimals), band or set moved.
 */
export async function planScores(
  previous: Map<number, Pick<RiskScoreRow, 'modelId' | 'score' | 'band' | 'values' | 'floor'>>,
  active: Pick<RiskModelRow, 'id' | 'thresholds' | 'floors'>,
  weights: RiskWeight[],
  gathered: Gathered,
  computedAt: Date,
): Promise<ScorePlan> {
  const changes: Change[] = [];
  const unscored = new Map<number, Unscored>();
  const rules = active.floors;
  let moved = 0;
  for (const [i, row] of gathered.rows.entries()) {
    // 100,000 mines take seconds: other requests (and the server's own start) go on in between.
    if (i > 0 && i % PLAN_SLICE === 0) await yieldToLoop();
    const values = gathered.values[i]!;
    const facts = gathered.facts[i]!;
    const reason = unscoredReason(facts, values, weights);
    if (reason) {
      unscored.set(row.id, { reason, missing: missingIndicators(values, weights) });
      continue;
    }
    const { score, band, floor } = scoreMine(weights, values, active.thresholds, { facts, rules });
    const stored: StoredValues = values.map((v) => [v.raw, v.risk, v.missing]);
    const floorIndex = floor?.index ?? null;
    const before = previous.get(row.id);
    const hasMoved =
      !before ||
      before.modelId !== active.id ||
      round2(before.score) !== round2(score) ||
      before.band !== band;
    if (
      !hasMoved &&
      before.floor === floorIndex &&
      JSON.stringify(before.values) === JSON.stringify(stored) &&
      Math.abs(before.score - score) <= 1e-9
    )
      continue;
    if (hasMoved) moved++;
    changes.push({
      score: {
        mineId: row.id,
        modelId: active.id,
        score,
        band,
        floor: floorIndex,
        values: stored,
        computedAt,
      },
      history: hasMoved
        ? {
            mineId: row.id,
            score,
            band,
            previousScore: before?.score ?? null,
            previousBand: (before?.band as RiskBand | undefined) ?? null,
          }
        : null,
    });
  }
  return { changes, unscored, moved, computedAt };
}

/** Work done first, in the same transaction as the run and the first scores; false writes nothing. */
export type HeadWork = (tx: Executor) => Promise<boolean>;

export interface WriteRequest {
  active: RiskModelRow;
  weights: RiskWeight[];
  gathered: Gathered;
  reason: 'activation' | 'data';
  now: () => Date;
  head?: HeadWork;
  /** Mines per PGlite transaction (tests use small batches). */
  batchMines?: number;
}

/**
 * Stores a full scoring run; true when anything was written.
 *
 * PostgreSQL: one transaction under an advisory lock, so two servers never interleave runs; readers keep
 * seeing the previous scores until it commits. PGlite has one connection, and an open transaction holds
 * every other request: there the run is written in transactions of PGLITE_BATCH_MINES mines (the first
 * with the head work and the run row), yielding between them. Every score row names its set, so a
 * half-written run is still explained row by row, and the next recomputation finishes it.
 */
export async function writeScores(database: Pick<Database, 'kind' | 'db'>, request: WriteRequest) {
  const { db } = database;
  const { active, reason, head } = request;

  async function writeBatch(tx: Executor, plan: ScorePlan, from: number, to: number, runId: number) {
    const txRepo = createRiskRepository(tx);
    const slice = plan.changes.slice(from, to);
    await txRepo.upsertScores(slice.map((c) => ({ ...c.score, runId })));
    await txRepo.insertHistory(
      slice.flatMap((c) =>
        c.history ? [{ ...c.history, runId, modelId: active.id, computedAt: plan.computedAt }] : [],
      ),
    );
  }

  const insertRun = (tx: Executor, plan: ScorePlan) =>
    createRiskRepository(tx).insertRun({
      modelId: active.id,
      reason,
      mines: request.gathered.rows.length,
      changed: plan.moved,
      computedAt: plan.computedAt,
    });

  /** Stored scores of mines that are no longer scored. */
  const dropped = (stored: RiskScoreRow[], plan: ScorePlan) =>
    stored.flatMap((r) => (plan.unscored.has(r.mineId) ? [r.mineId] : []));

  const plan = (stored: RiskScoreRow[]): Promise<ScorePlan> =>
    planScores(
      new Map(stored.map((r) => [r.mineId, r])),
      active,
      request.weights,
      request.gathered,
      request.now(),
    );

  if (database.kind === 'postgres') {
    return db.transaction(async (tx) => {
      const txRepo = createRiskRepository(tx);
      await txRepo.lock();
      if (head && !(await head(tx))) return false;
      const stored = await txRepo.currentScores();
      const planned = await plan(stored);
      const gone = dropped(stored, planned);
      await txRepo.deleteScores(gone);
      if (!planned.changes.length) return head !== undefined || gone.length > 0;
      const run = await insertRun(tx, planned);
      await writeBatch(tx, planned, 0, planned.changes.length, run.id);
      return true;
    });
  }

  const stored = await createRiskRepository(db).currentScores();
  const planned = await plan(stored);
  const gone = dropped(stored, planned);
  if (gone.length) await createRiskRepository(db).deleteScores(gone);
  await yieldToLoop();
  const batch = request.batchMines ?? PGLITE_BATCH_MINES;
  const first = Math.min(batch, planned.changes.length);
  const runId = await db.transaction(async (tx) => {
    if (head && !(await head(tx))) return null;
    if (!planned.changes.length) return 0;
    const run = await insertRun(tx, planned);
    await writeBatch(tx, planned, 0, first, run.id);
    return run.id;
  });
  if (runId === null) return gone.length > 0;
  if (runId === 0) return head !== undefined || gone.length > 0;
  for (let from = first; from < planned.changes.length; from += batch) {
    await yieldToLoop();
    await db.transaction((tx) => writeBatch(tx, planned, from, from + batch, runId));
  }
  return true;
}
