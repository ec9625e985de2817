import {
  idParam,
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
import { ok, okList } from '../../lib/envelope';
import { sendJson } from '../../lib/json-cache';
import type { NewsService } from './news.service';

export async function newsRoutes(app: FastifyInstance, { news }: { news: NewsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

/** `YYYY-MM-DD HH:mm:ss` is read in Asia/Shanghai (the API's format); anything else as ISO 8601. */
function parsePublished(value: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(value.trim());
  const date = local ? new Date(`${local[1]}T${local[2]}${local[3] ? '' : ':00'}+08:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
