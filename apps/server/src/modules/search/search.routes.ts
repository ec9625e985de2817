import {
  FACETS,
  type FacetCounts,
  facetCountsResponse,
  mineFilterQuery,
  mineListQuery,
  mineListResponse,
  type MineListRow,
  nameSearchQuery,
  nameSearchResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok, okList } from '../../lib/envelope';
import { formatDateTime } from '../../lib/time';
import type { NameSearch } from './name-search.service';
import { facetCounts, listMines } from './search.repository';

export async function searchRoutes(app: FastifyInstance, { db, names }: { db: Db; names: NameSearch }) {
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
      schema: {
        tags: ['search'],
        summary: '按条件查询煤矿列表（分页、排序）',
        querystring: mineListQuery,
        response: { 200: mineListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listMines(db, request.query);
      const list: MineListRow[] = rows.map((row) => ({
        mineId: row.id,
        mineCode: row.code,
        mineName: row.name,
        prefecture: row.prefecture,
        county: row.county,
        productionStatus: row.productionStatus,
        productionType: row.productionType,
        capacity: row.capacity,
        mergerType: row.mergerType,
        complexity: row.complexity,
        gasGrade: row.gasGrade,
        hydroType: row.hydroType,
        coalRank: row.coalRank,
        company: row.company,
        lat: row.lat,
        lng: row.lng,
        isSample: row.isSample,
        updateTime: formatDateTime(row.updatedAt),
      }));
      return okList(request, list, total);
    },
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
    async (request) => {
      const counts = await Promise.all(FACETS.map((facet) => facetCounts(db, request.query, facet)));
      return ok(request, Object.fromEntries(FACETS.map((facet, i) => [facet, counts[i]!])) as FacetCounts);
    },
  );
}
