import {
  activityQuery,
  activityResponse,
  deskMineListResponse,
  followResponse,
  mineIdParams,
  pageQuery,
  recentQuery,
} from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okList } from '../../lib/envelope';
import { type DeskRiskReader, withRisk } from './desk-risk';
import type { DeskMineRow, DeskService } from './desk.service';

export async function deskRoutes(
  app: FastifyInstance,
  { desk, risk }: { desk: DeskService; risk?: DeskRiskReader | undefined },
) {
  // Every desk list names the risk scores' set and time once, beside its rows.
  const list = (request: FastifyRequest, rows: DeskMineRow[], total: number) => {
    const scored = withRisk(rows, risk);
    return { ...okList(request, scored.rows, total), riskSet: scored.riskSet };
  };

  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    r[method](
      '/desk/follows/:mineId',
      {
        schema: {
          tags: ['desk'],
          summary: on ? '关注煤矿' : '取消关注',
          params: mineIdParams,
          response: { 200: followResponse },
        },
      },
      async (request) => {
        await desk.follow(request.auth.userId, request.params.mineId, on);
        return ok(request, { followed: on });
      },
    );
  }

  r.get(
    '/desk/follows',
    {
      schema: {
        tags: ['desk'],
        summary: '我关注的煤矿',
        querystring: pageQuery,
        response: { 200: deskMineListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await desk.followed(
        request.auth.userId,
        request.query.pageNum,
        request.query.pageSize,
      );
      return list(request, rows, total);
    },
  );

  r.get(
    '/desk/recent',
    {
      schema: {
        tags: ['desk'],
        summary: '最近浏览的煤矿',
        querystring: recentQuery,
        response: { 200: deskMineListResponse },
      },
    },
    async (request) => {
      const rows = await desk.recent(request.auth.userId, request.query.pageSize);
      return list(request, rows, rows.length);
    },
  );

  r.get(
    '/desk/activity',
    {
      schema: {
        tags: ['desk'],
        summary: '最近的导出与搜索',
        querystring: activityQuery,
        response: { 200: activityResponse },
      },
    },
    async (request) => {
      const rows = await desk.activity(request.auth.userId, request.query.kind, request.query.pageSize);
      return okList(request, rows, rows.length);
    },
  );

  r.get(
    '/desk/licence-expiries',
    {
      schema: {
        tags: ['desk'],
        summary: '关注煤矿中即将到期或已过期的证照',
        response: { 200: deskMineListResponse },
      },
    },
    async (request) => {
      const rows = await desk.licenceExpiries(request.auth.userId);
      return list(request, rows, rows.length);
    },
  );
}
