import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricsRegistry } from './metrics-registry';
import type { Monitor } from './monitor.service';

const SIGN_IN_ROUTE = '/api/auth/login';

/**
 * Counts and times every answer by its route's template (`/api/mine/:mineId`; `unmatched` for URLs no
 * route serves), so the series stay few whatever URLs clients send. 5xx answers go to the monitor.
 */
export const httpMetrics = fp(
  async (
    app: FastifyInstance,
    {
      metrics,
      monitor,
    }: {
      metrics: Pick<MetricsRegistry, 'observeRequest' | 'signInFailed'>;
      monitor: Pick<Monitor, 'recordError'>;
    },
  ) => {
    const failures = new WeakMap<FastifyRequest, string>();
    app.addHook('onError', (request, _reply, error, done) => {
      failures.set(request, error.message);
      done();
    });
    // Callback hooks: no promise per request on the hottest path of the server.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      metrics.observeRequest(request.method, route, status, reply.elapsedTime / 1000);
      if (route === SIGN_IN_ROUTE && status !== 200 && request.method === 'POST')
        metrics.signInFailed(status);
      if (status >= 500)
        monitor.recordError({
          requestId: request.id,
          method: request.method,
          route,
          status,
          message: failures.get(request) ?? '',
        });
      done();
    });
  },
);
