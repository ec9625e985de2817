import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';

export type { LocalizedText } from '../../db/schema';
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

export function createMessageRepository(db: Executor) {
  return {
    list(userId: number, type?: string): Promise<MessageRow[]> {
      const where = type
        ? and(eq(messages.userId, userId), eq(messages.type, type))
        : eq(messages.userId, userId);
      return db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(200);
    },

    /** Marks only the caller's own messages and returns their ids; other users' messages stay as they are. */
    async markRead(userId: number, ids: number[]): Promise<number[]> {
      const rows = await db
        .update(messages)
        .set({ status: 1 })
        .where(and(eq(messages.userId, userId), inArray(messages.id, ids)))
        .returning({ id: messages.id });
      return rows.map((r) => r.id);
    },

    async insert(rows: NewMessage[]): Promise<void> {
      if (rows.length) await db.insert(messages).values(rows);
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
