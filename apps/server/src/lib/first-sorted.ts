/**
 * The first `count` items of `items` in the order of `compare`, as `[...items].sort(compare).slice(0,
 * count)` gives them, without sorting the rest: a page near the top of a long list costs one pass.
 * The comparator must be a total order (ties broken, e.g. by id), so the result does not depend on the
 * input's order.
 */
export function firstSorted<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  // Past a quarter of the list a whole sort is as quick.
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]!) >= 0) continue;
    // Binary search for the first kept item that sorts after this one.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(kept[mid]!, item) <= 0) low = mid + 1;
      else high = mid;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
