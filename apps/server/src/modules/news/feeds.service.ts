import {
  FEED_ERROR_KINDS,
  FEED_ITEM_REJECTIONS,
  type FeedBody,
  type FeedPatchBody,
  type NewsFeed,
} from '@coal/contracts';
import type { Actor } from '../../lib/actor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { type AuditEntry, auditEntry } from '../audit';
import type { AddressGuard } from './feed-address';
import { fetchFeed } from './feed-fetcher';
import { withinLimits } from './feed-limits';
import type { FeedRepository, FeedRow } from './feed.repository';
import type { TrackRun } from '../scheduler';
import type { NewsService } from './news.service';

/** What a feed edit writes, bound to the database or to one transaction. */
export interface FeedStore {
  feeds: FeedRepository;
  audit(entry: AuditEntry): Promise<void>;
}

export interface FeedsServiceDeps {
  store: FeedStore;
  transaction: <T>(work: (store: FeedStore) => Promise<T>) => Promise<T>;
  news: Pick<NewsService, 'ingest'>;
  /** Called with the ids of the articles a run added (the alert job reads them). */
  afterRun?: (added: number[]) => Promise<void>;
  /** What a feed may connect to (public addresses and FEED_ALLOW_HOSTS). */
  guard: AddressGuard;
  log?: { warn(object: unknown, message: string): void };
  /** Records each feed's fetch as a run of the `news.feed` job (the metrics and the monitor). */
  track?: TrackRun;
}

/** A feed's fetch that failed, already written on the feed; its message is the job's error line. */
class FeedRunError extends Error {}

const KNOWN_KINDS = new Set<string>(FEED_ERROR_KINDS);

/**
 * Admins' RSS/Atom feeds: fetched on a schedule (when enabled) and on demand. Each run records its
 * outcome on the feed; a feed that fails keeps every article it gave before and never stops the others.
 */
export function createFeedsService({
  store,
  transaction,
  news,
  afterRun,
  guard,
  log,
  track = (_job, work) => work(),
}: FeedsServiceDeps) {
  const { feeds } = store;
  const running = new Set<number>();

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
    lastRejected: FEED_ITEM_REJECTIONS.flatMap((reason) =>
      row.lastRejected[reason] ? [{ reason, count: row.lastRejected[reason] }] : [],
    ),
    articles,
  });

  async function find(id: number): Promise<FeedRow> {
    const row = await feeds.findById(id);
    if (!row) throw new NotFoundError('news.feedNotFound', { id });
    return row;
  }

  async function one(id: number): Promise<NewsFeed> {
    const row = await find(id);
    return toFeed(row, (await feeds.articleCounts()).get(id) ?? 0);
  }

  const target = (id: number) => ({ type: 'news_feed', id });

  async function urlTaken(url: string, except?: number): Promise<void> {
    const taken = await feeds.findIdByUrl(url);
    if (taken !== undefined && taken !== except) throw new ConflictError('news.feedDuplicate', { url });
  }

  /** Fetches one feed and stores its new items; the outcome, good or bad, is written on the feed. */
  async function fetchInto(row: FeedRow): Promise<number[]> {
    const fetchedAt = new Date();
    try {
      const outcome = await fetchFeed(row.url, guard);
      if (!outcome.ok) {
        await feeds.update(row.id, {
          lastFetchedAt: fetchedAt,
          lastErrorKind: outcome.kind,
          lastError: outcome.detail,
        });
        throw new FeedRunError(`${outcome.kind}: ${outcome.detail}`);
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
      await feeds.update(row.id, {
        lastFetchedAt: fetchedAt,
        lastSucceededAt: fetchedAt,
        lastErrorKind: '',
        lastError: '',
        lastSeen: outcome.items.length,
        lastAdded: added.length,
        lastSkipped: skipped,
        lastTooLarge: tooLarge,
        lastOverLimit: overLimit,
        lastRejected: outcome.rejected,
      });
      return added;
    } catch (error) {
      if (error instanceof FeedRunError) throw error;
      // Storing failed (the items stay unread): recorded on the feed, the other feeds go on.
      log?.warn({ err: error, feedId: row.id }, 'feed run failed');
      // The database's words may quote the items: the log has them, the feed and the job a neutral note.
      await feeds.update(row.id, {
        lastFetchedAt: fetchedAt,
        lastErrorKind: 'malformed',
        lastError: 'could not store the items',
      });
      throw new FeedRunError('could not store the items');
    }
  }

  /** One feed's fetch, counted as a run of `news.feed`: a feed that cannot be read is that run's failure. */
  async function runOne(row: FeedRow): Promise<number[]> {
    running.add(row.id);
    try {
      return await track('news.feed', () => fetchInto(row));
    } catch {
      // Written on the feed (or, with the database away, in the log); the other feeds go on.
      return [];
    } finally {
      running.delete(row.id);
    }
  }

  async function runAll(): Promise<NewsFeed[]> {
    const rows = await feeds.enabled();
    const added: number[] = [];
    for (const row of rows) {
      if (running.has(row.id)) continue;
      added.push(...(await runOne(row)));
    }
    if (added.length) await afterRun?.(added);
    return list();
  }

  async function list(): Promise<NewsFeed[]> {
    const [rows, counts] = await Promise.all([feeds.list(), feeds.articleCounts()]);
    return rows.map((row) => toFeed(row, counts.get(row.id) ?? 0));
  }

  return {
    list,

    async add(body: FeedBody, actor: Actor): Promise<NewsFeed> {
      await urlTaken(body.url);
      const created = await transaction(async (tx) => {
        const row = await tx.feeds.insert(body);
        await tx.audit(auditEntry(actor, 'create', target(row.id), { after: body }));
        return row;
      });
      return toFeed(created, 0);
    },

    async update(id: number, patch: FeedPatchBody, actor: Actor): Promise<NewsFeed> {
      const before = await find(id);
      if (patch.url) await urlTaken(patch.url, id);
      await transaction(async (tx) => {
        await tx.feeds.update(id, patch);
        await tx.audit(
          auditEntry(actor, 'update', target(id), {
            before: { name: before.name, url: before.url, enabled: before.enabled },
            after: patch,
          }),
        );
      });
      return one(id);
    },

    /** Removes the feed; its articles stay (their feed becomes unknown). */
    async remove(id: number, actor: Actor): Promise<void> {
      const before = await find(id);
      await transaction(async (tx) => {
        await tx.feeds.remove(id);
        await tx.audit(
          auditEntry(actor, 'delete', target(id), {
            before: { name: before.name, url: before.url, enabled: before.enabled },
          }),
        );
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

    /** Every enabled feed, as the timed `news.feeds` job fetches them. */
    runAll,

    /** An admin's "fetch all now": a run of `news.feeds` outside its timetable, recorded like a timed one. */
    runAllNow: () => track('news.feeds', runAll),
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
