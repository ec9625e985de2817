import { mineHeaderResponse, mineIdParams, mineSectionParams, mineSectionResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendJson } from '../../lib/json-cache';
import type { ProfileService } from './profile.service';

export async function profileRoutes(app: FastifyInstance, { profile }: { profile: ProfileService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/investigation/mine/:mineId/header',
    {
      schema: {
        tags: ['profile'],
        summary: '煤矿档案页头（记录最近浏览）',
        params: mineIdParams,
        response: { 200: mineHeaderResponse },
      },
    },
    async (request) => ok(request, await profile.header(request.params.mineId, request.auth.userId)),
  );

  r.get(
    '/investigation/mine/:mineId/section/:section',
    {
      schema: {
        tags: ['profile'],
        summary: '煤矿档案一个分区的全部子项',
        params: mineSectionParams,
        response: { 200: mineSectionResponse },
      },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await profile.sectionJson(request.params.mineId, request.params.section, request.locale),
      ),
  );
}
