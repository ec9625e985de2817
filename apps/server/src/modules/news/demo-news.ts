import { shanghaiDate } from '../../lib/time';
import { type DemoArticle, generateDemoArticles } from './demo-articles';
import type { NewsService } from './news.service';

/**
 * Loads the demo articles (示例) after the demo mines: when no article is stored yet and the mines
 * are sample data, items written about those mines are generated and stored like any other.
 * Concurrent servers may both try: content hashes keep each item once.
 */
export async function loadDemoNewsIfEmpty(
  news: Pick<NewsService, 'ingest' | 'mines'>,
  count: () => Promise<number>,
  { referenceDate = shanghaiDate(), articles }: { referenceDate?: string; articles?: number } = {},
): Promise<number> {
  if ((await count()) > 0) return 0;
  const mines = news.mines().filter((mine) => mine.isSample);
  if (mines.length === 0) return 0;
  let added = await ingestDemo(news, generateDemoArticles(mines, { referenceDate, count: articles }));
  // A large seed (--articles) repeats itself: items equal to one stored are dropped by their content hash,
  // so further rounds, each from another seed, fill up to the count asked for.
  for (let seed = 16; articles !== undefined && added < articles && seed < 36; seed++) {
    const more = await ingestDemo(
      news,
      generateDemoArticles(mines, { referenceDate, count: articles - added, seed }),
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
