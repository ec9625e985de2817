import { monitorResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { Monitor } from './monitor.service';

export async function monitorRoutes(app: FastifyInstance, { monitor }: { monitor: Pick<Monitor, 'view'> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/monitor',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['system'],
        summary:
          '运行监控：本进程的请求速率与各路由延迟分位、错误率、CPU、内存、事件循环延迟、数据库耗时、缓存命中率、定时任务与最近的服务器错误',
        response: { 200: monitorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await monitor.view());
    },
  );
}
