import { eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { newsArticles, type newsFeeds, newsLinks, newsSentiments } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

export type ArticleRow = typeof newsArticles.$inferSelect;
export type ArticleInsert = typeof newsArticles.$inferInsert;
export type FeedRow = typeof newsFeeds.$inferSelect;

export interface StoredSentiment {
  score: number;
  label: string;
  sentences: unknown;
  engineVersion: string;
}
export interface LinkInsert {
  mineId: number | null;
  companyId: number | null;
  matched: string;
  position: number;
}

/** The list filters once names are resolved to ids: mines of a prefecture or of a company. */
export interface ArticleFilter {
  keyword?: string;
  /** Inclusive bounds as instants. */
  from?: Date;
  until?: Date;
  label?: string;
  source?: string;
  /** Articles linked to any of these mines … */
  mineIds?: number[];
  /** … or to any of these companies (with `mineIds`, either matches). */
  companyIds?: number[];
}

/** Whole days in Asia/Shanghai, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ListedArticle {
  id: number;
  title: string;
  source: string;
  url: string | null;
  publishedAt: Date;
  summary: string;
  sentimentScore: number;
  sentimentLabel: string;
  sample: boolean;
}

export interface LinkRow {
  articleId: number;
  mineId: number | null;
  companyId: number | null;
}

/** A Postgres int[] literal: one parameter however many ids, on both drivers. */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

function whereOf(filter: ArticleFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.keyword) {
    const keyword = filter.keyword;
    if (keyword.toLowerCase() === keyword.toUpperCase()) {
      // Chinese, digits: no case to fold, and a byte search is several times faster than ilike's.
      parts.push(sql`(strpos(a.title, ${keyword}) > 0 or strpos(a.text, ${keyword}) > 0)`);
    } else {
      const like = `%${escapeLike(keyword)}%`;
      parts.push(sql`(a.title ilike ${like} or a.text ilike ${like})`);
    }
  }
  if (filter.from) parts.push(sql`a.published_at >= ${filter.from.toISOString()}`);
  if (filter.until) parts.push(sql`a.published_at <= ${filter.until.toISOString()}`);
  if (filter.label) parts.push(sql`a.sentiment_label = ${filter.label}`);
  if (filter.source) parts.push(sql`a.source = ${filter.source}`);
  const linked: SQL[] = [];
  if (filter.mineIds) linked.push(sql`l.mine_id = any(${intArray(filter.mineIds)}::int[])`);
  if (filter.companyIds) linked.push(sql`l.company_id = any(${intArray(filter.companyIds)}::int[])`);
  if (linked.length) {
    parts.push(
      sql`exists (select 1 from news_links l where l.article_id = a.id and (${sql.join(linked, sql` or `)}))`,
    );
  }
  return sql.join(parts, sql` and `);
}

const LISTED = sql`a.id, a.title, a.source, a.url, a.published_at as "publishedAt", a.summary,
  a.sentiment_score as "sentimentScore", a.sentiment_label as "sentimentLabel", a.sample`;

export function createNewsRepository(db: Executor) {
  return {
    /** The publication time of the newest article; null while there is none. */
    async newestPublishedAt(): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`select max(published_at) as at from news_articles`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    async countAll(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from news_articles`);
      return row?.n ?? 0;
    },

    /** Stores an article with its sentiment and links; null when its URL or content is already stored. */
    async insert(
      article: ArticleInsert,
      sentiment: StoredSentiment,
      links: LinkInsert[],
    ): Promise<number | null> {
      const [row] = await db
        .insert(newsArticles)
        .values({ ...article, sentimentScore: sentiment.score, sentimentLabel: sentiment.label })
        .onConflictDoNothing()
        .returning({ id: newsArticles.id });
      if (!row) return null;
      await db.insert(newsSentiments).values({ articleId: row.id, ...sentiment });
      if (links.length)
        await db.insert(newsLinks).values(links.map((link) => ({ ...link, articleId: row.id })));
      return row.id;
    },

    async knownUrls(urls: string[]): Promise<Set<string>> {
      if (!urls.length) return new Set();
      const rows = await queryRows<{ url: string }>(
        db,
        sql`select url from news_articles where url = any(${`{${urls.map((u) => JSON.stringify(u)).join(',')}}`}::text[])`,
      );
      return new Set(rows.map((row) => row.url));
    },

    /** One page in the order asked; the total is `count`'s (counted apart, so a page reads only its rows). */
    async page(
      filter: ArticleFilter,
      { sort, limit, offset }: { sort: 'time' | 'relevance'; limit: number; offset: number },
    ): Promise<ListedArticle[]> {
      // Spelled as the indexes are (drizzle writes desc nulls last), so that a page reads only its rows.
      let order = sql`a.published_at desc nulls last, a.id desc nulls last`;
      if (sort === 'relevance' && filter.keyword) {
        const like = `%${escapeLike(filter.keyword)}%`;
        order = sql`(case when a.title ilike ${like} then 2 else 0 end) + (case when a.summary ilike ${like} then 1 else 0 end) desc, ${order}`;
      } else if (sort === 'relevance') {
        // Without a keyword, the strongest opinions first (news_articles_strength_idx).
        order = sql`abs(a.sentiment_score) desc, ${order}`;
      }
      const rows = await queryRows<ListedArticle>(
        db,
        sql`select ${LISTED} from news_articles a where ${whereOf(filter)}
            order by ${order} limit ${limit} offset ${offset}`,
      );
      return rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt) }));
    },

    async count(filter: ArticleFilter): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from news_articles a where ${whereOf(filter)}`,
      );
      return row?.n ?? 0;
    },

    /** Articles after an id, in id order, with what scoring reads. */
    scoringBatch(
      afterId: number,
      limit: number,
    ): Promise<{ id: number; title: string; text: string; label: string }[]> {
      return queryRows(
        db,
        sql`select id, title, text, sentiment_label as label from news_articles where id > ${afterId}
            order by id limit ${limit}`,
      );
    },

    async updateSentiment(articleId: number, sentiment: StoredSentiment): Promise<void> {
      await db
        .update(newsArticles)
        .set({ sentimentScore: sentiment.score, sentimentLabel: sentiment.label })
        .where(eq(newsArticles.id, articleId));
      await db
        .insert(newsSentiments)
        .values({ articleId, ...sentiment })
        .onConflictDoUpdate({
          target: newsSentiments.articleId,
          set: { ...sentiment, scoredAt: new Date() },
        });
    },

    linksOf(articleIds: number[]): Promise<LinkRow[]> {
      if (!articleIds.length) return Promise.resolve([]);
      return queryRows<LinkRow>(
        db,
        sql`select article_id as "articleId", mine_id as "mineId", company_id as "companyId" from news_links
            where article_id = any(${intArray(articleIds)}::int[]) order by article_id, position`,
      );
    },

    async findById(id: number): Promise<(ArticleRow & { sentiment: StoredSentiment | null }) | undefined> {
      const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
      if (!row) return undefined;
      const [sentiment] = await db
        .select()
        .from(newsSentiments)
        .where(eq(newsSentiments.articleId, id))
        .limit(1);
      return { ...row, sentiment: sentiment ?? null };
    },

    /**
     * Other articles naming the same mines or companies, newest first: those naming one of its mines come
     * before those naming one of its companies, a mine's company counting as named with the mine (an
     * article on a mine's accident and one on its company's penalty are related).
     */
    related(id: number, limit: number): Promise<ListedArticle[]> {
      return queryRows<ListedArticle>(
        db,
        sql`with own as (
              select l.mine_id, coalesce(l.company_id, m.company_id) as company_id
              from news_links l left join mines m on m.id = l.mine_id where l.article_id = ${id}),
            ranked as (
              select l.article_id, min(case when l.mine_id in (select mine_id from own) then 0 else 1 end) as rank
              from news_links l left join mines m on m.id = l.mine_id
              where l.article_id <> ${id}
                and (l.mine_id in (select mine_id from own)
                  or coalesce(l.company_id, m.company_id) in (select company_id from own))
              group by l.article_id)
            select ${LISTED} from ranked r join news_articles a on a.id = r.article_id
            order by r.rank, a.published_at desc nulls last, a.id desc limit ${limit}`,
      );
    },

    /** Articles published within `days` of this one, newest first: where articles on the same event are. */
    near(id: number, days: number, limit: number): Promise<ListedArticle[]> {
      return queryRows<ListedArticle>(
        db,
        sql`select ${LISTED} from news_articles a, news_articles self
            where self.id = ${id} and a.id <> ${id}
              and a.published_at between self.published_at - make_interval(days => ${days})
                and self.published_at + make_interval(days => ${days})
            order by a.published_at desc, a.id desc limit ${limit}`,
      );
    },

    sources(): Promise<string[]> {
      return queryRows<{ source: string }>(
        db,
        sql`select distinct source from news_articles where source <> '' order by source`,
      ).then((rows) => rows.map((row) => row.source));
    },

    async countByLabel(filter: ArticleFilter): Promise<Record<string, number>> {
      const rows = await queryRows<{ label: string; n: number }>(
        db,
        sql`select a.sentiment_label as label, count(*)::int as n from news_articles a where ${whereOf(filter)}
            group by a.sentiment_label`,
      );
      return Object.fromEntries(rows.map((row) => [row.label, row.n]));
    },

    async meanScore(filter: ArticleFilter): Promise<number | null> {
      const [row] = await queryRows<{ mean: number | null }>(
        db,
        sql`select avg(a.sentiment_score)::float8 as mean from news_articles a where ${whereOf(filter)}`,
      );
      return row?.mean ?? null;
    },

    /** Articles per label over whole days (YYYY-MM-DD, Asia/Shanghai), from the daily counts. */
    async labelsOfDays(days: DayRange): Promise<Record<string, number>> {
      const rows = await queryRows<{ label: string; n: number }>(
        db,
        sql`select label, sum(n)::int as n from news_label_days
            where day between ${days.from}::date and ${days.to}::date group by label`,
      );
      return Object.fromEntries(rows.map((row) => [row.label, row.n]));
    },

    /** Counts per period start (YYYY-MM-DD in Asia/Shanghai) and label, from the daily counts. */
    timeline(
      days: DayRange,
      unit: 'week' | 'month',
    ): Promise<{ period: string; label: string; n: number }[]> {
      const trunc = unit === 'week' ? sql.raw(`'week'`) : sql.raw(`'month'`);
      return queryRows(
        db,
        sql`select to_char(date_trunc(${trunc}, day::timestamp), 'YYYY-MM-DD') as period, label, sum(n)::int as n
            from news_label_days where day between ${days.from}::date and ${days.to}::date
            group by 1, 2 having sum(n) > 0 order by 1`,
      );
    },

    /** Every link of the period's articles with the article's label and score, for per-entity figures. */
    linkedLabels(
      filter: Required<Pick<ArticleFilter, 'from' | 'until'>>,
    ): Promise<
      { articleId: number; mineId: number | null; companyId: number | null; label: string; score: number }[]
    > {
      // The links carry their article's time, label and score (drizzle/0014): no article row is read.
      return queryRows(
        db,
        sql`select l.article_id as "articleId", l.mine_id as "mineId", l.company_id as "companyId",
              l.label, l.score
            from news_links l
            where l.published_at between ${filter.from.toISOString()} and ${filter.until.toISOString()}`,
      );
    },

    /** The sentiment words hit over whole days, most frequent first, by polarity, from the daily counts. */
    words(days: DayRange, limit: number): Promise<{ word: string; positive: boolean; n: number }[]> {
      return queryRows(
        db,
        sql`select word, positive, sum(n)::int as n from news_term_days
            where day between ${days.from}::date and ${days.to}::date
            group by word, positive having sum(n) > 0 order by n desc, word limit ${limit}`,
      );
    },

    /** Negative articles per mine over a window: what the risk score reads. */
    async negativeCounts(mineIds: number[], since: Date): Promise<Map<number, number>> {
      if (!mineIds.length) return new Map();
      const rows = await queryRows<{ mineId: number; n: number }>(
        db,
        sql`select l.mine_id as "mineId", count(distinct a.id)::int as n
            from news_links l join news_articles a on a.id = l.article_id
            where l.mine_id = any(${intArray(mineIds)}::int[]) and a.sentiment_label = 'negative'
              and a.published_at >= ${since.toISOString()}
            group by l.mine_id`,
      );
      return new Map(rows.map((row) => [row.mineId, row.n]));
    },

    /** Each negative article about each of the mines, published since then: what followers are told. */
    negativeArticles(mineIds: number[], since: Date): Promise<NegativeArticle[]> {
      if (!mineIds.length) return Promise.resolve([]);
      return queryRows<NegativeArticle>(
        db,
        sql`select distinct l.mine_id as "mineId", a.id as "articleId", a.title, a.sentiment_score as score
            from news_links l join news_articles a on a.id = l.article_id
            where l.mine_id = any(${intArray(mineIds)}::int[]) and a.sentiment_label = 'negative'
              and a.published_at >= ${since.toISOString()}`,
      );
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;

export interface NegativeArticle {
  mineId: number;
  articleId: number;
  title: string;
  score: number;
}
