import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, mines } from './mine';

/** RSS/Atom feeds an admin added; fetching records its outcome on the feed. */
export const newsFeeds = pgTable('news_feeds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  /** Empty after a fetch that worked; the reason otherwise (unreachable, malformed, not a feed). */
  lastError: text('last_error').notNull().default(''),
  /** unreachable | blocked | http | tooLarge | malformed | notFeed, empty when the last fetch worked. */
  lastErrorKind: text('last_error_kind').notNull().default(''),
  /** Items added by the last fetch that worked. */
  lastAdded: integer('last_added').notNull().default(0),
  /** Items the last fetch that worked read, and those it skipped as already stored. */
  lastSeen: integer('last_seen').notNull().default(0),
  lastSkipped: integer('last_skipped').notNull().default(0),
  /** Items the last fetch that worked left out: larger than an article may be, and beyond one run's share. */
  lastTooLarge: integer('last_too_large').notNull().default(0),
  lastOverLimit: integer('last_over_limit').notNull().default(0),
  /** Items the last fetch that worked left out one by one, per reason ({ noTitle: 2 }). */
  lastRejected: jsonb('last_rejected').$type<Record<string, number>>().notNull().default({}),
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** News articles: demo items (示例), feed items and imports, their HTML sanitised before it is stored. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    source: text('source').notNull().default(''),
    url: text('url'),
    author: text('author').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (allow-list), safe to render. */
    html: text('html').notNull().default(''),
    /** Plain text of the body, for search, scoring and linking. */
    text: text('text').notNull().default(''),
    language: text('language').notNull().default('zh'),
    /** sha256 of the normalised title and text: the same story from two URLs is stored once. */
    contentHash: text('content_hash').notNull().unique(),
    /**
     * sha256 of what makes an item itself: its guid within its feed, else its link and title, else its
     * content hash. Items of one feed that share a link (a podcast's episodes) are told apart by it.
     */
    identity: text('identity').notNull().unique(),
    feedId: integer('feed_id').references(() => newsFeeds.id, { onDelete: 'set null' }),
    /** Synthetic demo article (示例). */
    sample: boolean('sample').notNull().default(false),
    /** −1 … 1 and positive | neutral | negative, copied from the sentiment row for list filters. */
    sentimentScore: doublePrecision('sentiment_score').notNull().default(0),
    sentimentLabel: text('sentiment_label').notNull().default('neutral'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_articles_url_idx').on(t.url),
    index('news_articles_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('news_articles_label_idx').on(t.sentimentLabel, t.publishedAt.desc()),
    index('news_articles_source_idx').on(t.source),
    // The list sorted by relevance without a keyword: strongest opinions first.
    index('news_articles_strength_idx').on(
      sql`abs(${t.sentimentScore}) desc`,
      t.publishedAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** An article's sentiment as the engine explained it, sentence by sentence. */
export const newsSentiments = pgTable('news_sentiments', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => newsArticles.id, { onDelete: 'cascade' }),
  score: doublePrecision('score').notNull(),
  label: text('label').notNull(),
  /** [{text, score, label, hits: [{word, weight, negated, degree}]}], the title first. */
  sentences: jsonb('sentences').notNull(),
  engineVersion: text('engine_version').notNull(),
  scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mines and companies an article names, with the text matched and where. */
export const newsLinks = pgTable(
  'news_links',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    mineId: integer('mine_id').references(() => mines.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    matched: text('matched').notNull(),
    /** Character offset of the match in the title and text joined by a newline. */
    position: integer('position').notNull(),
    /** The article's time, label and score, copied by triggers (drizzle/0014): the dashboard's per-mine,
     *  per-company and per-prefecture figures read these narrow rows, not the articles. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    label: text('label'),
    score: doublePrecision('score'),
  },
  (t) => [
    index('news_links_article_idx').on(t.articleId),
    index('news_links_published_idx').on(t.publishedAt),
    index('news_links_mine_idx').on(t.mineId, t.articleId),
    index('news_links_company_idx').on(t.companyId, t.articleId),
  ],
);

/** Articles per day (Asia/Shanghai) and label, kept by triggers on news_articles: the dashboard's counts. */
export const newsLabelDays = pgTable(
  'news_label_days',
  {
    day: date('day').notNull(),
    label: text('label').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.label] })],
);

/** Sentiment words hit per day and polarity, kept by triggers on news_sentiments: the word cloud. */
export const newsTermDays = pgTable(
  'news_term_days',
  {
    day: date('day').notNull(),
    word: text('word').notNull(),
    positive: boolean('positive').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.word, t.positive] })],
);

/** Admins' additions to the sentiment lexicon: a new word, another weight, or 0 to silence a built-in word. */
export const sentimentTerms = pgTable('sentiment_terms', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  /** Signed, like the built-in lexicon: −3 … 3, 0 silences the word. */
  weight: doublePrecision('weight').notNull(),
  updatedBy: text('updated_by').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
