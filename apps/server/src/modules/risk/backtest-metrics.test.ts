import { describe, expect, it } from 'vitest';
import { areaUnder, rocAuc, rocPoints, transitionTable } from './backtest-metrics';

// Three mines with a later accident (P) and three without (N), with a tie at 0.8 (P, N) and at 0.5 (N, P).
const fixture = [
  { score: 0.9, positive: true },
  { score: 0.8, positive: false },
  { score: 0.8, positive: true },
  { score: 0.5, positive: false },
  { score: 0.5, positive: true },
  { score: 0.2, positive: false },
];

describe('back-test figures', () => {
  it('AUC counts each positive–negative pair won as 1 and tied as ½', () => {
    // 0.9 beats all three N (3); 0.8 ties one and beats two (2.5); 0.5 ties one, beats one (1.5): 7 of 9.
    expect(rocAuc(fixture)).toBeCloseTo(7 / 9, 12);
    expect(rocAuc([...fixture].reverse())).toBeCloseTo(7 / 9, 12);
  });

  it('AUC is ½ when every score ties, 1 when the order is perfect, and null with one outcome only', () => {
    expect(rocAuc(fixture.map((o) => ({ ...o, score: 1 })))).toBe(0.5);
    expect(rocAuc(fixture.map((o) => ({ ...o, score: o.positive ? 2 : 1 })))).toBe(1);
    expect(rocAuc(fixture.map((o) => ({ ...o, positive: false })))).toBeNull();
  });

  it('ROC points step per distinct score, ties diagonally, and enclose the rank AUC', () => {
    const points = rocPoints(fixture);
    const third = 1 / 3;
    expect(points).toHaveLength(5);
    const expected = [
      [0, 0],
      [0, third],
      [third, 2 * third],
      [2 * third, 1],
      [1, 1],
    ];
    points.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(expected[i]![0]!, 12);
      expect(y).toBeCloseTo(expected[i]![1]!, 12);
    });
    expect(areaUnder(points)).toBeCloseTo(rocAuc(fixture)!, 12);
  });

  it('long ROC curves are thinned to the point limit and keep both ends', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ score: i, positive: i % 3 === 0 }));
    const points = rocPoints(many, 51);
    expect(points.length).toBeLessThanOrEqual(51);
    expect(points[0]).toEqual([0, 0]);
    expect(points.at(-1)).toEqual([1, 1]);
    expect(Math.abs(areaUnder(points) - rocAuc(many)!)).toBeLessThan(0.02);
  });

  it('the transition table counts mines by band at one year and the next, skipping mines not in both', () => {
    const from = new Map([
      [1, 'A'],
      [2, 'A'],
      [3, 'C'],
      [4, 'D'],
      [5, 'B'],
    ] as const);
    const to = new Map([
      [1, 'A'],
      [2, 'B'],
      [3, 'D'],
      [4, 'D'],
      [6, 'A'],
    ] as const);
    expect(transitionTable(from, to)).toEqual([
      [1, 1, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 1],
      [0, 0, 0, 1],
    ]);
  });
});
