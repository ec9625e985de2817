import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A generous limit per client address on every route, and the tight ones of lib/route-limits where routes ask
 * for them (`config.rateLimit`). `perMinute` 0 turns limiting off (load tests). Behind a reverse proxy, set
 * TRUST_PROXY, or every user shares the proxy's address.
 */
export const rateLimits = fp(async (app: FastifyInstance, { perMinute }: { perMinute: number }) => {
  if (perMinute <= 0) return;
  await app.register(rateLimit, { global: true, max: perMinute, timeWindow: 60_000 });
});
