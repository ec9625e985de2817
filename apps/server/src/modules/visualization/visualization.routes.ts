import {
  pivotQuery,
  pivotResponse,
  productionAnalysisExportQuery,
  productionAnalysisQuery,
  productionAnalysisResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendJson } from '../../lib/json-cache';
import { sendFile } from '../../lib/send-file';
import type { ProductionAnalysisService } from './production-analysis.service';
import type { VisualizationService } from './visualization.service';

// SPEC.md §2: both analysis pages are the admins'.
const ADMIN = { roles: ['admin'] } as const;
const tags = ['visualization'];

export async function visualizationRoutes(
  app: FastifyInstance,
  {
    visualization,
    production,
  }: { visualization: VisualizationService; production: ProductionAnalysisService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/visualization/production',
    {
      config: ADMIN,
      schema: {
        tags,
        summary:
          '生产分析：全省、市州或区县逐年的原煤产量、在用核定产能、年末状态、规模结构、投产与关闭煤矿（数据库汇总）',
        querystring: productionAnalysisQuery,
        response: { 200: productionAnalysisResponse },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await production.productionJson(request.query, request.locale)),
  );

  r.get(
    '/visualization/production/export',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: '导出生产分析中一张图的数据（.xlsx）',
        querystring: productionAnalysisExportQuery,
      },
    },
    async (request, reply) => {
      const file = await production.exportProduction(request.query, request.locale);
      return sendFile(reply, file.fileName, file.data);
    },
  );

  r.get(
    '/visualization/pivot',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: '多维分析：按所选行、列维度分组汇总煤矿的度量（含总计），筛选条件同煤矿搜索',
        querystring: pivotQuery,
        response: { 200: pivotResponse },
      },
    },
    async (request) => ok(request, await visualization.pivot(request.query)),
  );

  r.get(
    '/visualization/pivot/export',
    {
      config: ADMIN,
      schema: { tags, summary: '导出多维分析（.xlsx，保留行列表头布局）', querystring: pivotQuery },
    },
    async (request, reply) => {
      const file = await visualization.exportPivot(request.query, request.locale);
      return sendFile(reply, file.fileName, file.data);
    },
  );
}
