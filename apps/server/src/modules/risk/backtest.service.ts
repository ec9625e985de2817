import { createHash } from 'node:crypto';
import type { RiskBacktest, RiskFloorRule, RiskModel, RiskWeight } from '@coal/contracts';
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

/**
 * Back-tests computed on the server and kept per weight set, data version (the mine snapshot, rebuilt on
 * every import and edit) and day (follow-up windows end today).
 */
export function createBacktestRunner(deps: {
  db: Executor;
  snapshots: MineSnapshots;
  today: () => string;
  now: () => Date;
  facts: FactsOf;
}) {
  const results = new Map<string, { dataKey: string; result: Promise<RiskBacktest> }>();
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

  async function compute(set: BacktestRequest, dataKey: string, today: string): Promise<RiskBacktest> {
    const snapshot = await deps.snapshots.current();
    const [{ years, byMine }, weights] = await Promise.all([recordsOf(dataKey, today), set.weights()]);
    const scored: YearScores[] = [];
    for (const year of years)
      scored.push(
        await scoreYear(snapshot.rows, byMine, year, { weights, thresholds: set.thresholds, floors: set.floors }, deps.facts),
      );
    return {
      set: { id: set.id, name: set.name, status: set.status },
      sample: snapshot.rows.some((r) => r.isSample),
      computedAt: formatDateTime(deps.now()),
      years: years.map((year, i) =>
        yearFigures({ year, scores: scored[i]!, next: scored[i + 1] ?? null, history: byMine, today }),
      ),
    };
  }

  return async function run(set: BacktestRequest): Promise<RiskBacktest> {
    const snapshot = await deps.snapshots.current();
    const today = deps.today();
    const dataKey = `${snapshot.version}:${today}`;
    const version = createHash('sha1').update(JSON.stringify(set.definition)).digest('hex');
    const key = `${set.id}:${version}:${dataKey}`;
    const kept = results.get(key);
    if (kept) return kept.result;
    const result = compute(set, dataKey, today);
    // A failed computation is not kept: the next request tries again.
    result.catch(() => results.delete(key));
    for (const [old, entry] of results) if (entry.dataKey !== dataKey) results.delete(old);
    results.set(key, { dataKey, result });
    if (results.size > KEEP) results.delete(results.keys().next().value!);
    return result;
  };
}
