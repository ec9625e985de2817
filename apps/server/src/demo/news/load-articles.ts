import type { Database } from '../../db/client';
import { ChangeBus } from '../../lib/change-bus';
import { shanghaiDate } from '../../lib/time';
import { createMineRepository, createMineSnapshots, type MineRepository } from '../../modules/mine';
import { createNews, type News, type NewsService } from '../../modules/news';
import { createSentimentService } from '../../modules/sentiment';
import { type DemoArticle, generateDemoArticles } from './articles';
import { readProfiles } from './profiles';

/**
 * Loads the demo articles (示例) after the demo mines: when no article is stored yet and the mines
 * are sample data, items written from those mines' profiles go in through the news module like any
 * other. Concurrent servers may both try: content hashes keep each item once.
 */
export async function loadDemoNewsIfEmpty(
  news: Pick<News, 'service' | 'articleCount'>,
  {
    records,
    referenceDate = shanghaiDate(),
    articles,
  }: { records: Pick<MineRepository, 'childRows'>; referenceDate?: string; articles?: number },
): Promise<number> {
  if ((await news.articleCount()) > 0) return 0;
  const mines = news.service.mines().filter((mine) => mine.isSample);
  if (mines.length === 0) return 0;
  const profiles = await readProfiles(records, mines);
  let added = await ingestDemo(
    news.service,
    generateDemoArticles(profiles, { referenceDate, count: articles }),
  );
  // A large seed (--articles) repeats itself: items equal to one stored are dropped by their content hash,
  // so further rounds, each from another seed, fill up to the count asked for.
  for (let seed = 16; articles !== undefined && added < articles && seed < 36; seed++) {
    const more = await ingestDemo(
      news.service,
      generateDemoArticles(profiles, { referenceDate, count: articles - added, seed }),
    );
    if (more === 0) break;
    added += more;
  }
  return added;
}

async function ingestDemo(news: Pick<NewsService, 'ingest'>, generated: DemoArticle[]): Promise<number> {
  let added = 0;
  // In batches, so that a large seed neither holds one huge transaction nor the event loop.
  for (let i = 0; i < generated.length; i += 500) {
    const batch = generated.slice(i, i + 500).map((item) => ({
      title: item.title,
      text: item.paragraphs.join('\n'),
      source: item.source,
      author: item.author,
      publishedAt: item.publishedAt,
      summary: item.summary,
      sample: true,
    }));
    added += (await news.ingest(batch)).added.length;
  }
  return added;
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
  const records = createMineRepository(database.db);
  const snapshots = await createMineSnapshots({ mines: records, bus });
  const news = await createNews({ db: database.db, snapshots, sentiment: createSentimentService(), bus });
  return loadDemoNewsIfEmpty(news, { records, articles, referenceDate });
}
