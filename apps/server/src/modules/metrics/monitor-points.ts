import type { MonitorCache, MonitorPoint, MonitorRoute } from '@coal/contracts';
import { bucketDelta, type Buckets, quantile } from './quantile';
import type { Snapshot } from './snapshot';

const MB = 1024 * 1024;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const ms = (seconds: number | null) => (seconds === null ? null : round(seconds * 1000, 2));
const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : 0);

/** The sum of several routes' buckets (they share their bounds). */
function mergeBuckets(all: Buckets[]): Buckets {
  const first = all.find((b) => b.le.length);
  if (!first) return { le: [], counts: [] };
  const counts = first.le.map((_, i) => all.reduce((sum, b) => sum + (b.counts[i] ?? 0), 0));
  return { le: first.le, counts };
}

const shanghaiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** The interval between two readings as one point of the monitor's charts. */
export function pointBetween(before: Snapshot, after: Snapshot): MonitorPoint {
  const seconds = Math.max(0.001, (after.mono - before.mono) / 1000);
  let count = 0;
  let c4xx = 0;
  let c5xx = 0;
  const windows: Buckets[] = [];
  for (const [key, now] of after.routes) {
    const then = before.routes.get(key);
    count += now.count - (then?.count ?? 0);
    c4xx += now.c4xx - (then?.c4xx ?? 0);
    c5xx += now.c5xx - (then?.c5xx ?? 0);
    windows.push(bucketDelta(now.buckets, then?.buckets));
  }
  const all = mergeBuckets(windows);
  const queries = after.db.count - before.db.count;
  let hits = 0;
  let reads = 0;
  for (const [name, now] of after.caches) {
    const then = before.caches.get(name);
    const h = now.hits - (then?.hits ?? 0);
    hits += h;
    reads += h + now.misses - (then?.misses ?? 0);
  }
  return {
    at: shanghaiClock.format(after.wall),
    requestsPerSecond: round(count / seconds, 2),
    p50Ms: ms(quantile(0.5, all)),
    p95Ms: ms(quantile(0.95, all)),
    p99Ms: ms(quantile(0.99, all)),
    serverErrorPercent: percent(c5xx, count),
    clientErrorPercent: percent(c4xx, count),
    cpuPercent: round(((after.cpuSeconds - before.cpuSeconds) / seconds) * 100),
    rssMb: round(after.rssBytes / MB),
    heapMb: round(after.heapBytes / MB),
    eventLoopP99Ms: round(after.loopP99Seconds * 1000, 2),
    dbQueriesPerSecond: round(queries / seconds, 2),
    dbMeanMs: queries > 0 ? round(((after.db.sum - before.db.sum) / queries) * 1000, 3) : null,
    cacheHitPercent: reads > 0 ? round((hits / reads) * 100) : null,
  };
}

/** Every route that answered between the readings, busiest first. */
export function routesBetween(before: Snapshot, after: Snapshot): MonitorRoute[] {
  const seconds = Math.max(0.001, (after.mono - before.mono) / 1000);
  const rows: (MonitorRoute & { count: number })[] = [];
  for (const [key, now] of after.routes) {
    const then = before.routes.get(key);
    const count = now.count - (then?.count ?? 0);
    if (count <= 0) continue;
    const window = bucketDelta(now.buckets, then?.buckets);
    rows.push({
      method: now.method,
      route: now.route,
      count,
      requestsPerSecond: round(count / seconds, 2),
      p50Ms: ms(quantile(0.5, window)),
      p95Ms: ms(quantile(0.95, window)),
      p99Ms: ms(quantile(0.99, window)),
      serverErrors: now.c5xx - (then?.c5xx ?? 0),
    });
  }
  return rows.sort((a, b) => b.count - a.count).map(({ count: _count, ...row }) => row);
}

/** Each named cache since the process started. */
export function cachesOf(snapshot: Snapshot): MonitorCache[] {
  return [...snapshot.caches]
    .map(([name, { hits, misses }]) => ({
      name,
      hits,
      misses,
      hitPercent: hits + misses > 0 ? round((hits / (hits + misses)) * 100) : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
