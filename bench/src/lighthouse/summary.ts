/** One Lighthouse run, reduced to what the bench prints. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  /** What the largest paint was of (a CSS selector), so a figure can be traced to the element it times. */
  lcpElement: string;
  tbtMs: number;
  cls: number;
  /** Audits of the accessibility and best-practices categories that did not pass. */
  failing: string[];
}

export type FormFactor = 'desktop' | 'mobile';

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of the runs that measured a figure; NaN when none did. */
function medianOfMeasured(values: readonly number[]): number {
  const measured = values.filter(Number.isFinite);
  return measured.length === 0 ? Number.NaN : median(measured);
}

/** The value most runs gave; the first of the most frequent on a tie, and empty when no run gave one. */
function mostFrequent(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = '';
  for (const [value, n] of counts) if (n > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * The median of each figure over several runs, and the element most runs timed as the largest paint; an
 * audit counts as failing when it failed in most runs.
 * A run that did not measure a figure (a failed load has no score and no LCP) is left out of its median.
 */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (pick: (r: RunFigures) => number) => medianOfMeasured(runs.map(pick));
  const counts = new Map<string, number>();
  for (const run of runs) for (const id of run.failing) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    lcpElement: mostFrequent(runs.map((r) => r.lcpElement)),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    failing: [...counts].filter(([, n]) => n * 2 > runs.length).map(([id]) => id),
  };
}

/** Issue 9 item 5: performance ≥ 95 on desktop everywhere, ≥ 80 on mobile for /login and /index; 100 for the rest. */
export function targetsMissed(page: string, formFactor: FormFactor, figures: RunFigures): string[] {
  const missed: string[] = [];
  const performanceTarget =
    formFactor === 'desktop' ? 95 : page === '/login' || page === '/index' ? 80 : undefined;
  if (performanceTarget !== undefined && figures.performance < performanceTarget)
    missed.push(`performance ${figures.performance} < ${performanceTarget}`);
  if (figures.accessibility < 100) missed.push(`accessibility ${figures.accessibility} < 100`);
  if (figures.bestPractices < 100) missed.push(`best practices ${figures.bestPractices} < 100`);
  return missed;
}
