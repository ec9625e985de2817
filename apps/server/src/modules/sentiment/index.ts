import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { recordAudit } from '../audit';
import { sentimentRoutes } from './sentiment.routes';
import type { SentimentService } from './sentiment.service';
import { createTermsRepository } from './terms.repository';
import { createTermsService, type TermsService, type TermsStore } from './terms.service';

const termsStore = (db: Executor): TermsStore => ({
  terms: createTermsRepository(db),
  audit: (entry) => recordAudit(db, entry),
});

/** The admins' lexicon over the built-in one, kept alike in every server process through the bus. */
export function createTerms(
  db: Db,
  deps: { sentiment: SentimentService; bus: Pick<ChangeBus, 'on' | 'publish'> },
): Promise<TermsService> {
  return createTermsService({
    ...deps,
    store: termsStore(db),
    transaction: (work) => db.transaction((tx) => work(termsStore(tx))),
  });
}

export { createSentimentService, type SentimentService } from './sentiment.service';
export type { TermsService } from './terms.service';
export { ENGINE_VERSION, labelOf, type SentimentResult } from './engine';

/** The explainable sentiment engine behind news scores, open to any signed-in user; admins edit its lexicon. */
export async function sentimentModule(
  app: FastifyInstance,
  { sentiment, terms }: { sentiment: SentimentService; terms: TermsService },
) {
  await app.register(sentimentRoutes, { sentiment, terms });
}
