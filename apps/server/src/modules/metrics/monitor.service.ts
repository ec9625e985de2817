import { hostname } from 'node:os';
import type { MonitorData, MonitorError } from '@coal/contracts';
import type { Database } from '../../db/client';
import { formatDateTime } from '../../lib/time';
import { VERSION } from '../app-info';
import { type Scheduler, toScheduledJob } from '../scheduler';
import type { MetricsRegistry } from './metrics-registry';
import { cachesOf, pointBetween, routesBetween } from './monitor-points';
import { readSnapshot, type Snapshot } from './snapshot';

/** A reading every few seconds; two minutes of them are kept for the charts. */
export const SAMPLE_INTERVAL_MS = 3000;
const KEPT_READINGS = 41;
/** The routes table covers about the last minute. */
const ROUTE_WINDOW_MS = 60_000;
const KEPT_ERRORS = 50;
const ERROR_MESSAGE_MAX = 300;

export interface MonitorDeps {
  metrics: Pick<MetricsRegistry, 'registry'>;
  scheduler: Pick<Scheduler, 'jobs'>;
  database: Pick<Database, 'kind' | 'listeners'>;
  intervalMs?: number;
}

const fromSeconds = (seconds: number | null) =>
  seconds === null ? '' : formatDateTime(new Date(seconds * 1000));

/**
 * The monitor's figures: readings of this process's registry taken on a timer, turned into rates and
 * percentiles per interval, with the server errors it answered and the scheduler's jobs.
 */
export function createMonitor({
  metrics,
  scheduler,
  database,
  intervalMs = SAMPLE_INTERVAL_MS,
}: MonitorDeps) {
  const readings: Snapshot[] = [];
  const errors: MonitorError[] = [];
  const startedAt = new Date(Date.now() - process.uptime() * 1000);
  let reading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function sample(): Promise<void> {
    // A slow reading is not stacked under the next tick.
    reading ??= readSnapshot(metrics.registry)
      .then((snapshot) => {
        readings.push(snapshot);
        if (readings.length > KEPT_READINGS) readings.shift();
      })
      .catch(() => undefined)
      .finally(() => (reading = undefined));
    return reading;
  }

  return {
    async start(): Promise<void> {
      await sample();
      timer = setInterval(() => void sample(), intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      await reading;
    },

    /** A 5xx answer, kept with its request id among the latest few. */
    recordError(error: Omit<MonitorError, 'at' | 'message'> & { message: string }): void {
      errors.unshift({
        ...error,
        at: formatDateTime(new Date()),
        message: error.message.slice(0, ERROR_MESSAGE_MAX),
      });
      if (errors.length > KEPT_ERRORS) errors.pop();
    },

    async view(): Promise<MonitorData> {
      const [now, jobs, processes] = await Promise.all([
        readSnapshot(metrics.registry),
        scheduler.jobs(),
        database.listeners().catch(() => 1),
      ]);
      const since = readings.find((r) => now.mono - r.mono <= ROUTE_WINDOW_MS) ?? readings[0] ?? now;
      const series = readings.slice(1).map((r, i) => pointBetween(readings[i]!, r));
      return {
        process: {
          host: hostname(),
          pid: process.pid,
          version: VERSION,
          nodeVersion: process.versions.node,
          startedAt: formatDateTime(startedAt),
          uptimeSeconds: Math.round(process.uptime()),
          processes: Math.max(1, processes),
        },
        database: {
          kind: database.kind,
          sizeBytes: now.databaseBytes,
          dataDirBytes: now.dataDirBytes,
          poolTotal: now.pool.total,
          poolIdle: now.pool.idle,
          poolWaiting: now.pool.waiting,
        },
        facts: {
          activeSessions: now.activeSessions,
          signInFailures: now.signInFailures,
          newestImportAt: fromSeconds(now.newest.import),
          newestArticleAt: fromSeconds(now.newest.article),
        },
        intervalSeconds: intervalMs / 1000,
        series,
        routes: routesBetween(since, now),
        caches: cachesOf(now),
        jobs: jobs.map((state) => {
          const counts = now.jobs.get(state.name);
          return {
            ...toScheduledJob(state),
            runs: (counts?.ok ?? 0) + (counts?.failed ?? 0),
            failures: counts?.failed ?? 0,
            lastSuccessAt: fromSeconds(counts?.lastSuccess ?? null),
          };
        }),
        errors: [...errors],
      };
    },
  };
}

export type Monitor = ReturnType<typeof createMonitor>;
