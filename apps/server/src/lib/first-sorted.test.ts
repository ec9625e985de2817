import { describe, expect, it } from 'vitest';
import { firstSorted } from './first-sorted';

describe('firstSorted', () => {
  it('gives what a whole sort gives, for every count, ties broken by the comparator', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const items = Array.from({ length: 2000 }, (_, id) => ({ id, value: Math.floor(random() * 50) }));
    const compare = (a: { id: number; value: number }, b: { id: number; value: number }) =>
      b.value - a.value || a.id - b.id;
    const sorted = [...items].sort(compare);
    for (const count of [0, 1, 2, 99, 100, 499, 500, 501, 1999, 2000, 2500])
      expect(firstSorted(items, count, compare), `count ${count}`).toEqual(sorted.slice(0, count));
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: 2000 }, (_, id) => id));
  });

  it('answers an empty list with nothing', () => {
    expect(firstSorted([], 10, (a: number, b: number) => a - b)).toEqual([]);
  });
});
