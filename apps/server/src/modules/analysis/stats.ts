import type { Quartiles } from '@coal/contracts';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The p-quantile of sorted values, interpolating linearly between order statistics (Excel QUARTILE.INC). */
function quantile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** Five-number summary of the finite values, rounded to `digits`; null when there are none. */
export function quartilesOf(values: (number | null | undefined)[], digits = 2): Quartiles | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!sorted.length) return null;
  sorted.sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: round(sorted[0]!, digits),
    q1: round(quantile(sorted, 0.25), digits),
    median: round(quantile(sorted, 0.5), digits),
    q3: round(quantile(sorted, 0.75), digits),
    max: round(sorted.at(-1)!, digits),
  };
}

/** Mean of the finite values, rounded; null when there are none. */
export function meanOf(values: (number | null | undefined)[], digits = 2): number | null {
  const finite = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!finite.length) return null;
  return round(finite.reduce((sum, v) => sum + v, 0) / finite.length, digits);
}
