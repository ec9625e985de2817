import {
  mineAsOfQuery,
  mineAsOfResponse,
  mineHistoryResponse,
  mineIdParams,
  pageQuery,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okList } from '../../lib/envelope';
import { registerFieldLabels } from '../../lib/i18n';
import type { MineHistoryService } from './mine-history.service';

registerFieldLabels('zh-CN', { date: '日期' });
registerFieldLabels('en-US', { date: 'date' });

export async function mineHistoryRoutes(app: FastifyInstance, { history }: { history: MineHistoryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/investigation/mine/:mineId/history',
    {
      schema: {
        tags: ['profile'],
        summary: '煤矿变更历史（导入、编辑、批量编辑、数据反馈更正），新的在前，分页',
        params: mineIdParams,
        querystring: pageQuery,
        response: { 200: mineHistoryResponse },
      },
      config: { errors: [404] },
    },
    async (request) => {
      const { rows, total } = await history.list(request.params.mineId, request.query);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/investigation/mine/:mineId/as-of',
    {
      schema: {
        tags: ['profile'],
        summary: '煤矿档案页头与概况在某日（北京时间当日结束时）的样子，由变更历史还原',
        params: mineIdParams,
        querystring: mineAsOfQuery,
        response: { 200: mineAsOfResponse },
      },
      config: { errors: [404] },
    },
    async (request) => ok(request, await history.asOf(request.params.mineId, request.query.date)),
  );
}
