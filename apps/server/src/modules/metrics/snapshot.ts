import type { MetricObjectWithValues, MetricValue, MetricValueWithName, Registry } from 'prom-client';
import type { Buckets } from './quantile';
import { METRIC } from './metrics-registry';

/** One reading of the registry, reduced to what the monitor draws. */
export interface Snapshot {
  /** performance.now() and Date.now() at the reading. */
  mono: number;
  wall: number;
  /** Per `METHOD route`: answers by status class and the latency buckets. */
  routes: Map<
    string,
    { method: string; route: string; count: number; c4xx: number; c5xx: number; buckets: Buckets }
  >;
  cpuSeconds: number;
  rssBytes: number;
  heapBytes: number;
  loopP99Seconds: number;
  db: { count: number; sum: number };
  caches: Map<string, { hits: number; misses: number }>;
  signInFailures: number;
  jobs: Map<string, { ok: number; failed: number; lastSuccess: number | null }>;
  pool: { total: number; idle: number; waiting: number };
  activeSessions: number;
  databaseBytes: number;
  dataDirBytes: number;
  newest: { import: number | null; article: number | null };
}

type Values = MetricObjectWithValues<MetricValue<string>>['values'];

const label = (value: { labels: Record<string, string | number | undefined> }, name: string) =>
  String(value.labels[name] ?? '');

export async function readSnapshot(registry: Registry): Promise<Snapshot> {
  const metrics = await registry.getMetricsAsJSON();
  const byName = new Map<string, Values>(metrics.map((m) => [m.name, m.values]));
  const values = (name: string): Values => byName.get(name) ?? [];
  const single = (name: string) => values(name)[0]?.value ?? 0;

  const routes: Snapshot['routes'] = new Map();
  const routeOf = (method: string, route: string) => {
    const key = `${method} ${route}`;
    let entry = routes.get(key);
    if (!entry) {
      entry = { method, route, count: 0, c4xx: 0, c5xx: 0, buckets: { le: [], counts: [] } };
      routes.set(key, entry);
    }
    return entry;
  };
  for (const v of values(METRIC.requests)) {
    const entry = routeOf(label(v, 'method'), label(v, 'route'));
    entry.count += v.value;
    if (label(v, 'status_class') === '4xx') entry.c4xx += v.value;
    if (label(v, 'status_class') === '5xx') entry.c5xx += v.value;
  }
  for (const v of values(METRIC.duration) as MetricValueWithName<string>[]) {
    if (v.metricName !== `${METRIC.duration}_bucket`) continue;
    const { buckets } = routeOf(label(v, 'method'), label(v, 'route'));
    buckets.le.push(label(v, 'le') === '+Inf' ? Infinity : Number(v.labels.le));
    buckets.counts.push(v.value);
  }

  const db = { count: 0, sum: 0 };
  for (const v of values(METRIC.dbQuery) as MetricValueWithName<string>[]) {
    if (v.metricName === `${METRIC.dbQuery}_count`) db.count = v.value;
    if (v.metricName === `${METRIC.dbQuery}_sum`) db.sum = v.value;
  }
  const caches: Snapshot['caches'] = new Map();
  for (const v of values(METRIC.cacheRequests)) {
    const name = label(v, 'cache');
    const entry = caches.get(name) ?? { hits: 0, misses: 0 };
    if (label(v, 'result') === 'hit') entry.hits = v.value;
    else entry.misses = v.value;
    caches.set(name, entry);
  }
  const jobs: Snapshot['jobs'] = new Map();
  const jobOf = (name: string) => {
    const entry = jobs.get(name) ?? { ok: 0, failed: 0, lastSuccess: null };
    jobs.set(name, entry);
    return entry;
  };
  for (const v of values(METRIC.jobRuns)) {
    const entry = jobOf(label(v, 'job'));
    if (label(v, 'outcome') === 'ok') entry.ok = v.value;
    else entry.failed = v.value;
  }
  for (const v of values(METRIC.jobLastSuccess)) jobOf(label(v, 'job')).lastSuccess = v.value;
  const pool = { total: 0, idle: 0, waiting: 0 };
  for (const v of values(METRIC.dbPool)) pool[label(v, 'state') as keyof typeof pool] = v.value;
  const newest: Snapshot['newest'] = { import: null, article: null };
  for (const v of values(METRIC.newestData)) newest[label(v, 'source') as keyof typeof newest] = v.value;

  return {
    mono: performance.now(),
    wall: Date.now(),
    routes,
    cpuSeconds: single(METRIC.cpu),
    rssBytes: single(METRIC.rss),
    heapBytes: single(METRIC.heapUsed),
    loopP99Seconds: single(METRIC.loopP99),
    db,
    caches,
    signInFailures: values(METRIC.signInFailures).reduce((sum, v) => sum + v.value, 0),
    jobs,
    pool,
    activeSessions: single(METRIC.activeSessions),
    databaseBytes: single(METRIC.dbSize),
    dataDirBytes: single(METRIC.dataDirBytes),
    newest,
  };
}
