import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from './envelope';
import { idParam, pageNumber } from './ids';
import { ARTICLE_LIMITS, articleHtml, calendarDate, httpUrl, publishedAt } from './news-input';
import { sentenceSentiment, sentimentLabel } from './news-sentiment';

export const NEWS_SORTS = ['time', 'relevance'] as const;
export const NEWS_MAX_PAGE_SIZE = 50;

/** /trends filters, as in its URL. */
export const newsListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  sentiment: sentimentLabel.optional(),
  source: z.string().trim().max(100).optional(),
  /** Prefecture name (遵义市) or code (5203): articles linked to a mine of the prefecture. */
  prefecture: z.string().trim().max(30).optional(),
  mineId: idParam.optional(),
  companyId: idParam.optional(),
  sort: z.enum(NEWS_SORTS).default('time'),
  pageNum: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(NEWS_MAX_PAGE_SIZE).default(10),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const newsMineRef = z.object({ mineId: z.number().int(), mineName: z.string() });
export const newsCompanyRef = z.object({ companyId: z.number().int(), companyName: z.string() });

export const newsListRow = z.object({
  id: z.number().int(),
  title: z.string(),
  source: z.string(),
  url: z.string().nullable(),
  publishedAt: z.string(),
  summary: z.string(),
  sentimentScore: z.number(),
  sentimentLabel: sentimentLabel,
  /** Synthetic demo article (示例). */
  sample: z.boolean(),
  mines: z.array(newsMineRef),
  companies: z.array(newsCompanyRef),
});
export type NewsListRow = z.infer<typeof newsListRow>;
export const newsListResponse = listEnvelopeOf(newsListRow);

export const newsArticle = newsListRow.extend({
  author: z.string(),
  /** Sanitised on the server (allow-list) before it was stored. */
  html: z.string(),
  sentiment: z.object({
    score: z.number(),
    label: sentimentLabel,
    engineVersion: z.string(),
    /** The title first, then the body's sentences. */
    sentences: z.array(sentenceSentiment),
  }),
  related: z.array(newsListRow),
});
export type NewsArticle = z.infer<typeof newsArticle>;
export const newsArticleResponse = envelopeOf(newsArticle);

export const newsSourcesResponse = envelopeOf(z.array(z.string()));

export const NEWS_GRANULARITIES = ['week', 'month'] as const;
export const sentimentDashboardQuery = z.object({
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  granularity: z.enum(NEWS_GRANULARITIES).default('month'),
});
export type SentimentDashboardQuery = z.infer<typeof sentimentDashboardQuery>;

const labelCounts = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});
const negativeRank = z.object({
  id: z.number().int(),
  name: z.string(),
  negative: z.number().int(),
  total: z.number().int(),
  /** Mean sentiment score of the entity's articles in the period. */
  meanScore: z.number(),
});
const weightedWord = z.object({ word: z.string(), count: z.number().int() });

/** Every figure of /dashboard/sentiment, aggregated on the server for one period. */
export const sentimentDashboard = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  granularity: z.enum(NEWS_GRANULARITIES),
  total: z.number().int(),
  distribution: labelCounts,
  /** Period start (YYYY-MM-DD, Monday or the 1st) and its counts by label. */
  timeline: z.array(labelCounts.extend({ period: z.string() })),
  byPrefecture: z.array(labelCounts.extend({ prefectureCode: z.string(), prefecture: z.string() })),
  topMines: z.array(negativeRank),
  topCompanies: z.array(negativeRank),
  words: z.object({ positive: z.array(weightedWord), negative: z.array(weightedWord) }),
  latestNegative: z.array(newsListRow),
});
export type SentimentDashboard = z.infer<typeof sentimentDashboard>;
export const sentimentDashboardResponse = envelopeOf(sentimentDashboard);

/** A mine's news in its profile: the latest items and the 90-day sentiment. */
export const mineNewsSummary = z.object({
  latest: z.array(newsListRow),
  days: z.number().int(),
  distribution: labelCounts,
  meanScore: z.number().nullable(),
});
export type MineNewsSummary = z.infer<typeof mineNewsSummary>;
export const mineNewsSummaryResponse = envelopeOf(mineNewsSummary);

/** Articles an admin brings in (a news export, a press office's items); HTML is sanitised on the server. */
export const newsImportBody = z.object({
  articles: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(ARTICLE_LIMITS.titleChars),
        html: articleHtml.optional(),
        text: z.string().max(ARTICLE_LIMITS.textChars).optional(),
        url: httpUrl.optional(),
        source: z.string().trim().max(100).optional(),
        author: z.string().trim().max(100).optional(),
        /** YYYY-MM-DD HH:mm:ss in Asia/Shanghai, or ISO 8601; from 1900 to a day after now. */
        publishedAt,
      }),
    )
    .min(1)
    .max(200),
});
export type NewsImportBody = z.infer<typeof newsImportBody>;
export const newsImportResponse = envelopeOf(
  z.object({ added: z.number().int(), skipped: z.number().int(), ids: z.array(z.number().int()) }),
);
