/**
 * The news module's public face: articles (demo, feeds, imports), their links to mines and
 * companies, and the figures other modules read (the risk score's negative-news count).
 */
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client';
import { ChangeBus } from '../../lib/change-bus';
import { registerFieldLabels } from '../../lib/i18n';
import { createMineRepository, createMineSnapshots, type MineSnapshots } from '../mine';
import { createSentimentService, type SentimentService } from '../sentiment';
import { loadDemoNewsIfEmpty } from './demo-news';
import { createAddressGuard } from './feed-address';
import { createFeedsService, type FeedsService } from './feeds.service';
import { createNewsRepository } from './news.repository';
import { newsRoutes } from './news.routes';
import { createNewsService, type NewsService } from './news.service';

export type { IncomingArticle, NewsService } from './news.service';
export type { FeedsService } from './feeds.service';
export { generateDemoArticles, type DemoArticle } from './demo-articles';

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
  /** Demo articles for the demo mines, when no article is stored yet. */
  loadDemoIfEmpty(options?: { referenceDate?: string; articles?: number }): Promise<number>;
}

export async function createNews({
  db,
  snapshots,
  sentiment,
  bus,
  afterIngest,
  feedAllowHosts = [],
  log,
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
}): Promise<News> {
  const repo = createNewsRepository(db);
  const service = await createNewsService({
    news: repo,
    transaction: (work) => db.transaction((tx) => work(createNewsRepository(tx))),
    snapshots,
    sentiment,
    bus,
  });
  const feeds = createFeedsService({
    db,
    news: service,
    afterRun: afterIngest,
    guard: createAddressGuard(feedAllowHosts),
    log,
  });
  return {
    service,
    feeds,
    afterIngest,
    negativeArticleCounts: (mineIds, days) => service.negativeArticleCounts(mineIds, days),
    loadDemoIfEmpty: (options) => loadDemoNewsIfEmpty(service, () => repo.countAll(), options),
  };
}

/**
 * `db:seed -- --articles N`: N demo articles (示例) about the stored demo mines, scored and linked like
 * any other, when no article is stored yet. The speed figures of /trends at 50,000 articles use it.
 */
export async function seedDemoArticles(
  database: Database,
  { articles, referenceDate }: { articles: number; referenceDate?: string },
): Promise<number> {
  const bus = await ChangeBus.connect(database);
  const snapshots = await createMineSnapshots({ mines: createMineRepository(database.db), bus });
  const news = await createNews({ db: database.db, snapshots, sentiment: createSentimentService(), bus });
  return news.loadDemoIfEmpty({ articles, referenceDate });
}

/** Industry news: /trends list, article detail, the sentiment dashboard, a mine's news, feeds. */
export async function newsModule(app: FastifyInstance, { news }: { news: News }) {
  await app.register(newsRoutes, { news: news.service, feeds: news.feeds, afterIngest: news.afterIngest });
}
