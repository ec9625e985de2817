import type { FeedbackEntryKind, FeedbackKind, FeedbackStatus } from '@coal/contracts';
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedbackEntries, feedbackThreads, users } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

export type ThreadInsert = typeof feedbackThreads.$inferInsert;
export type EntryInsert = typeof feedbackEntries.$inferInsert;
export type EntryRow = typeof feedbackEntries.$inferSelect;

/** A thread with its reporter's names and how many entries followed the report. */
export type ThreadRow = typeof feedbackThreads.$inferSelect & {
  userName: string;
  nickName: string;
  replyCount: number;
};

export interface ThreadFilter {
  userId?: number;
  /** Every status but closed. */
  active?: boolean;
  status?: FeedbackStatus;
  kind?: FeedbackKind;
  mineId?: number;
  mineName?: string;
}

const replyCount = sql<number>`(select count(*)::int from ${feedbackEntries} where ${feedbackEntries.threadId} = ${feedbackThreads.id})`;

const threadColumns = {
  id: feedbackThreads.id,
  userId: feedbackThreads.userId,
  mineId: feedbackThreads.mineId,
  mineName: feedbackThreads.mineName,
  subsection: feedbackThreads.subsection,
  kind: feedbackThreads.kind,
  status: feedbackThreads.status,
  text: feedbackThreads.text,
  snapshot: feedbackThreads.snapshot,
  correctionNote: feedbackThreads.correctionNote,
  createdAt: feedbackThreads.createdAt,
  updatedAt: feedbackThreads.updatedAt,
  userName: users.userName,
  nickName: users.nickName,
  replyCount,
};

function whereOf(filter: ThreadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(feedbackThreads.userId, filter.userId),
    filter.active ? ne(feedbackThreads.status, 'closed') : undefined,
    filter.status ? eq(feedbackThreads.status, filter.status) : undefined,
    filter.kind ? eq(feedbackThreads.kind, filter.kind) : undefined,
    filter.mineId === undefined ? undefined : eq(feedbackThreads.mineId, filter.mineId),
    filter.mineName ? ilike(feedbackThreads.mineName, `%${escapeLike(filter.mineName)}%`) : undefined,
  ];
  return and(...conditions);
}

export function createFeedbackRepository(db: Executor) {
  return {
    async insertThread(row: ThreadInsert): Promise<number> {
      const [created] = await db.insert(feedbackThreads).values(row).returning({ id: feedbackThreads.id });
      return created!.id;
    },

    async findThread(id: number): Promise<ThreadRow | undefined> {
      const [row] = await db
        .select(threadColumns)
        .from(feedbackThreads)
        .innerJoin(users, eq(users.id, feedbackThreads.userId))
        .where(eq(feedbackThreads.id, id));
      return row;
    },

    /** Holds the thread's row until the transaction ends, so two admins' actions apply one after the other. */
    async lockThread(id: number): Promise<{ status: string; userId: number } | undefined> {
      const [row] = await db
        .select({ status: feedbackThreads.status, userId: feedbackThreads.userId })
        .from(feedbackThreads)
        .where(eq(feedbackThreads.id, id))
        .for('update');
      return row;
    },

    async updateThread(
      id: number,
      patch: { status: FeedbackStatus; correctionNote?: string },
    ): Promise<void> {
      await db
        .update(feedbackThreads)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(feedbackThreads.id, id));
    },

    async insertEntry(row: EntryInsert & { kind: FeedbackEntryKind }): Promise<EntryRow> {
      const [created] = await db.insert(feedbackEntries).values(row).returning();
      return created!;
    },

    entriesOf(threadId: number): Promise<EntryRow[]> {
      return db
        .select()
        .from(feedbackEntries)
        .where(eq(feedbackEntries.threadId, threadId))
        .orderBy(asc(feedbackEntries.id));
    },

    /** One page of threads, latest activity first. */
    async list(
      filter: ThreadFilter,
      page: { pageNum: number; pageSize: number },
    ): Promise<{ rows: ThreadRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(threadColumns)
          .from(feedbackThreads)
          .innerJoin(users, eq(users.id, feedbackThreads.userId))
          .where(where)
          .orderBy(desc(feedbackThreads.updatedAt), desc(feedbackThreads.id))
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize),
        db.select({ total: count() }).from(feedbackThreads).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
