import { describe, expect, it } from 'vitest';
import { bucketDelta, quantile } from './quantile';

const le = [0.01, 0.1, 1, Infinity];

describe('quantiles from cumulative buckets', () => {
  it('interpolates within the bucket the rank falls in', () => {
    // 10 observations up to 10 ms, 10 more between 10 and 100 ms.
    const buckets = { le, counts: [10, 20, 20, 20] };
    expect(quantile(0.5, buckets)).toBeCloseTo(0.01);
    expect(quantile(0.75, buckets)).toBeCloseTo(0.01 + 0.09 * 0.5);
    expect(quantile(0.25, buckets)).toBeCloseTo(0.005);
  });

  it('answers the highest finite bound for a rank in the +Inf bucket, and null without observations', () => {
    expect(quantile(0.99, { le, counts: [0, 0, 1, 10] })).toBe(1);
    expect(quantile(0.5, { le, counts: [0, 0, 0, 0] })).toBeNull();
  });

  it('takes a window as the difference of two readings', () => {
    const before = { le, counts: [5, 5, 5, 5] };
    const now = { le, counts: [5, 9, 9, 9] };
    const window = bucketDelta(now, before);
    expect(window.counts).toEqual([0, 4, 4, 4]);
    expect(quantile(0.5, window)).toBeCloseTo(0.01 + 0.09 * 0.5);
  });
});
