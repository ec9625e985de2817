import { sentimentAnalyzeBody, sentimentAnalyzeResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { SentimentService } from './sentiment.service';

export async function sentimentRoutes(app: FastifyInstance, { sentiment }: { sentiment: SentimentService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
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
}
