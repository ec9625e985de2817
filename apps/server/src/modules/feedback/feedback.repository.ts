import {
  FEEDBACK_STATUSES,
  type FeedbackEntryKind,
  type FeedbackKind,
  type FeedbackSortColumn,
  type FeedbackStatus,
} from '@coal/contracts';
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderOf } from '../../db/list-order';
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

/** How the admins' list is ordered: a column and direction, or the latest activity first. */
export interface ThreadOrder {
  orderByColumn?: FeedbackSortColumn;
  isAsc?: string;
}

/** Statuses sort in the order a thread goes through them, not alphabetically. */
const statusRank = sql`case ${feedbackThreads.status} ${sql.join(
  FEEDBACK_STATUSES.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(FEEDBACK_STATUSES.length))} end`;

const SORT: Record<FeedbackSortColumn, Parameters<typeof orderOf>[0]> = {
  id: feedbackThreads.id,
  mineName: feedbackThreads.mineName,
  kind: feedbackThreads.kind,
  status: statusRank,
  // The list shows the reporter's name, or the account where there is none.
  reporter: sql`coalesce(nullif(${users.nickName}, ''), ${users.userName})`,
  updateTime: feedbackThreads.updatedAt,
};

function orderByOf({ orderByColumn, isAsc }: ThreadOrder): SQL[] {
  if (!orderByColumn) return [desc(feedbackThreads.updatedAt), desc(feedbackThreads.id)];
  // The id breaks ties, so pages neither repeat nor skip a thread.
  return [orderOf(SORT[orderByColumn], isAsc), orderOf(feedbackThreads.id, isAsc)];
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

    /** One page of threads (or every one, up to the limit, for an export), latest activity first unless sorted. */
    async list(
      filter: ThreadFilter,
      page: { limit: number; offset: number },
      order: ThreadOrder = {},
    ): Promise<{ rows: ThreadRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(threadColumns)
          .from(feedbackThreads)
          .innerJoin(users, eq(users.id, feedbackThreads.userId))
          .where(where)
          .orderBy(...orderByOf(order))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(feedbackThreads).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
