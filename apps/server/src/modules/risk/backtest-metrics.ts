import { RISK_BANDS, type RiskBand } from '@coal/contracts';

/** One mine of a back-test year: its score then and whether it had an accident in the follow-up. */
export interface Outcome {
  score: number;
  positive: boolean;
}

/**
 * The area under the ROC curve by the Mann–Whitney rank formula: the chance that a mine with a later
 * accident scored higher than one without, ties counting one half. Null without both kinds of mine.
 */
export function rocAuc(outcomes: readonly Outcome[]): number | null {
  const positives = outcomes.filter((o) => o.positive).length;
  const negatives = outcomes.length - positives;
  if (positives === 0 || negatives === 0) return null;
  const sorted = [...outcomes].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]!.score === sorted[i]!.score) j++;
    // Tied scores share the mean of the ranks i + 1 … j + 1.
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) if (sorted[k]!.positive) rankSum += rank;
    i = j + 1;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/**
 * The ROC curve from (0, 0) to (1, 1) as [false-positive rate, true-positive rate], one point per distinct
 * score from the highest down (a tie is one diagonal step, so the area under it is the rank AUC). Longer
 * curves keep every k-th point and the last, at most `maxPoints` in all.
 */
export function rocPoints(outcomes: readonly Outcome[], maxPoints = 201): [number, number][] {
  const positives = outcomes.filter((o) => o.positive).length;
  const negatives = outcomes.length - positives;
  if (positives === 0 || negatives === 0) return [];
  const sorted = [...outcomes].sort((a, b) => b.score - a.score);
  const points: [number, number][] = [[0, 0]];
  let tp = 0;
  let fp = 0;
  for (let i = 0; i < sorted.length;) {
    const score = sorted[i]!.score;
    for (; i < sorted.length && sorted[i]!.score === score; i++) {
      if (sorted[i]!.positive) tp++;
      else fp++;
    }
    points.push([fp / negatives, tp / positives]);
  }
  if (points.length <= maxPoints) return points;
  const step = Math.ceil((points.length - 1) / (maxPoints - 1));
  return points.filter((_, k) => k % step === 0 || k === points.length - 1);
}

/** The area under a polyline of ROC points (trapezoids). */
export function areaUnder(points: readonly [number, number][]): number {
  let area = 0;
  for (let k = 1; k < points.length; k++)
    area += ((points[k]![0] - points[k - 1]![0]) * (points[k]![1] + points[k - 1]![1])) / 2;
  return area;
}

/** Band at one year (rows) against the band a year later (columns), for mines scored in both. */
export function transitionTable(
  from: ReadonlyMap<number, RiskBand>,
  to: ReadonlyMap<number, RiskBand>,
): number[][] {
  const table = RISK_BANDS.map(() => RISK_BANDS.map(() => 0));
  for (const [mineId, band] of from) {
    const next = to.get(mineId);
    if (next) table[RISK_BANDS.indexOf(band)]![RISK_BANDS.indexOf(next)]!++;
  }
  return table;
}
