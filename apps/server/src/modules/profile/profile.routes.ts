import {
  deskMineListResponse,
  followResponse,
  mineHeaderResponse,
  mineIdParams,
  mineSectionParams,
  mineSectionResponse,
  pageQuery,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okList } from '../../lib/envelope';
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
    async (request) => ok(request, await profile.section(request.params.mineId, request.params.section)),
  );

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
        await profile.follow(request.auth.userId, request.params.mineId, on);
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
      const { rows, total } = await profile.followed(
        request.auth.userId,
        request.query.pageNum,
        request.query.pageSize,
      );
      return okList(request, rows, total);
    },
  );

  r.get(
    '/desk/recent',
    {
      schema: {
        tags: ['desk'],
        summary: '最近浏览的煤矿',
        querystring: z.object({ pageSize: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: deskMineListResponse },
      },
    },
    async (request) => {
      const rows = await profile.recent(request.auth.userId, request.query.pageSize);
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
      const rows = await profile.licenceExpiries(request.auth.userId);
      return okList(request, rows, rows.length);
    },
  );
}
