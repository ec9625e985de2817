import { healthResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { t } from '../../lib/i18n';
import { VERSION } from '../app-info';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: '健康检查（含数据库状态）',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      let latencyMs = 0;
      let up = true;
      try {
        latencyMs = await database.ping();
      } catch (error) {
        up = false;
        request.log.error({ err: error }, 'database ping failed');
      }
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: { kind: database.kind, status: up ? ('up' as const) : ('down' as const), latencyMs },
        uptimeSeconds: Math.round(process.uptime()),
        version: VERSION,
      };
      if (!up)
        return reply.status(503).send({ code: 503, msg: t(request.locale, 'error.unavailable'), data });
      return { code: 200, msg: t(request.locale, 'ok'), data };
    },
  );
}
