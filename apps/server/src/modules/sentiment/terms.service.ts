import type { SentimentTerm, SentimentTermBody, TermPolarity } from '@coal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sentimentTerms } from '../../db/schema';
import type { ChangeBus } from '../../lib/change-bus';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import type { AuthContext } from '../../types';
import { recordAudit } from '../audit';
import type { SentimentService } from './sentiment.service';

export interface TermActor {
  auth: AuthContext;
  ip: string;
  requestId: string;
}

type TermRow = typeof sentimentTerms.$inferSelect;

const polarityOf = (weight: number): TermPolarity =>
  weight > 0 ? 'positive' : weight < 0 ? 'negative' : 'neutral';

const weightOf = ({ polarity, strength }: Pick<SentimentTermBody, 'polarity' | 'strength'>) =>
  polarity === 'neutral' ? 0 : polarity === 'positive' ? strength : -strength;

/**
 * The admins' lexicon: terms stored in the database, merged over the built-in lexicon and applied on
 * the next score, here and (through the change bus) in every other server process. Every edit is audited.
 */
export async function createTermsService({
  db,
  sentiment,
  bus,
}: {
  db: Db;
  sentiment: SentimentService;
  bus: Pick<ChangeBus, 'on' | 'publish'>;
}) {
  async function reload(): Promise<void> {
    const rows = await db.select().from(sentimentTerms);
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

  const audit = (actor: TermActor, action: 'create' | 'update' | 'delete', id: number) => ({
    userId: actor.auth.userId,
    userName: actor.auth.userName,
    action,
    targetType: 'sentiment_term',
    targetId: String(id),
    ip: actor.ip,
    requestId: actor.requestId,
  });

  async function changed(): Promise<void> {
    await reload();
    await bus.publish('sentimentTerms');
  }

  return {
    async list() {
      const rows = await db.select().from(sentimentTerms).orderBy(sentimentTerms.word);
      return {
        terms: rows.map(toTerm),
        builtInCount: sentiment.builtInCount,
        engineVersion: sentiment.version,
      };
    },

    /** Adds a word or sets its polarity and strength when it is already there (one term per word). */
    async save(body: SentimentTermBody, actor: TermActor): Promise<SentimentTerm> {
      const weight = weightOf(body);
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(sentimentTerms).where(eq(sentimentTerms.word, body.word));
        const [row] = await tx
          .insert(sentimentTerms)
          .values({ word: body.word, weight, updatedBy: actor.auth.userName })
          .onConflictDoUpdate({
            target: sentimentTerms.word,
            set: { weight, updatedBy: actor.auth.userName, updatedAt: new Date() },
          })
          .returning();
        await recordAudit(tx, {
          ...audit(actor, before ? 'update' : 'create', row!.id),
          before: before ? { word: before.word, weight: before.weight } : undefined,
          after: { word: row!.word, weight: row!.weight },
        });
        return row!;
      });
      await changed();
      return toTerm(saved);
    },

    async remove(id: number, actor: TermActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(sentimentTerms).where(eq(sentimentTerms.id, id)).returning();
        if (!row) throw new NotFoundError('sentiment.termNotFound', { id });
        await recordAudit(tx, {
          ...audit(actor, 'delete', id),
          before: { word: row.word, weight: row.weight },
        });
      });
      await changed();
    },
  };
}

export type TermsService = Awaited<ReturnType<typeof createTermsService>>;
