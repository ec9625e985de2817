import { FEED_ERROR_KINDS, type FeedBody, type FeedPatchBody, type NewsFeed } from '@coal/contracts';
import { Cron } from 'croner';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { newsFeeds } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import type { AuthContext } from '../../types';
import { recordAudit } from '../audit';
import type { AddressGuard } from './feed-address';
import { fetchFeed } from './feed-fetcher';
import { withinLimits } from './feed-limits';
import type { NewsService } from './news.service';

type FeedRow = typeof newsFeeds.$inferSelect;

export interface FeedActor {
  auth: AuthContext;
  ip: string;
  requestId: string;
}

export interface FeedsServiceDeps {
  db: Db;
  news: Pick<NewsService, 'ingest'>;
  /** Called with the ids of the articles a run added (the alert job reads them). */
  afterRun?: (added: number[]) => Promise<void>;
  /** What a feed may connect to (public addresses and FEED_ALLOW_HOSTS). */
  guard: AddressGuard;
  log?: { warn(object: unknown, message: string): void };
}

const KNOWN_KINDS = new Set<string>(FEED_ERROR_KINDS);

/**
 * Admins' RSS/Atom feeds: fetched on a schedule (when enabled) and on demand. Each run records its
 * outcome on the feed; a feed that fails keeps every article it gave before and never stops the others.
 */
export function createFeedsService({ db, news, afterRun, guard, log }: FeedsServiceDeps) {
  const running = new Set<number>();
  let job: Cron | undefined;

  async function articleCounts(): Promise<Map<number, number>> {
    const rows = await queryRows<{ feedId: number; n: number }>(
      db,
      sql`select feed_id as "feedId", count(*)::int as n from news_articles where feed_id is not null group by feed_id`,
    );
    return new Map(rows.map((row) => [row.feedId, row.n]));
  }

  const toFeed = (row: FeedRow, articles: number): NewsFeed => ({
    id: row.id,
    name: row.name,
    url: row.url,
    enabled: row.enabled,
    lastFetchedAt: formatDateTime(row.lastFetchedAt),
    lastSucceededAt: formatDateTime(row.lastSucceededAt),
    lastErrorKind: KNOWN_KINDS.has(row.lastErrorKind) ? (row.lastErrorKind as NewsFeed['lastErrorKind']) : '',
    lastError: row.lastError,
    lastSeen: row.lastSeen,
    lastAdded: row.lastAdded,
    lastSkipped: row.lastSkipped,
    lastTooLarge: row.lastTooLarge,
    lastOverLimit: row.lastOverLimit,
    articles,
  });

  async function find(id: number): Promise<FeedRow> {
    const [row] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, id));
    if (!row) throw new NotFoundError('news.feedNotFound', { id });
    return row;
  }

  async function one(id: number): Promise<NewsFeed> {
    const row = await find(id);
    return toFeed(row, (await articleCounts()).get(id) ?? 0);
  }

  const audit = (actor: FeedActor, action: 'create' | 'update' | 'delete', id: number) => ({
    userId: actor.auth.userId,
    userName: actor.auth.userName,
    action,
    targetType: 'news_feed',
    targetId: String(id),
    ip: actor.ip,
    requestId: actor.requestId,
  });

  async function urlTaken(url: string, except?: number): Promise<void> {
    const [row] = await db.select({ id: newsFeeds.id }).from(newsFeeds).where(eq(newsFeeds.url, url));
    if (row && row.id !== except) throw new ConflictError('news.feedDuplicate', { url });
  }

  /** Fetches one feed and stores its new items; the outcome, good or bad, is written on the feed. */
  async function runOne(row: FeedRow): Promise<number[]> {
    running.add(row.id);
    const fetchedAt = new Date();
    try {
      const outcome = await fetchFeed(row.url, guard);
      if (!outcome.ok) {
        await db
          .update(newsFeeds)
          .set({ lastFetchedAt: fetchedAt, lastErrorKind: outcome.kind, lastError: outcome.detail })
          .where(eq(newsFeeds.id, row.id));
        return [];
      }
      const { items, tooLarge, overLimit } = withinLimits(outcome.items);
      const { added, skipped } = await news.ingest(
        items.map((item) => ({
          ...item,
          // An item without a date is dated when it was first seen.
          publishedAt: item.publishedAt ?? fetchedAt,
          source: row.name,
          feedId: row.id,
        })),
      );
      await db
        .update(newsFeeds)
        .set({
          lastFetchedAt: fetchedAt,
          lastSucceededAt: fetchedAt,
          lastErrorKind: '',
          lastError: '',
          lastSeen: outcome.items.length,
          lastAdded: added.length,
          lastSkipped: skipped,
          lastTooLarge: tooLarge,
          lastOverLimit: overLimit,
        })
        .where(eq(newsFeeds.id, row.id));
      return added;
    } catch (error) {
      // Storing failed (the items stay unread): recorded on the feed, the other feeds go on.
      log?.warn({ err: error, feedId: row.id }, 'feed run failed');
      await db
        .update(newsFeeds)
        // The database's words may quote the items: the log has them, the feed a neutral note.
        .set({ lastFetchedAt: fetchedAt, lastErrorKind: 'malformed', lastError: 'could not store the items' })
        .where(eq(newsFeeds.id, row.id));
      return [];
    } finally {
      running.delete(row.id);
    }
  }

  async function runAll(): Promise<NewsFeed[]> {
    const rows = await db.select().from(newsFeeds).where(eq(newsFeeds.enabled, true)).orderBy(newsFeeds.id);
    const added: number[] = [];
    for (const row of rows) {
      if (running.has(row.id)) continue;
      added.push(...(await runOne(row)));
    }
    if (added.length) await afterRun?.(added);
    return list();
  }

  async function list(): Promise<NewsFeed[]> {
    const [rows, counts] = await Promise.all([
      db.select().from(newsFeeds).orderBy(newsFeeds.id),
      articleCounts(),
    ]);
    return rows.map((row) => toFeed(row, counts.get(row.id) ?? 0));
  }

  return {
    list,

    async add(body: FeedBody, actor: FeedActor): Promise<NewsFeed> {
      await urlTaken(body.url);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(newsFeeds).values(body).returning();
        await recordAudit(tx, { ...audit(actor, 'create', row!.id), after: body });
        return row!;
      });
      return toFeed(created, 0);
    },

    async update(id: number, patch: FeedPatchBody, actor: FeedActor): Promise<NewsFeed> {
      const before = await find(id);
      if (patch.url) await urlTaken(patch.url, id);
      await db.transaction(async (tx) => {
        await tx.update(newsFeeds).set(patch).where(eq(newsFeeds.id, id));
        await recordAudit(tx, {
          ...audit(actor, 'update', id),
          before: { name: before.name, url: before.url, enabled: before.enabled },
          after: patch,
        });
      });
      return one(id);
    },

    /** Removes the feed; its articles stay (their feed becomes unknown). */
    async remove(id: number, actor: FeedActor): Promise<void> {
      const before = await find(id);
      await db.transaction(async (tx) => {
        await tx.delete(newsFeeds).where(eq(newsFeeds.id, id));
        await recordAudit(tx, {
          ...audit(actor, 'delete', id),
          before: { name: before.name, url: before.url, enabled: before.enabled },
        });
      });
    },

    /** Fetches one feed now, enabled or not. */
    async run(id: number): Promise<NewsFeed> {
      const row = await find(id);
      if (running.has(id)) throw new ConflictError('news.feedBusy', { id });
      const added = await runOne(row);
      if (added.length) await afterRun?.(added);
      return one(id);
    },

    runAll,

    /** Fetches every enabled feed on the cron pattern (Asia/Shanghai); a run still going is not overlapped. */
    schedule(pattern: string): void {
      job?.stop();
      job = new Cron(pattern, { timezone: 'Asia/Shanghai', protect: true }, async () => {
        try {
          await runAll();
        } catch (error) {
          log?.warn({ err: error }, 'scheduled feed run failed');
        }
      });
    },

    stop(): void {
      job?.stop();
      job = undefined;
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
