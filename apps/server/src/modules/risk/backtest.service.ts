import { createHash } from 'node:crypto';
import type { RiskBacktest, RiskBacktestState, RiskFloorRule, RiskModel, RiskWeight } from '@coal/contracts';
import type { Executor } from '../../db/client';
import { formatDateTime } from '../../lib/time';
import { historyByMine, type MineHistory, type MineSnapshots, readRecordHistory } from '../mine';
import { backtestYears, type FactsOf, scoreYear, yearFigures, type YearScores } from './backtest';

/** The set to back-test; its weights are asked for only when no cached result answers. */
export interface BacktestRequest {
  id: number;
  name: string;
  status: RiskModel['status'];
  thresholds: [number, number, number];
  floors: RiskFloorRule[];
  /** Changes whenever anything the scores depend on changes (the set's definition, frozen weights). */
  definition: unknown;
  weights: () => Promise<RiskWeight[]>;
}

/** Results kept: the active set and a few drafts of the current data. */
const KEEP = 6;

/** One back-test under way or done, kept per set, definition and data version. */
interface Entry {
  dataKey: string;
  startedAt: Date;
  progress: { done: number; total: number };
  result?: RiskBacktest;
  error?: Error;
}

/**
 * Back-tests computed on the server in the background and kept per weight set, data version (the mine
 * snapshot, rebuilt on every import and edit) and day (follow-up windows end today). A request never
 * waits for one: it gets the result when ready, else the progress of the computation it started or joined.
 */
export function createBacktestRunner(deps: {
  db: Executor;
  snapshots: MineSnapshots;
  today: () => string;
  now: () => Date;
  facts: FactsOf;
}) {
  const entries = new Map<string, Entry>();
  let records: {
    key: string;
    history: Promise<{ years: number[]; byMine: Map<number, MineHistory> }>;
  } | null = null;

  function recordsOf(key: string, today: string) {
    if (records?.key !== key)
      records = {
        key,
        history: readRecordHistory(deps.db).then((h) => ({
          years: backtestYears(h, today),
          byMine: historyByMine(h),
        })),
      };
    return records.history;
  }

  async function compute(set: BacktestRequest, entry: Entry, today: string): Promise<RiskBacktest> {
    const snapshot = await deps.snapshots.current();
    const [{ years, byMine }, weights] = await Promise.all([recordsOf(entry.dataKey, today), set.weights()]);
    entry.progress = { done: 0, total: years.length };
    const scored: YearScores[] = [];
    for (const year of years) {
      scored.push(
        await scoreYear(
          snapshot.rows,
          byMine,
          year,
          { weights, thresholds: set.thresholds, floors: set.floors },
          deps.facts,
        ),
      );
      entry.progress = { done: scored.length, total: years.length };
    }
    return {
      set: { id: set.id, name: set.name, status: set.status },
      sample: snapshot.rows.some((r) => r.isSample),
      computedAt: formatDateTime(deps.now()),
      years: years.map((year, i) =>
        yearFigures({ year, scores: scored[i]!, next: scored[i + 1] ?? null, history: byMine, today }),
      ),
    };
  }

  function state(set: BacktestRequest, entry: Entry): RiskBacktestState {
    if (entry.result) return { status: 'ready', ...entry.result };
    return {
      status: 'computing',
      set: { id: set.id, name: set.name, status: set.status },
      startedAt: formatDateTime(entry.startedAt),
      progress: entry.progress,
    };
  }

  async function run(set: BacktestRequest): Promise<RiskBacktestState> {
    const snapshot = await deps.snapshots.current();
    const today = deps.today();
    const dataKey = `${snapshot.version}:${today}`;
    const version = createHash('sha1').update(JSON.stringify(set.definition)).digest('hex');
    const key = `${set.id}:${version}:${dataKey}`;
    let entry = entries.get(key);
    if (entry?.error !== undefined) {
      // A failed computation is reported once and not kept: the next request tries again.
      entries.delete(key);
      throw entry.error;
    }
    if (!entry) {
      const started: Entry = { dataKey, startedAt: deps.now(), progress: { done: 0, total: 0 } };
      entry = started;
      for (const [old, kept] of entries) if (kept.dataKey !== dataKey) entries.delete(old);
      entries.set(key, started);
      if (entries.size > KEEP) entries.delete(entries.keys().next().value!);
      compute(set, started, today).then(
        (result) => (started.result = result),
        (error: unknown) => (started.error = error instanceof Error ? error : new Error(String(error))),
      );
    }
    return state(set, entry);
  }

  return run;
}
