/**
 * How many articles match a filter, kept per filter until articles or mines change: paging through a
 * list, or coming back to it, counts nothing again. Oldest entries go first past `max`.
 */
export class FilterCounts {
  private readonly counts = new Map<string, number>();
  /** Grows at every clear: a count read before a clear is not kept. */
  private generation = 0;

  constructor(private readonly max = 2000) {}

  async through(filter: object, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify(filter);
    const hit = this.counts.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const n = await count();
    if (generation !== this.generation) return n;
    this.counts.set(key, n);
    if (this.counts.size > this.max) this.counts.delete(this.counts.keys().next().value!);
    return n;
  }

  clear(): void {
    this.counts.clear();
    this.generation++;
  }
}
