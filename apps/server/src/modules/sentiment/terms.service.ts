import type { SentimentTerm, SentimentTermBody, TermPolarity } from '@coal/contracts';
import type { Actor } from '../../lib/actor';
import type { ChangeBus } from '../../lib/change-bus';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { type AuditEntry, auditEntry } from '../audit';
import type { SentimentService } from './sentiment.service';
import type { TermRow, TermsRepository } from './terms.repository';

/** What a lexicon edit writes, bound to the database or to one transaction. */
export interface TermsStore {
  terms: TermsRepository;
  audit(entry: AuditEntry): Promise<void>;
}

const polarityOf = (weight: number): TermPolarity =>
  weight > 0 ? 'positive' : weight < 0 ? 'negative' : 'neutral';

const weightOf = ({ polarity, strength }: Pick<SentimentTermBody, 'polarity' | 'strength'>) =>
  polarity === 'neutral' ? 0 : polarity === 'positive' ? strength : -strength;

/**
 * The admins' lexicon: terms stored in the database, merged over the built-in lexicon and applied on
 * the next score, here and (through the change bus) in every other server process. Every edit is audited.
 */
export async function createTermsService({
  store,
  transaction,
  sentiment,
  bus,
}: {
  store: TermsStore;
  transaction: <T>(work: (store: TermsStore) => Promise<T>) => Promise<T>;
  sentiment: SentimentService;
  bus: Pick<ChangeBus, 'on' | 'publish'>;
}) {
  async function reload(): Promise<void> {
    const rows = await store.terms.list();
    sentiment.useTerms(new Map(rows.map((row) => [row.word, row.weight])));
  }
  await reload();
  bus.on('sentimentTerms', () => void reload());

  const toTerm = (row: TermRow): SentimentTerm => ({
    id: row.id,
    word: row.word,
    weight: row.weight,
    polarity: polarityOf(row.weight),
    builtIn: sentiment.builtInWeight(row.word) ?? null,
    updatedBy: row.updatedBy,
    updatedAt: formatDateTime(row.updatedAt),
  });

  const target = (id: number) => ({ type: 'sentiment_term', id });

  async function changed(): Promise<void> {
    await reload();
    await bus.publish('sentimentTerms');
  }

  return {
    async list() {
      const rows = await store.terms.list();
      return {
        terms: rows.map(toTerm),
        builtInCount: sentiment.builtInCount,
        engineVersion: sentiment.version,
      };
    },

    /** Adds a word or sets its polarity and strength when it is already there (one term per word). */
    async save(body: SentimentTermBody, actor: Actor): Promise<SentimentTerm> {
      const weight = weightOf(body);
      const saved = await transaction(async (tx) => {
        const before = await tx.terms.findByWord(body.word);
        const row = await tx.terms.save(body.word, weight, actor.auth.userName);
        await tx.audit(
          auditEntry(actor, before ? 'update' : 'create', target(row.id), {
            before: before ? { word: before.word, weight: before.weight } : undefined,
            after: { word: row.word, weight: row.weight },
          }),
        );
        return row;
      });
      await changed();
      return toTerm(saved);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await transaction(async (tx) => {
        const row = await tx.terms.remove(id);
        if (!row) throw new NotFoundError('sentiment.termNotFound', { id });
        await tx.audit(
          auditEntry(actor, 'delete', target(id), { before: { word: row.word, weight: row.weight } }),
        );
      });
      await changed();
    },
  };
}

export type TermsService = Awaited<ReturnType<typeof createTermsService>>;
