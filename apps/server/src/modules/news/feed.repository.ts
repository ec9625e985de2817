import type { FeedBody, FeedPatchBody } from '@coal/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { newsFeeds } from '../../db/schema';

export type FeedRow = typeof newsFeeds.$inferSelect;
/** What a run writes on its feed: when it ran, and how it went. */
export type FeedOutcome = Partial<
  Pick<
    FeedRow,
    | 'lastFetchedAt'
    | 'lastSucceededAt'
    | 'lastErrorKind'
    | 'lastError'
    | 'lastSeen'
    | 'lastAdded'
    | 'lastSkipped'
    | 'lastTooLarge'
    | 'lastOverLimit'
    | 'lastRejected'
  >
>;

/** The admins' feeds and the count of articles each one gave. */
export function createFeedRepository(db: Executor) {
  return {
    list(): Promise<FeedRow[]> {
      return db.select().from(newsFeeds).orderBy(newsFeeds.id);
    },

    enabled(): Promise<FeedRow[]> {
      return db.select().from(newsFeeds).where(eq(newsFeeds.enabled, true)).orderBy(newsFeeds.id);
    },

    async findById(id: number): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, id));
      return row;
    },

    async findIdByUrl(url: string): Promise<number | undefined> {
      const [row] = await db.select({ id: newsFeeds.id }).from(newsFeeds).where(eq(newsFeeds.url, url));
      return row?.id;
    },

    /** Stored articles per feed; feeds that gave none are absent. */
    async articleCounts(): Promise<Map<number, number>> {
      const rows = await queryRows<{ feedId: number; n: number }>(
        db,
        sql`select feed_id as "feedId", count(*)::int as n from news_articles where feed_id is not null group by feed_id`,
      );
      return new Map(rows.map((row) => [row.feedId, row.n]));
    },

    async insert(body: FeedBody): Promise<FeedRow> {
      const [row] = await db.insert(newsFeeds).values(body).returning();
      return row!;
    },

    async update(id: number, patch: FeedPatchBody | FeedOutcome): Promise<void> {
      await db.update(newsFeeds).set(patch).where(eq(newsFeeds.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(newsFeeds).where(eq(newsFeeds.id, id));
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
