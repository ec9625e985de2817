import type { FastifyInstance } from 'fastify';
import { sentimentRoutes } from './sentiment.routes';
import type { SentimentService } from './sentiment.service';

export { createSentimentService, type SentimentService } from './sentiment.service';
export { ENGINE_VERSION, labelOf, type SentimentResult } from './engine';

/** The explainable sentiment engine behind news scores, open to any signed-in user. */
export async function sentimentModule(app: FastifyInstance, { sentiment }: { sentiment: SentimentService }) {
  await app.register(sentimentRoutes, { sentiment });
}
