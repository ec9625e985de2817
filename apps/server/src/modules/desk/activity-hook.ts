import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DeskService } from './desk.service';

/**
 * Routes that say `config.activity` are kept in their caller's recent activity once they succeed. The
 * write comes after the response is sent, and a failed one costs the user nothing but the entry.
 */
export const activityHook = fp(
  async (app: FastifyInstance, { desk }: { desk: Pick<DeskService, 'recordActivity'> }) => {
    app.addHook('onResponse', async (request, reply) => {
      const kind = request.routeOptions.config.activity;
      if (!kind || reply.statusCode !== 200 || !request.auth) return;
      try {
        await desk.recordActivity(request.auth.userId, kind, request.url);
      } catch (error) {
        request.log.warn({ err: error }, 'activity not recorded');
      }
    });
  },
);
