import { timingSafeEqual } from 'node:crypto';
import { CLIENT_ID_HEADER } from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import type { AuthService } from '../auth';
import type { MetricsRegistry } from './metrics-registry';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The scrape token, or else a session acting as admin: anything else is refused (401, or 403 for users). */
async function authorizeScrape(
  request: FastifyRequest,
  auth: Pick<AuthService, 'authenticate'>,
  token: string | undefined,
): Promise<void> {
  const authorization = request.headers.authorization;
  if (token && authorization?.startsWith('Bearer ') && sameSecret(authorization.slice(7).trim(), token))
    return;
  const header = request.headers[CLIENT_ID_HEADER];
  request.auth = await auth.authenticate(authorization, Array.isArray(header) ? header[0] : header);
  if (request.auth.role !== 'admin') throw new ForbiddenError();
}

/** `GET /metrics` in the Prometheus text format, beside the API rather than under it, as scrapers expect. */
export async function metricsRoutes(
  app: FastifyInstance,
  {
    metrics,
    auth,
    token,
  }: {
    metrics: Pick<MetricsRegistry, 'registry'>;
    auth: Pick<AuthService, 'authenticate'>;
    token: string | undefined;
  },
) {
  app.get(
    '/metrics',
    {
      // Checked in the handler: a scrape token or an admin's session, never open to all.
      config: { public: true },
      schema: { hide: true },
    },
    async (request, reply) => {
      await authorizeScrape(request, auth, token);
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    },
  );
}
