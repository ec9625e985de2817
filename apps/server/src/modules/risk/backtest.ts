import {
  BAND_RANK,
  type RiskBacktestYear,
  type RiskBand,
  type RiskBandCounts,
  type RiskFloorRule,
  type RiskWeight,
} from '@coal/contracts';
import { yieldToLoop } from '../../lib/yield';
import {
  capacityAsOf,
  type MineHistory,
  type MineRow,
  type RecordHistory,
  statusAsOf,
  summaryAsOf,
} from '../mine';
import { rocAuc, rocPoints, transitionTable } from './backtest-metrics';
import type { factsOf } from './risk.service';
import { scoreFacts } from './scoring';

/** A weight set as the back-test scores with it. */
export interface BacktestSet {
  weights: readonly RiskWeight[];
  thresholds: readonly [number, number, number];
  floors: readonly RiskFloorRule[];
}

/** The live reading of a mine's facts, so that the back-test reads them exactly as today's scores do. */
export type FactsOf = typeof factsOf;

export type YearScores = Map<number, { score: number; band: RiskBand }>;

/** Back-tests reach this many years back at most. */
const MAX_YEARS = 12;
const CLOSED = '5';

/** Past years with data: from the first year of an accident or output record up to last year. */
export function backtestYears(
  history: Pick<RecordHistory, 'accidents' | 'production'>,
  today: string,
): number[] {
  const last = Number(today.slice(0, 4)) - 1;
  let first = Infinity;
  for (const a of history.accidents) first = Math.min(first, Number(a.occurredOn.slice(0, 4)));
  for (const p of history.production) first = Math.min(first, p.year);
  if (!Number.isFinite(first) || first > last) return [];
  const from = Math.max(first, last - MAX_YEARS + 1);
  return Array.from({ length: last - from + 1 }, (_, i) => from + i);
}

/**
 * Every mine scored by the set on the facts of the end of `year`: records dated by then, status and
 * capacity as of then where their history allows (see mine/record-as-of.ts). Mines closed by then are
 * left out. Negative news is not kept for past years and counts as none.
 */
export async function scoreYear(
  rows: readonly MineRow[],
  history: ReadonlyMap<number, MineHistory>,
  year: number,
  set: BacktestSet,
  facts: FactsOf,
): Promise<YearScores> {
  const day = `${year}-12-31`;
  const scores: YearScores = new Map();
  for (const [i, row] of rows.entries()) {
    // Long scans yield, so the server keeps answering while 100,000 mines are scored year by year.
    if (i > 0 && i % 5000 === 0) await yieldToLoop();
    const records = history.get(row.id);
    const status = statusAsOf(row, records, day);
    if (status === CLOSED) continue;
    // An undated status ('') is off the dictionary's scale: the indicator's missing-data rule applies.
    const asOf = { ...row, productionStatus: status ?? '', capacity: capacityAsOf(row, records, day) };
    // The live pipeline: floors apply, and a mine too thin on data then is left out as it is today.
    const scored = scoreFacts(facts(asOf, summaryAsOf(records, day), day, 0), set);
    if (scored.unscored === null) scores.set(row.id, { score: scored.score, band: scored.band });
  }
  return scores;
}

const lastDay = (a: string, b: string) => (a < b ? a : b);

/** The order the console ranks mines in (band, then score within it): floors move a mine up the ranking. */
export const rankKey = ({ score, band }: { score: number; band: RiskBand }) => BAND_RANK[band] * 1000 + score;

/** One year's figures: later accidents by band at the year's end, the ROC curve and the transitions. */
export function yearFigures({
  year,
  scores,
  next,
  history,
  today,
}: {
  year: number;
  scores: YearScores;
  /** The next year's scores, when it is back-tested too. */
  next: YearScores | null;
  history: ReadonlyMap<number, MineHistory>;
  today: string;
}): RiskBacktestYear {
  const from = `${year + 1}-01-01`;
  const end = `${year + 2}-12-31`;
  const to = lastDay(end, today);
  const bands: RiskBandCounts = { A: 0, B: 0, C: 0, D: 0 };
  const outcomes: { score: number; positive: boolean }[] = [];
  let minesWithAccident = 0;
  let accidents = 0;
  let accidentsInCD = 0;
  let deaths = 0;
  let deathsInCD = 0;
  for (const [mineId, { score, band }] of scores) {
    bands[band]++;
    const later = (history.get(mineId)?.accidents ?? []).filter(
      (a) => a.occurredOn >= from && a.occurredOn <= to,
    );
    const lost = later.reduce((sum, a) => sum + Math.max(0, a.deaths ?? 0), 0);
    const high = band === 'C' || band === 'D';
    accidents += later.length;
    deaths += lost;
    if (high) {
      accidentsInCD += later.length;
      deathsInCD += lost;
    }
    if (later.length > 0) minesWithAccident++;
    outcomes.push({ score: rankKey({ score, band }), positive: later.length > 0 });
  }
  const bandsOf = (s: YearScores) => new Map([...s].map(([id, v]) => [id, v.band]));
  return {
    year,
    asOf: `${year}-12-31`,
    followUp: { from, to, complete: to === end },
    mines: scores.size,
    bands,
    minesWithAccident,
    accidents,
    accidentsInCD,
    deaths,
    deathsInCD,
    auc: rocAuc(outcomes),
    roc: rocPoints(outcomes),
    transitions: next ? transitionTable(bandsOf(scores), bandsOf(next)) : null,
  };
}
