import { describe, expect, it } from 'vitest';
import { simplifyRing } from './simplify-ring';

type Point = [number, number];

/** Distance of p from the nearest edge of a closed ring. */
function distanceToRing(p: Point, ring: Point[]): number {
  let best = Infinity;
  for (let i = 1; i < ring.length; i++) {
    const [a, b] = [ring[i - 1]!, ring[i]!];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]));
  }
  return best;
}

describe('simplifyRing', () => {
  // A wobbly circle of 2,000 points, closed.
  const circle: Point[] = Array.from({ length: 2001 }, (_, i) => {
    const a = ((i % 2000) / 2000) * 2 * Math.PI;
    const r = 1 + 0.0004 * Math.sin(37 * a);
    return [r * Math.cos(a), r * Math.sin(a)];
  });

  it('keeps every dropped point within the tolerance and the ring closed', () => {
    const out = simplifyRing(circle, 0.002)!;
    expect(out.length).toBeLessThan(circle.length / 10);
    expect(out.length).toBeGreaterThan(8);
    expect(out[0]).toEqual(out.at(-1));
    for (const p of circle) expect(distanceToRing(p, out)).toBeLessThanOrEqual(0.002 + 1e-12);
  });

  it('keeps the corners of a square and drops the points along its sides', () => {
    const square: Point[] = [
      [0, 0],
      [0.5, 0],
      [1, 0],
      [1, 0.5],
      [1, 1],
      [0.5, 1],
      [0, 1],
      [0, 0.5],
      [0, 0],
    ];
    expect(simplifyRing(square, 0.01)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
  });

  it('drops a ring smaller than the tolerance', () => {
    expect(
      simplifyRing(
        [
          [0, 0],
          [0.0001, 0],
          [0.0001, 0.0001],
          [0, 0],
        ],
        0.01,
      ),
    ).toBeNull();
  });
});
