/**
 * The news module's public face: articles (demo, feeds, imports), their links to mines and
 * companies, and the figures other modules read (the risk score's negative-news count).
 */
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { registerFieldLabels } from '../../lib/i18n';
import type { MineSnapshots } from '../mine';
import type { TrackRun } from '../scheduler';
import type { SentimentService } from '../sentiment';
import { recordAudit } from '../audit';
import { createFeedRepository } from './feed.repository';
import { createFeedsService, type FeedStore, type FeedsService } from './feeds.service';
import { createNewsRepository, type NegativeArticle } from './news.repository';
import { createAddressGuard } from './feed-address';
import { newsRoutes } from './news.routes';
import { createNewsService, type NewsService } from './news.service';

export type { IncomingArticle, NewsService } from './news.service';
export type { FeedsService } from './feeds.service';
export type { NegativeArticle } from './news.repository';
export { createLinker, type LinkableMine } from './linker';
export { parseFeed, type ParsedFeed } from './feed-parse';
export { decodeFeed } from './feed-charset';
export { articleIdentity } from './news.service';

registerFieldLabels('zh-CN', {
  name: '名称',
  url: '地址',
  enabled: '启用',
  word: '词语',
  polarity: '极性',
  strength: '强度',
  title: '标题',
  html: '正文 HTML',
  text: '正文',
  publishedAt: '发布时间',
  dateFrom: '开始日期',
  dateTo: '结束日期',
});
registerFieldLabels('en-US', {
  name: 'name',
  url: 'address',
  enabled: 'enabled',
  word: 'word',
  polarity: 'polarity',
  strength: 'strength',
  title: 'title',
  html: 'HTML body',
  text: 'text',
  publishedAt: 'publication date',
  dateFrom: 'start date',
  dateTo: 'end date',
});

export interface News {
  service: NewsService;
  feeds: FeedsService;
  afterIngest?: (added: number[]) => Promise<void>;
  /** Negative articles per mine over the last `days` days; mines without any are absent. */
  negativeArticleCounts(mineIds: number[], days: number): Promise<Map<number, number>>;
  /** How many articles are stored: the demo seed adds its own only to none. */
  articleCount(): Promise<number>;
  /** Each negative article about each of the mines published since then, for their followers. */
  negativeArticles(mineIds: number[], since: Date): Promise<NegativeArticle[]>;
}

export async function createNews({
  db,
  snapshots,
  sentiment,
  bus,
  afterIngest,
  feedAllowHosts = [],
  log,
  track,
}: {
  db: Db;
  snapshots: MineSnapshots;
  sentiment: SentimentService;
  bus: ChangeBus;
  /** Called with the articles a feed run or an import added (the alert job). */
  afterIngest?: (added: number[]) => Promise<void>;
  /** FEED_ALLOW_HOSTS: internal hosts and ranges feeds may reach. */
  feedAllowHosts?: readonly string[];
  log?: { warn(object: unknown, message: string): void };
  /** Records the feed runs with the scheduler's jobs (`news.feed`, `news.feeds`). */
  track?: TrackRun;
}): Promise<News> {
  const repo = createNewsRepository(db);
  const service = await createNewsService({
    news: repo,
    transaction: (work) => db.transaction((tx) => work(createNewsRepository(tx))),
    snapshots,
    sentiment,
    bus,
  });
  const feedStore = (executor: Executor): FeedStore => ({
    feeds: createFeedRepository(executor),
    audit: (entry) => recordAudit(executor, entry),
  });
  const feeds = createFeedsService({
    store: feedStore(db),
    transaction: (work) => db.transaction((tx) => work(feedStore(tx))),
    news: service,
    afterRun: afterIngest,
    guard: createAddressGuard(feedAllowHosts),
    log,
    track,
  });
  return {
    service,
    feeds,
    afterIngest,
    negativeArticleCounts: (mineIds, days) => service.negativeArticleCounts(mineIds, days),
    articleCount: () => repo.countAll(),
    negativeArticles: (mineIds, since) => service.negativeArticles(mineIds, since),
  };
}

/** Industry news: /trends list, article detail, the sentiment dashboard, a mine's news, feeds. */
/** The publication time of the newest article (the metrics' data freshness); null while there is none. */
export function newestArticleAt(db: Executor): Promise<Date | null> {
  return createNewsRepository(db).newestPublishedAt();
}

export async function newsModule(app: FastifyInstance, { news }: { news: News }) {
  await app.register(newsRoutes, { news: news.service, feeds: news.feeds, afterIngest: news.afterIngest });
}
