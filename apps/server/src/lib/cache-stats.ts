/** Hits and misses of one in-process cache, counted as plain numbers: a counter costs an addition. */
export interface CacheCounter {
  hits: number;
  misses: number;
}

const counters = new Map<string, CacheCounter>();

/**
 * The process's counter of the cache named `name` (`dict`, `sessions`, `map.list` …); caches of one name
 * share it, so several apps in one process (tests) add up, as one process's figures should.
 */
export function cacheCounter(name: string): CacheCounter {
  let counter = counters.get(name);
  if (!counter) {
    counter = { hits: 0, misses: 0 };
    counters.set(name, counter);
  }
  return counter;
}

/** Every named cache's counts so far, for the metrics registry. */
export function cacheCounts(): ReadonlyMap<string, Readonly<CacheCounter>> {
  return counters;
}
