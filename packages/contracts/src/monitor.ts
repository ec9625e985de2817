import { z } from 'zod';
import { envelopeOf } from './envelope';
import { scheduledJob } from './scheduler';

/** One sampling interval of the answering process; rates per second, times in milliseconds, null when idle. */
export const monitorPoint = z.object({
  /** End of the interval, HH:mm:ss in Asia/Shanghai. */
  at: z.string(),
  requestsPerSecond: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  /** Shares of the interval's responses, in percent. */
  serverErrorPercent: z.number(),
  clientErrorPercent: z.number(),
  cpuPercent: z.number(),
  rssMb: z.number(),
  heapMb: z.number(),
  eventLoopP99Ms: z.number(),
  dbQueriesPerSecond: z.number(),
  dbMeanMs: z.number().nullable(),
  /** Hits of every named cache over its reads, in percent. */
  cacheHitPercent: z.number().nullable(),
});
export type MonitorPoint = z.infer<typeof monitorPoint>;

/** A route over the last minute (or since start, when younger). */
export const monitorRoute = z.object({
  method: z.string(),
  /** The route's template (`/api/mine/:mineId`), never a raw URL. */
  route: z.string(),
  requestsPerSecond: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  serverErrors: z.number().int(),
});
export type MonitorRoute = z.infer<typeof monitorRoute>;

export const monitorCache = z.object({
  name: z.string(),
  hits: z.number().int(),
  misses: z.number().int(),
  /** Since the process started; null before the first read. */
  hitPercent: z.number().nullable(),
});
export type MonitorCache = z.infer<typeof monitorCache>;

/** A 5xx answer the process gave, with the request id the user was shown. */
export const monitorError = z.object({
  at: z.string(),
  requestId: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  message: z.string(),
});
export type MonitorError = z.infer<typeof monitorError>;

export const monitorJob = scheduledJob.extend({
  /** Runs in this process since it started. */
  runs: z.number().int(),
  failures: z.number().int(),
  /** When it last ran without error in this process; empty when not yet. */
  lastSuccessAt: z.string(),
});
export type MonitorJob = z.infer<typeof monitorJob>;

export const monitorData = z.object({
  /** The process that answered: with several servers each answers with its own figures. */
  process: z.object({
    host: z.string(),
    pid: z.number().int(),
    version: z.string(),
    nodeVersion: z.string(),
    startedAt: z.string(),
    uptimeSeconds: z.number().int(),
    /** Server processes on the database (1 on the embedded one). */
    processes: z.number().int(),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number(),
    dataDirBytes: z.number(),
    poolTotal: z.number().int(),
    poolIdle: z.number().int(),
    poolWaiting: z.number().int(),
  }),
  facts: z.object({
    activeSessions: z.number().int(),
    signInFailures: z.number().int(),
    newestImportAt: z.string(),
    newestArticleAt: z.string(),
  }),
  intervalSeconds: z.number(),
  series: z.array(monitorPoint),
  routes: z.array(monitorRoute),
  caches: z.array(monitorCache),
  jobs: z.array(monitorJob),
  errors: z.array(monitorError),
});
export type MonitorData = z.infer<typeof monitorData>;
export const monitorResponse = envelopeOf(monitorData);
