import {
  feedBody,
  feedPatchBody,
  feedRunResponse,
  idParam,
  newsFeedListResponse,
  newsFeedResponse,
  okEnvelope,
  parsePublished,
  rescoreResponse,
  mineNewsSummaryResponse,
  newsArticleResponse,
  newsListQuery,
  newsImportBody,
  newsImportResponse,
  newsListResponse,
  newsSourcesResponse,
  sentimentDashboardQuery,
  sentimentDashboardResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors';
import { actorOf } from '../../lib/actor';
import { ok, okEmpty, okList } from '../../lib/envelope';
import { sendJson } from '../../lib/json-cache';
import type { FeedsService } from './feeds.service';
import type { NewsService } from './news.service';

const ADMIN = { roles: ['admin'] } as const;
const feedId = z.object({ id: idParam });

export async function newsRoutes(
  app: FastifyInstance,
  {
    news,
    feeds,
    afterIngest,
  }: { news: NewsService; feeds: FeedsService; afterIngest?: (added: number[]) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/news/feeds',
    {
      config: ADMIN,
      schema: {
        tags: ['news'],
        summary: '资讯订阅源（RSS/Atom）及每个源最近一次抓取的结果',
        response: { 200: newsFeedListResponse },
      },
    },
    async (request) => ok(request, await feeds.list()),
  );

  r.post(
    '/news/feeds',
    {
      config: { ...ADMIN, errors: [409] },
      schema: {
        tags: ['news'],
        summary: '新增订阅源，记入审计日志',
        body: feedBody,
        response: { 200: newsFeedResponse },
      },
    },
    async (request) => ok(request, await feeds.add(request.body, actorOf(request))),
  );

  r.put(
    '/news/feeds/:id',
    {
      config: { ...ADMIN, errors: [409] },
      schema: {
        tags: ['news'],
        summary: '修改订阅源（名称、地址、启用），记入审计日志',
        params: feedId,
        body: feedPatchBody,
        response: { 200: newsFeedResponse },
      },
    },
    async (request) => ok(request, await feeds.update(request.params.id, request.body, actorOf(request))),
  );

  r.delete(
    '/news/feeds/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['news'],
        summary: '删除订阅源（已抓取的资讯保留），记入审计日志',
        params: feedId,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await feeds.remove(request.params.id, actorOf(request));
      return okEmpty(request);
    },
  );

  r.post(
    '/news/feeds/:id/fetch',
    {
      config: { ...ADMIN, errors: [409] },
      schema: {
        tags: ['news'],
        summary: '立即抓取一个订阅源：新条目清洗、去重、关联、评分后保存',
        params: feedId,
        response: { 200: newsFeedResponse },
      },
    },
    async (request) => ok(request, await feeds.run(request.params.id)),
  );

  r.post(
    '/news/feeds/fetch',
    {
      config: ADMIN,
      schema: {
        tags: ['news'],
        summary: '立即抓取全部启用的订阅源（一个源失败不影响其他源）',
        response: { 200: feedRunResponse },
      },
    },
    async (request) => ok(request, await feeds.runAllNow()),
  );

  r.post(
    '/news/rescore',
    {
      config: ADMIN,
      schema: {
        tags: ['news'],
        summary: '按当前情感词典重新评分全部资讯',
        response: { 200: rescoreResponse },
      },
    },
    async (request) => ok(request, await news.rescore()),
  );

  r.get(
    '/news/list',
    {
      schema: {
        tags: ['news'],
        summary: '行业资讯列表（关键词、日期、情感、来源、市州、煤矿、企业筛选）',
        querystring: newsListQuery,
        response: { 200: newsListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await news.list(request.query);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/news/sources',
    { schema: { tags: ['news'], summary: '资讯来源', response: { 200: newsSourcesResponse } } },
    async (request) => ok(request, await news.sources()),
  );

  r.get(
    '/news/sentiment/dashboard',
    {
      schema: {
        tags: ['news'],
        summary: '舆情看板：按时间、市州、煤矿、企业与情感词汇总',
        querystring: sentimentDashboardQuery,
        response: { 200: sentimentDashboardResponse },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await news.dashboardJson(request.locale, request.query)),
  );

  r.get(
    '/news/mine/:mineId',
    {
      schema: {
        tags: ['news'],
        summary: '煤矿的最新资讯与 90 天情感',
        params: z.object({ mineId: idParam }),
        response: { 200: mineNewsSummaryResponse },
      },
    },
    async (request) => ok(request, await news.mineSummary(request.params.mineId)),
  );

  r.post(
    '/news/import',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['news'],
        summary: '导入资讯（HTML 经白名单清洗后保存，按 URL 与内容去重）',
        body: newsImportBody,
        response: { 200: newsImportResponse },
      },
    },
    async (request) => {
      const articles = request.body.articles.map((item) => {
        const publishedAt = parsePublished(item.publishedAt);
        if (!publishedAt) throw new BadRequestError('error.badRequest');
        return { ...item, publishedAt };
      });
      const { added, skipped } = await news.ingest(articles);
      if (added.length) await afterIngest?.(added);
      return ok(request, { added: added.length, skipped, ids: added });
    },
  );

  r.get(
    '/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: '资讯详情：正文、逐句情感、关联煤矿与企业、相关资讯',
        params: z.object({ id: idParam }),
        response: { 200: newsArticleResponse },
      },
    },
    async (request) => ok(request, await news.article(request.params.id)),
  );
}
