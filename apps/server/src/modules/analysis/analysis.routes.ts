import {
  areaAnalysisResponse,
  areaQuery,
  boundariesQuery,
  boundariesResponse,
  neighboursParams,
  neighboursQuery,
  neighboursResponse,
  qualityComparisonQuery,
  qualityComparisonResponse,
  seamComparisonQuery,
  seamComparisonResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendFile } from '../../lib/send-file';
import type { AnalysisService } from './analysis.service';
import { countiesAround } from './boundaries';
import { radiusOf } from './neighbourhood';

export async function analysisRoutes(app: FastifyInstance, { analysis }: { analysis: AnalysisService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analysis'];

  r.get(
    '/analysis/neighbours/:mineId',
    {
      schema: {
        tags,
        summary: '周边煤矿：半径内的煤矿，按距离排序（距离、方位、状态、产能、煤类、瓦斯等级、采矿权人）',
        params: neighboursParams,
        querystring: neighboursQuery,
        response: { 200: neighboursResponse },
      },
    },
    async (request) => ok(request, await analysis.neighbours(request.params.mineId, request.query)),
  );

  r.get(
    '/analysis/:mineId/seams',
    {
      schema: {
        tags,
        summary: '可采煤层对比：本矿与周边煤矿按煤层编号对应（厚度、倾角、稳定性、结构、顶底板；四分位数）',
        params: neighboursParams,
        querystring: seamComparisonQuery,
        response: { 200: seamComparisonResponse },
      },
    },
    async (request) => ok(request, await analysis.seams(request.params.mineId, request.query)),
  );

  r.get(
    '/analysis/:mineId/seams/export',
    {
      config: { activity: 'export' },
      schema: {
        tags,
        summary: '导出煤层对比（.xlsx）',
        params: neighboursParams,
        querystring: seamComparisonQuery,
      },
    },
    async (request, reply) => {
      const file = await analysis.exportSeams(request.params.mineId, request.query);
      return sendFile(reply, file.fileName, file.data);
    },
  );

  r.get(
    '/analysis/:mineId/coal-quality',
    {
      schema: {
        tags,
        summary: '煤质对比：Mad、Ad、Vdaf、St,d、Qgr,d、G 与 GB/T 15224 等级；本矿与周边中位数、四分位数',
        params: neighboursParams,
        querystring: qualityComparisonQuery,
        response: { 200: qualityComparisonResponse },
      },
    },
    async (request) => ok(request, await analysis.quality(request.params.mineId, request.query)),
  );

  r.get(
    '/analysis/:mineId/coal-quality/export',
    {
      config: { activity: 'export' },
      schema: {
        tags,
        summary: '导出煤质对比（.xlsx）',
        params: neighboursParams,
        querystring: qualityComparisonQuery,
      },
    },
    async (request, reply) => {
      const file = await analysis.exportQuality(request.params.mineId, request.query);
      return sendFile(reply, file.fileName, file.data);
    },
  );

  r.get(
    '/analysis/area',
    {
      config: { errors: [404] },
      schema: {
        tags,
        summary:
          '周边区域分析：以煤矿、区县或坐标为中心的区域汇总（状态、规模、产能产量、企业、瓦斯、水文、事故处罚、证照到期、历年产量）',
        querystring: areaQuery,
        response: { 200: areaAnalysisResponse },
      },
    },
    async (request) => ok(request, await analysis.area(request.query)),
  );

  r.get(
    '/analysis/boundaries',
    {
      schema: {
        tags,
        summary: '圆形区域周边的区县边界（WGS84，简化）',
        querystring: boundariesQuery,
        response: { 200: boundariesResponse },
      },
    },
    async (request, reply) => {
      const { lat, lng, radiusKm } = request.query;
      // Boundaries change only with a new release.
      void reply.header('cache-control', 'private, max-age=86400');
      return ok(request, countiesAround(lat, lng, radiusOf(radiusKm)));
    },
  );
}
