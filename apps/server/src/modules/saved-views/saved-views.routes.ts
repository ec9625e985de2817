import {
  okEnvelope,
  savedViewCreate,
  savedViewListQuery,
  savedViewListResponse,
  savedViewParams,
  savedViewResponse,
  savedViewUpdate,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okEmpty } from '../../lib/envelope';
import type { SavedViewService } from './saved-views.service';

const tags = ['saved-views'];

/** Every signed-in user keeps their own views; nobody reads or changes another's. */
export async function savedViewRoutes(app: FastifyInstance, { views }: { views: SavedViewService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/saved-views',
    {
      schema: {
        tags,
        summary: '我保存的视图（可按类型筛选，最近修改的在前）',
        querystring: savedViewListQuery,
        response: { 200: savedViewListResponse },
      },
    },
    async (request) => ok(request, await views.list(request.auth.userId, request.query.kind)),
  );

  r.post(
    '/saved-views',
    {
      config: { errors: [409] },
      schema: {
        tags,
        summary: '保存视图（同一类型下名称不可重复）',
        body: savedViewCreate,
        response: { 200: savedViewResponse },
      },
    },
    async (request) => ok(request, await views.create(request.auth.userId, request.body)),
  );

  r.put(
    '/saved-views/:id',
    {
      config: { errors: [404, 409] },
      schema: {
        tags,
        summary: '重命名视图或以当前状态覆盖它',
        params: savedViewParams,
        body: savedViewUpdate,
        response: { 200: savedViewResponse },
      },
    },
    async (request) => ok(request, await views.update(request.auth.userId, request.params.id, request.body)),
  );

  r.delete(
    '/saved-views/:id',
    {
      config: { errors: [404] },
      schema: { tags, summary: '删除视图', params: savedViewParams, response: { 200: okEnvelope } },
    },
    async (request) => {
      await views.remove(request.auth.userId, request.params.id);
      return okEmpty(request);
    },
  );
}
