import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthService } from '../auth';
import type { Scheduler } from '../scheduler';
import { createFacts, type FactSources } from './facts';
import { httpMetrics } from './http-metrics';
import type { MetricsRegistry } from './metrics-registry';
import { metricsRoutes } from './metrics.routes';
import { createMonitor, type Monitor } from './monitor.service';
import { monitorRoutes } from './monitor.routes';

export { createMetricsRegistry, type MetricsRegistry } from './metrics-registry';
export type { Monitor } from './monitor.service';

/**
 * The process's metrics, once the database and the scheduler exist: the registry reads the pool and the
 * facts, the monitor starts its readings. Stopped when the app closes.
 */
export async function startMonitor(
  app: FastifyInstance,
  {
    metrics,
    database,
    scheduler,
    facts,
  }: {
    metrics: MetricsRegistry;
    database: Database;
    scheduler: Pick<Scheduler, 'jobs'>;
    facts: Omit<FactSources, 'databaseBytes'>;
  },
): Promise<Monitor> {
  metrics.attach({
    poolUse: () => database.poolUse(),
    facts: createFacts({ ...facts, databaseBytes: () => database.sizeBytes() }),
  });
  const monitor = createMonitor({ metrics, scheduler, database });
  await monitor.start();
  app.addHook('onClose', async () => monitor.stop());
  await app.register(httpMetrics, { metrics, monitor });
  return monitor;
}

/** `GET /metrics` at the root, for Prometheus. */
export async function metricsEndpoint(
  app: FastifyInstance,
  options: { metrics: MetricsRegistry; auth: Pick<AuthService, 'authenticate'>; token: string | undefined },
) {
  await app.register(metricsRoutes, options);
}

/** `GET /api/monitor`, the admin's monitor page's figures. */
export async function monitorModule(app: FastifyInstance, { monitor }: { monitor: Monitor }) {
  await app.register(monitorRoutes, { monitor });
}
