/**
 * The news module's public face: articles (demo, feeds, imports), their links to mines and
 * companies, and the figures other modules read (the risk score's negative-news count).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import type { MineSnapshots } from '../mine';
import type { SentimentService } from '../sentiment';
import { loadDemoNewsIfEmpty } from './demo-news';
import { createNewsRepository } from './news.repository';
import { newsRoutes } from './news.routes';
import { createNewsService, type NewsService } from './news.service';

export type { IncomingArticle, NewsService } from './news.service';
export { generateDemoArticles, type DemoArticle } from './demo-articles';

export interface News {
  service: NewsService;
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
}: {
  db: Db;
  snapshots: MineSnapshots;
  sentiment: SentimentService;
  bus: ChangeBus;
}): Promise<News> {
  const repo = createNewsRepository(db);
  const service = await createNewsService({
    news: repo,
    transaction: (work) => db.transaction((tx) => work(createNewsRepository(tx))),
    snapshots,
    sentiment,
    bus,
  });
  return {
    service,
    negativeArticleCounts: (mineIds, days) => service.negativeArticleCounts(mineIds, days),
    loadDemoIfEmpty: (options) => loadDemoNewsIfEmpty(service, () => repo.count(), options),
  };
}

/** Industry news: /trends list, article detail, the sentiment dashboard, a mine's news. */
export async function newsModule(app: FastifyInstance, { news }: { news: News }) {
  await app.register(newsRoutes, { news: news.service });
}
