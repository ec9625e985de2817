import {
  idParam,
  okEnvelope,
  sentimentAnalyzeBody,
  sentimentAnalyzeResponse,
  sentimentTermBody,
  sentimentTermListResponse,
  sentimentTermResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { ok, okEmpty } from '../../lib/envelope';
import type { SentimentService } from './sentiment.service';
import type { TermsService } from './terms.service';

const ADMIN = { roles: ['admin'] } as const;

export async function sentimentRoutes(
  app: FastifyInstance,
  { sentiment, terms }: { sentiment: SentimentService; terms: TermsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/sentiment/analyze',
    {
      schema: {
        tags: ['sentiment'],
        summary: '情感分析：得分、标签与逐句命中的情感词',
        body: sentimentAnalyzeBody,
        response: { 200: sentimentAnalyzeResponse },
      },
    },
    async (request) => {
      const { text, title } = request.body;
      return ok(request, title ? sentiment.analyzeArticle({ title, body: text }) : sentiment.analyze(text));
    },
  );

  r.get(
    '/sentiment/terms',
    {
      config: ADMIN,
      schema: {
        tags: ['sentiment'],
        summary: '管理员维护的情感词（覆盖内置词典，下次评分生效）',
        response: { 200: sentimentTermListResponse },
      },
    },
    async (request) => ok(request, await terms.list()),
  );

  r.post(
    '/sentiment/terms',
    {
      config: ADMIN,
      schema: {
        tags: ['sentiment'],
        summary: '新增或修改情感词（极性与强度；中性即停用内置词），记入审计日志',
        body: sentimentTermBody,
        response: { 200: sentimentTermResponse },
      },
    },
    async (request) => ok(request, await terms.save(request.body, actorOf(request))),
  );

  r.delete(
    '/sentiment/terms/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['sentiment'],
        summary: '删除情感词（恢复内置词典的权重），记入审计日志',
        params: z.object({ id: idParam }),
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await terms.remove(request.params.id, actorOf(request));
      return okEmpty(request);
    },
  );
}
