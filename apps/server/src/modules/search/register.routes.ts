import { registerQuery, registerResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/json-cache';
import type { RegisterService } from './register.service';

export async function registerRoutes(app: FastifyInstance, { register }: { register: RegisterService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/mine/register',
    {
      config: { activity: 'search' },
      schema: {
        tags: ['search'],
        summary: '煤矿台账：按字段与运算符（等于、范围、包含、属于）组合查询，多列排序，分页',
        body: registerQuery,
        response: { 200: registerResponse },
      },
    },
    async (request, reply) => sendJson(request, reply, await register.listJson(request.body, request.locale)),
  );
}
