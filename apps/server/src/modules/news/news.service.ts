import { createHash } from 'node:crypto';
import type {
  MineNewsSummary,
  NewsArticle,
  NewsListQuery,
  NewsListRow,
  SentenceSentiment,
  SentimentDashboard,
  SentimentDashboardQuery,
  SentimentLabel,
} from '@coal/contracts';
import type { ChangeBus } from '../../lib/change-bus';
import { NotFoundError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { type CachedJson, JsonCache } from '../../lib/json-cache';
import { okBody } from '../../lib/envelope';
import { formatDateTime, shanghaiDate } from '../../lib/time';
import { yieldToLoop } from '../../lib/yield';
import type { MineRow, MineSnapshot, MineSnapshots } from '../mine';
import type { SentimentResult, SentimentService } from '../sentiment';
import { FilterCounts } from './filter-counts';
import { createLinker, type Linker } from './linker';
import type { ArticleFilter, ListedArticle, NewsRepository } from './news.repository';
import { htmlToText, sanitizeArticleHtml, textToHtml } from './sanitize';
import { storedSentences } from './stored-sentences';
import { sameEvent } from './same-event';
import { cloudWords } from './word-cloud';

const DAY = 86_400_000;
/** Articles prepared at a time, then stored in transactions of a few milliseconds each. */
const INGEST_CHUNK = 20;
const TRANSACTION_MS = 30;
const LABELS: SentimentLabel[] = ['positive', 'neutral', 'negative'];
/** How many related articles an article shows. */
const RELATED = 5;
/** Articles on one event are published within this many days of each other; this many are compared. */
const EVENT_DAYS = 30;
const EVENT_CANDIDATES = 300;
const asLabel = (value: string): SentimentLabel =>
  (LABELS as string[]).includes(value) ? (value as SentimentLabel) : 'neutral';

/** An article as it arrives from a feed, an import or the demo generator. */
export interface IncomingArticle {
  title: string;
  /** HTML (sanitised here) or plain text; one of them. */
  html?: string;
  text?: string;
  url?: string | null;
  /** A feed item's guid or Atom id: the item's identity within its feed. */
  guid?: string;
  source?: string;
  author?: string;
  publishedAt: Date;
  summary?: string;
  feedId?: number | null;
  sample?: boolean;
}

export interface NewsServiceDeps {
  news: NewsRepository;
  /** Runs work in one transaction with a repository bound to it. */
  transaction: <T>(work: (news: NewsRepository) => Promise<T>) => Promise<T>;
  snapshots: MineSnapshots;
  sentiment: Pick<SentimentService, 'scoreArticle' | 'addNames' | 'version' | 'wordWeight'>;
  bus: Pick<ChangeBus, 'on' | 'publish'>;
}

const normalise = (text: string) => text.replace(/\s+/g, '').toLowerCase();
export const contentHash = (title: string, text: string) =>
  createHash('sha256')
    .update(`${normalise(title)}\n${normalise(text)}`)
    .digest('hex');

/**
 * What makes an article itself, hashed: its guid within its feed, else its link and title, else its
 * content. The stored articles' identities were computed the same way when the column was added.
 */
export function articleIdentity(article: {
  guid?: string;
  feedId?: number | null;
  url: string | null;
  title: string;
  contentHash: string;
}): string {
  const key =
    article.guid && article.feedId != null
      ? `guid\n${article.feedId}\n${article.guid}`
      : article.url
        ? `link\n${article.url}\n${article.title}`
        : `hash\n${article.contentHash}`;
  return createHash('sha256').update(key).digest('hex');
}

/** Start of a calendar day in Asia/Shanghai, and its end. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999+08:00`);

export async function createNewsService({ news, transaction, snapshots, sentiment, bus }: NewsServiceDeps) {
  let snapshot: MineSnapshot = await snapshots.current();
  let linker: Linker;
  let companyNames = new Map<number, string>();
  let companyMines = new Map<number, number[]>();

  function rebuild(next: MineSnapshot): void {
    snapshot = next;
    linker = createLinker(next.rows);
    const names = new Map<number, string>();
    const minesOf = new Map<number, number[]>();
    for (const row of next.rows) {
      if (row.companyId === null) continue;
      if (row.company) names.set(row.companyId, row.company);
      minesOf.set(row.companyId, [...(minesOf.get(row.companyId) ?? []), row.id]);
    }
    companyNames = names;
    companyMines = minesOf;
    sentiment.addNames(
      next.rows.flatMap((row) => [row.name, ...row.aliases, ...(row.company ? [row.company] : [])]),
    );
  }
  rebuild(snapshot);
  snapshots.onRebuild(rebuild);

  const dashboards = new JsonCache(4 * 1024 * 1024, 'news.dashboard');
  const totals = new FilterCounts();
  const dropCaches = () => {
    dashboards.clear();
    totals.clear();
  };
  bus.on('news', dropCaches);
  bus.on('mine', dropCaches);

  /** A page of the list and how many match; the count is kept per filter (the page is not). */
  async function listPage(
    filter: ArticleFilter,
    options: { sort: 'time' | 'relevance'; limit: number; offset: number },
  ): Promise<{ rows: ListedArticle[]; total: number }> {
    const [rows, total] = await Promise.all([
      news.page(filter, options),
      totals.through(filter, () => news.count(filter)),
    ]);
    return { rows, total };
  }

  /**
   * Prepares an article: sanitised HTML, plain text, hash, sentiment and links. Its size was bounded
   * before (the import's contract, a feed's limits); other requests get a turn between the steps.
   */
  async function prepare(item: IncomingArticle) {
    const html = item.html !== undefined ? sanitizeArticleHtml(item.html) : textToHtml(item.text ?? '');
    await yieldToLoop();
    const text = item.html !== undefined ? htmlToText(html) : (item.text ?? '').trim();
    const title = item.title.trim();
    await yieldToLoop();
    const scored = await sentiment.scoreArticle({ title, body: text });
    await yieldToLoop();
    const links = linker.link(`${title}\n${text}`);
    const url = item.url || null;
    const hash = contentHash(title, text);
    return {
      article: {
        title,
        source: item.source?.trim() ?? '',
        url,
        author: item.author?.trim() ?? '',
        publishedAt: item.publishedAt,
        summary: (item.summary ? htmlToText(sanitizeArticleHtml(item.summary)) : text).slice(0, 200),
        html,
        text,
        contentHash: hash,
        identity: articleIdentity({ guid: item.guid, feedId: item.feedId, url, title, contentHash: hash }),
        feedId: item.feedId ?? null,
        sample: item.sample ?? false,
      },
      sentiment: {
        score: scored.score,
        label: scored.label,
        sentences: storedSentences(scored.sentences),
        engineVersion: sentiment.version,
      },
      links,
    };
  }

  function refs(links: { articleId: number; mineId: number | null; companyId: number | null }[]) {
    const byArticle = new Map<number, Pick<NewsListRow, 'mines' | 'companies'>>();
    for (const link of links) {
      const entry = byArticle.get(link.articleId) ?? { mines: [], companies: [] };
      const mine = link.mineId !== null ? snapshot.byId.get(link.mineId) : undefined;
      if (mine) entry.mines.push({ mineId: mine.id, mineName: mine.name });
      const companyName = link.companyId !== null ? companyNames.get(link.companyId) : undefined;
      if (companyName && link.companyId !== null)
        entry.companies.push({ companyId: link.companyId, companyName });
      byArticle.set(link.articleId, entry);
    }
    return byArticle;
  }

  async function toRows(listed: ListedArticle[]): Promise<NewsListRow[]> {
    const byArticle = refs(await news.linksOf(listed.map((row) => row.id)));
    return listed.map((row) => ({
      id: row.id,
      title: row.title,
      source: row.source,
      // A link stored before links were checked is shown only when it is http(s).
      url: row.url && /^https?:\/\//i.test(row.url) ? row.url : null,
      publishedAt: formatDateTime(row.publishedAt),
      summary: row.summary,
      sentimentScore: row.sentimentScore,
      sentimentLabel: asLabel(row.sentimentLabel),
      sample: row.sample,
      mines: byArticle.get(row.id)?.mines ?? [],
      companies: byArticle.get(row.id)?.companies ?? [],
    }));
  }

  /** The list filters with prefecture and company turned into the ids the links hold. */
  function filterOf(query: Partial<NewsListQuery>): ArticleFilter {
    const filter: ArticleFilter = {
      keyword: query.keyword || undefined,
      from: query.dateFrom ? dayStart(query.dateFrom) : undefined,
      until: query.dateTo ? dayEnd(query.dateTo) : undefined,
      label: query.sentiment,
      source: query.source || undefined,
    };
    let mineIds: number[] | undefined;
    if (query.prefecture) {
      mineIds = snapshot.rows
        .filter((row) => row.prefectureCode === query.prefecture || row.prefecture === query.prefecture)
        .map((row) => row.id);
    }
    if (query.mineId) mineIds = mineIds ? mineIds.filter((id) => id === query.mineId) : [query.mineId];
    if (query.companyId) {
      const ofCompany = companyMines.get(query.companyId) ?? [];
      if (mineIds) {
        // Both given: mines of the prefecture (or the one mine) that belong to the company.
        mineIds = mineIds.filter((id) => ofCompany.includes(id));
      } else {
        filter.companyIds = [query.companyId];
        mineIds = ofCompany;
      }
    }
    if (mineIds) filter.mineIds = mineIds;
    return filter;
  }

  /** Articles on the same mines and companies, then, to fill the list, those on the same event. */
  async function relatedTo(article: { id: number; title: string }, limit: number): Promise<ListedArticle[]> {
    const linked = await news.related(article.id, limit);
    if (linked.length >= limit) return linked;
    const taken = new Set(linked.map((other) => other.id));
    const around = await news.near(article.id, EVENT_DAYS, EVENT_CANDIDATES);
    const events = sameEvent(article, around).filter((other) => !taken.has(other.id));
    return [...linked, ...events].slice(0, limit);
  }

  async function dashboard(query: SentimentDashboardQuery): Promise<SentimentDashboard> {
    const dateTo = query.dateTo ?? shanghaiDate();
    const dateFrom = query.dateFrom ?? shanghaiDate(new Date(dayStart(dateTo).getTime() - 364 * DAY));
    const filter = { from: dayStart(dateFrom), until: dayEnd(dateTo) };
    const days = { from: dateFrom, to: dateTo };
    const [counts, timeline, linked, words, latest] = await Promise.all([
      news.labelsOfDays(days),
      news.timeline(days, query.granularity),
      news.linkedLabels(filter),
      news.words(days, 240),
      news.page({ ...filter, label: 'negative' }, { sort: 'time', limit: 6, offset: 0 }),
    ]);

    const periods = new Map<string, Record<SentimentLabel, number>>();
    for (const { period, label, n } of timeline) {
      const entry = periods.get(period) ?? { positive: 0, neutral: 0, negative: 0 };
      entry[asLabel(label)] += n;
      periods.set(period, entry);
    }

    // Each article counts once per prefecture, mine and company, however many links lead there.
    const seen = new Set<string>();
    const prefectures = new Map<string, { prefecture: string } & Record<SentimentLabel, number>>();
    const ranks = { mine: new Map<number, RankAcc>(), company: new Map<number, RankAcc>() };
    const count = (kind: 'mine' | 'company', id: number, label: string, score: number, articleId: number) => {
      const key = `${kind}:${id}:${articleId}`;
      if (seen.has(key)) return;
      seen.add(key);
      const acc = ranks[kind].get(id) ?? { negative: 0, total: 0, sum: 0 };
      acc.total += 1;
      acc.sum += score;
      if (label === 'negative') acc.negative += 1;
      ranks[kind].set(id, acc);
    };
    for (const link of linked) {
      const mine = link.mineId !== null ? snapshot.byId.get(link.mineId) : undefined;
      if (mine) {
        count('mine', mine.id, link.label, link.score, link.articleId);
        if (mine.companyId !== null) count('company', mine.companyId, link.label, link.score, link.articleId);
        const key = `p:${mine.prefectureCode}:${link.articleId}`;
        if (!seen.has(key)) {
          seen.add(key);
          const entry = prefectures.get(mine.prefectureCode) ?? {
            prefecture: mine.prefecture,
            positive: 0,
            neutral: 0,
            negative: 0,
          };
          entry[asLabel(link.label)] += 1;
          prefectures.set(mine.prefectureCode, entry);
        }
      }
      if (link.companyId !== null) count('company', link.companyId, link.label, link.score, link.articleId);
    }
    const top = (kind: 'mine' | 'company', name: (id: number) => string | undefined) =>
      [...ranks[kind]]
        .filter(([, acc]) => acc.negative > 0)
        .sort(([, a], [, b]) => b.negative - a.negative || a.sum / a.total - b.sum / b.total)
        .slice(0, 10)
        .flatMap(([id, acc]) => {
          const found = name(id);
          return found
            ? [
                {
                  id,
                  name: found,
                  negative: acc.negative,
                  total: acc.total,
                  meanScore: round(acc.sum / acc.total),
                },
              ]
            : [];
        });

    const distribution = {
      positive: counts.positive ?? 0,
      neutral: counts.neutral ?? 0,
      negative: counts.negative ?? 0,
    };
    return {
      dateFrom,
      dateTo,
      granularity: query.granularity,
      total: distribution.positive + distribution.neutral + distribution.negative,
      distribution,
      timeline: [...periods].map(([period, entry]) => ({ period, ...entry })),
      byPrefecture: [...prefectures]
        .map(([prefectureCode, entry]) => ({ prefectureCode, ...entry }))
        .sort((a, b) => a.prefectureCode.localeCompare(b.prefectureCode)),
      topMines: top('mine', (id) => snapshot.byId.get(id)?.name),
      topCompanies: top('company', (id) => companyNames.get(id)),
      words: cloudWords(words, sentiment.wordWeight),
      latestNegative: await toRows(latest),
    };
  }

  return {
    /** Stores new articles (sanitised, scored, linked); an identity or content already stored is skipped. */
    async ingest(items: IncomingArticle[]): Promise<{ added: number[]; skipped: number }> {
      const added: number[] = [];
      try {
        for (let start = 0; start < items.length; start += INGEST_CHUNK) {
          const prepared: Awaited<ReturnType<typeof prepare>>[] = [];
          for (const item of items.slice(start, start + INGEST_CHUNK))
            if (item.title.trim()) prepared.push(await prepare(item));
          // Short transactions: on the embedded database one holds the only connection, health checks included.
          for (let next = 0; next < prepared.length;) {
            const ids = await transaction(async (repo) => {
              const began = performance.now();
              const stored: number[] = [];
              do {
                const { article, sentiment: scored, links } = prepared[next]!;
                next += 1;
                const id = await repo.insert(article, scored, links);
                if (id !== null) stored.push(id);
              } while (next < prepared.length && performance.now() - began < TRANSACTION_MS);
              return stored;
            });
            added.push(...ids);
          }
        }
      } finally {
        if (added.length) await bus.publish('news');
      }
      return { added, skipped: items.length - added.length };
    },

    knownUrls: (urls: string[]) => news.knownUrls(urls),

    /** Scores every stored article again with the lexicon in force (after an admin edited it). */
    async rescore(): Promise<{ articles: number; changedLabel: number; engineVersion: string }> {
      const BATCH = 200;
      let after = 0;
      let articles = 0;
      let changedLabel = 0;
      for (;;) {
        const batch = await news.scoringBatch(after, BATCH);
        if (!batch.length) break;
        const scored: { row: (typeof batch)[number]; result: SentimentResult }[] = [];
        for (const row of batch)
          scored.push({ row, result: await sentiment.scoreArticle({ title: row.title, body: row.text }) });
        await transaction(async (repo) => {
          for (const { row, result } of scored) {
            await repo.updateSentiment(row.id, {
              score: result.score,
              label: result.label,
              sentences: storedSentences(result.sentences),
              engineVersion: sentiment.version,
            });
          }
        });
        for (const { row, result } of scored) if (row.label !== result.label) changedLabel += 1;
        articles += batch.length;
        after = batch[batch.length - 1]!.id;
      }
      await bus.publish('news');
      return { articles, changedLabel, engineVersion: sentiment.version };
    },

    async list(query: NewsListQuery): Promise<{ rows: NewsListRow[]; total: number }> {
      const { rows, total } = await listPage(filterOf(query), {
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.pageNum - 1) * query.pageSize,
      });
      return { rows: await toRows(rows), total };
    },

    async article(id: number): Promise<NewsArticle> {
      const row = await news.findById(id);
      if (!row) throw new NotFoundError('news.notFound', { id });
      const [listed] = await toRows([row]);
      const related = await toRows(await relatedTo(row, RELATED));
      return {
        ...listed!,
        author: row.author,
        html: row.html,
        sentiment: {
          score: row.sentiment?.score ?? row.sentimentScore,
          label: asLabel(row.sentiment?.label ?? row.sentimentLabel),
          engineVersion: row.sentiment?.engineVersion ?? '',
          sentences: (row.sentiment?.sentences as SentenceSentiment[] | undefined) ?? [],
        },
        related,
      };
    },

    sources: () => news.sources(),

    dashboard,
    dashboardJson: (locale: Locale, query: SentimentDashboardQuery): Promise<CachedJson> =>
      dashboards.through(
        `${locale}|${query.dateFrom ?? ''}|${query.dateTo ?? ''}|${query.granularity}|${shanghaiDate()}`,
        async () => okBody(locale, await dashboard(query)),
      ),

    async mineSummary(mineId: number, days = 90): Promise<MineNewsSummary> {
      const since = new Date(Date.now() - days * DAY);
      const filter: ArticleFilter = { mineIds: [mineId] };
      const recent: ArticleFilter = { ...filter, from: since };
      const [latest, counts, meanScore] = await Promise.all([
        news.page(filter, { sort: 'time', limit: 5, offset: 0 }),
        news.countByLabel(recent),
        news.meanScore(recent),
      ]);
      return {
        latest: await toRows(latest),
        days,
        distribution: {
          positive: counts.positive ?? 0,
          neutral: counts.neutral ?? 0,
          negative: counts.negative ?? 0,
        },
        meanScore: meanScore === null ? null : round(meanScore),
      };
    },

    /** Negative articles per mine over the last `days` days (mines without any are left out). */
    negativeArticleCounts: (mineIds: number[], days: number) =>
      news.negativeCounts(mineIds, new Date(Date.now() - days * DAY)),

    /** Each negative article about the mines published since then (the followers' alerts). */
    negativeArticles: (mineIds: number[], since: Date) => news.negativeArticles(mineIds, since),

    /** The mines of the current snapshot, for the demo generator. */
    mines: (): MineRow[] => snapshot.rows,
  };
}

interface RankAcc {
  negative: number;
  total: number;
  sum: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export type NewsService = Awaited<ReturnType<typeof createNewsService>>;
