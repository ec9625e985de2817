import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sentimentTerms } from '../../db/schema';

export type TermRow = typeof sentimentTerms.$inferSelect;

/** The admins' lexicon: one weighted term per word. */
export function createTermsRepository(db: Executor) {
  return {
    /** Every term, by word. */
    list(): Promise<TermRow[]> {
      return db.select().from(sentimentTerms).orderBy(sentimentTerms.word);
    },

    async findByWord(word: string): Promise<TermRow | undefined> {
      const [row] = await db.select().from(sentimentTerms).where(eq(sentimentTerms.word, word));
      return row;
    },

    /** Adds the word, or sets its weight when it is already there. */
    async save(word: string, weight: number, updatedBy: string): Promise<TermRow> {
      const [row] = await db
        .insert(sentimentTerms)
        .values({ word, weight, updatedBy })
        .onConflictDoUpdate({
          target: sentimentTerms.word,
          set: { weight, updatedBy, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    async remove(id: number): Promise<TermRow | undefined> {
      const [row] = await db.delete(sentimentTerms).where(eq(sentimentTerms.id, id)).returning();
      return row;
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
