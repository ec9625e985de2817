import {
  facetCountsResponse,
  mineFilterQuery,
  mineListQuery,
  mineListResponse,
  nameSearchQuery,
  nameSearchResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okList } from '../../lib/envelope';
import { sendJson } from '../../lib/json-cache';
import type { NameSearch } from './name-search.service';
import type { SearchService } from './search.service';

export async function searchRoutes(
  app: FastifyInstance,
  { search, names }: { search: SearchService; names: NameSearch },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/investigation/baseMine/list',
    {
      // The home portal's search works before sign-in; a mine's profile still needs a session.
      config: { public: true },
      schema: {
        tags: ['search'],
        summary: '按名称搜索煤矿（中文、全拼、首字母、近似；精确 > 前缀 > 包含 > 拼音 > 近似）',
        querystring: nameSearchQuery,
        response: { 200: nameSearchResponse },
      },
    },
    async (request) => {
      const { mineName, pageNum, pageSize } = request.query;
      const { rows, total } = names.search(mineName, pageNum, pageSize);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/investigation/mine/list',
    {
      config: { activity: 'search' },
      schema: {
        tags: ['search'],
        summary: '按条件查询煤矿列表（分页、排序）',
        querystring: mineListQuery,
        response: { 200: mineListResponse },
      },
    },
    async (request, reply) => sendJson(request, reply, await search.listJson(request.query, request.locale)),
  );

  r.get(
    '/investigation/mine/facets',
    {
      schema: {
        tags: ['search'],
        summary: '各筛选项的煤矿数（每项按其余条件计数）',
        querystring: mineFilterQuery,
        response: { 200: facetCountsResponse },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await search.facetsJson(request.query, request.locale)),
  );
}
