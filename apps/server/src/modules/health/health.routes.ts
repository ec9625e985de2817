import { healthResponse } from '@coal/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { t } from '../../lib/i18n';
import { VERSION } from '../app-info';

/** How long a database check answers every health probe: probes come often and must not queue on it. */
const CHECK_MAX_AGE_MS = 1000;

interface Check {
  up: boolean;
  latencyMs: number;
}

/** Pings the database at most once per period; probes arriving meanwhile share the last answer. */
function databaseCheck(database: Pick<Database, 'ping'>, log: FastifyBaseLogger): () => Promise<Check> {
  let last: { at: number; check: Promise<Check> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at > CHECK_MAX_AGE_MS) {
      const check = database.ping().then(
        (latencyMs): Check => ({ up: true, latencyMs }),
        (error: unknown): Check => {
          log.error({ err: error }, 'database ping failed');
          return { up: false, latencyMs: 0 };
        },
      );
      last = { at: now, check };
    }
    return last.check;
  };
}

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const check = databaseCheck(database, app.log);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: '健康检查（含数据库状态，每秒最多检查一次数据库）',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      const { up, latencyMs } = await check();
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
