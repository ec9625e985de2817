/** A histogram's cumulative counts: `le` upper bounds ascending, the last +Infinity. */
export interface Buckets {
  le: number[];
  counts: number[];
}

/** Counts of `now` minus those of `before` (a window's own observations); bounds are the same. */
export function bucketDelta(now: Buckets, before: Buckets | undefined): Buckets {
  if (!before) return now;
  return { le: now.le, counts: now.counts.map((n, i) => Math.max(0, n - (before.counts[i] ?? 0))) };
}

/**
 * The q-quantile of the observations behind cumulative buckets, interpolated linearly within its bucket
 * as Prometheus's histogram_quantile does; the highest finite bound when it falls in the +Inf bucket,
 * null when there are no observations.
 */
export function quantile(q: number, { le, counts }: Buckets): number | null {
  const total = counts[counts.length - 1] ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i]! < rank) continue;
    const upper = le[i]!;
    if (upper === Infinity) return le[i - 1] ?? null;
    const lower = i === 0 ? 0 : le[i - 1]!;
    const below = i === 0 ? 0 : counts[i - 1]!;
    const inBucket = counts[i]! - below;
    return inBucket === 0 ? upper : lower + (upper - lower) * ((rank - below) / inBucket);
  }
  return le[le.length - 2] ?? null;
}
