import type { FastifyInstance } from 'fastify';
import { sentimentRoutes } from './sentiment.routes';
import type { SentimentService } from './sentiment.service';
import type { TermsService } from './terms.service';

export { createSentimentService, type SentimentService } from './sentiment.service';
export { createTermsService, type TermsService } from './terms.service';
export { ENGINE_VERSION, labelOf, type SentimentResult } from './engine';

/** The explainable sentiment engine behind news scores, open to any signed-in user; admins edit its lexicon. */
export async function sentimentModule(
  app: FastifyInstance,
  { sentiment, terms }: { sentiment: SentimentService; terms: TermsService },
) {
  await app.register(sentimentRoutes, { sentiment, terms });
}
