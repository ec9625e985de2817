import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { cacheCounts } from '../../lib/cache-stats';
import { HttpSeries, STATUS_CLASSES } from './http-series';

/** Latency buckets in seconds: cached reads answer in a millisecond, exports and imports take seconds. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 1800];

export const METRIC = {
  requests: 'http_requests_total',
  duration: 'http_request_duration_seconds',
  signInFailures: 'coal_sign_in_failures_total',
  dbQuery: 'coal_db_query_duration_seconds',
  dbPool: 'coal_db_pool_connections',
  dbSize: 'coal_db_size_bytes',
  cacheRequests: 'coal_cache_requests_total',
  activeSessions: 'coal_active_sessions',
  jobRuns: 'coal_job_runs_total',
  jobDuration: 'coal_job_duration_seconds',
  jobLastSuccess: 'coal_job_last_success_timestamp_seconds',
  newestData: 'coal_data_newest_timestamp_seconds',
  dataDirBytes: 'coal_data_dir_bytes',
  cpu: 'process_cpu_seconds_total',
  rss: 'process_resident_memory_bytes',
  heapUsed: 'nodejs_heap_size_used_bytes',
  loopP99: 'nodejs_eventloop_lag_p99_seconds',
  loopMean: 'nodejs_eventloop_lag_mean_seconds',
} as const;

/** Figures read from the database and the disk, at most every few seconds (see `facts.ts`). */
export interface Facts {
  activeSessions: number;
  /** Seconds since the epoch; null when there is none yet. */
  newestImport: number | null;
  newestArticle: number | null;
  databaseBytes: number;
  dataDirBytes: number;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * One registry per app (tests build several in one process). Requests are counted in plain numbers
 * (see http-series.ts) that the registry reads when scraped.
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const http = new HttpSeries(HTTP_BUCKETS);
  new Counter({
    name: METRIC.requests,
    help: 'HTTP requests answered, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { method, route, byClass } of http.all())
        byClass.forEach((n, i) => {
          if (n > 0) this.inc({ method, route, status_class: STATUS_CLASSES[i]! }, n);
        });
    },
  });
  http.registerHistogram(
    registry,
    METRIC.duration,
    'HTTP response time in seconds, by method and route template',
  );
  const signInFailures = new Counter({
    name: METRIC.signInFailures,
    help: 'Sign-ins refused, by HTTP status (401 wrong name or password, 429 limited or locked, 403 disabled)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const dbQuery = new Histogram({
    name: METRIC.dbQuery,
    help: 'Database query time in seconds',
    buckets: DB_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: METRIC.jobRuns,
    help: 'Runs of the timed jobs, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: METRIC.jobDuration,
    help: 'Duration of the timed jobs in seconds',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: METRIC.jobLastSuccess,
    help: 'When each job last ran without error, in seconds since the epoch (this process)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  new Counter({
    name: METRIC.cacheRequests,
    help: 'Reads of the in-process caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    // The caches count in plain numbers (lib/cache-stats); the registry reads them when asked.
    collect() {
      this.reset();
      for (const [cache, counts] of cacheCounts()) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });

  let poolUse: (() => PoolUse) | undefined;
  let facts: (() => Promise<Facts>) | undefined;

  new Gauge({
    name: METRIC.dbPool,
    help: 'Database connections of this process, by state (PGlite has one connection; waiting are queued queries)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  const factGauge = (name: string, help: string, read: (f: Facts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        if (!facts) return;
        this.set(read(await facts()));
      },
    });
  factGauge(
    METRIC.activeSessions,
    'Sessions signed in, not signed out and not expired',
    (f) => f.activeSessions,
  );
  factGauge(METRIC.dbSize, 'Size of the database on disk in bytes', (f) => f.databaseBytes);
  factGauge(METRIC.dataDirBytes, 'Bytes used by the files under DATA_DIR', (f) => f.dataDirBytes);
  new Gauge({
    name: METRIC.newestData,
    help: 'Data freshness: the newest committed import and the newest article, in seconds since the epoch',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      if (!facts) return;
      const f = await facts();
      this.reset();
      if (f.newestImport !== null) this.set({ source: 'import' }, f.newestImport);
      if (f.newestArticle !== null) this.set({ source: 'article' }, f.newestArticle);
    },
  });

  return {
    registry,

    /** One answered request; `route` is the route's template, never the raw URL. */
    /** One answered request; `route` is the route's template, never the raw URL. */
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      http.observe(method, route, status, seconds);
    },

    signInFailed(status: number): void {
      signInFailures.inc({ status: String(status) });
    },

    observeQuery(seconds: number): void {
      dbQuery.observe(seconds);
    },

    /** A job's run; the scheduler reports each, and any other job (backups) may too. */
    recordJobRun(job: string, outcome: 'ok' | 'failed', durationMs: number): void {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, durationMs / 1000);
      if (outcome === 'ok') jobLastSuccess.set({ job }, Date.now() / 1000);
    },

    /** What the registry reads from the database once it is open. */
    attach(sources: { poolUse: () => PoolUse; facts: () => Promise<Facts> }): void {
      poolUse = sources.poolUse;
      facts = sources.facts;
    },
  };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
