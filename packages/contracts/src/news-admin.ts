import { z } from 'zod';
import { envelopeOf } from './envelope';
import { httpUrl } from './news-input';

/**
 * Why a feed's last fetch failed; empty when it worked. `unreachable` is every failure to connect (refused,
 * timed out, no such host), told apart no further; `blocked`: the address is internal and not allowed;
 * `encoding`: the body's charset is unknown or its bytes are not valid in it.
 */
export const FEED_ERROR_KINDS = [
  'unreachable',
  'blocked',
  'http',
  'tooLarge',
  'malformed',
  'notFeed',
  'encoding',
] as const;
export const feedErrorKind = z.enum(FEED_ERROR_KINDS);

/** Why a run left one item out while keeping the others: no title or text at all, or unreadable fields. */
export const FEED_ITEM_REJECTIONS = ['noTitle', 'unreadable'] as const;
export const feedItemRejection = z.enum(FEED_ITEM_REJECTIONS);
export type FeedItemRejection = z.infer<typeof feedItemRejection>;
export type FeedErrorKind = z.infer<typeof feedErrorKind>;

const feedUrl = z.string().trim().pipe(httpUrl);

export const feedBody = z.object({
  name: z.string().trim().min(1).max(100),
  url: feedUrl,
  enabled: z.boolean().default(true),
});
export type FeedBody = z.infer<typeof feedBody>;
export const feedPatchBody = feedBody.partial();
export type FeedPatchBody = z.infer<typeof feedPatchBody>;

export const newsFeed = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  /** YYYY-MM-DD HH:mm:ss (Asia/Shanghai), empty before the first fetch. */
  lastFetchedAt: z.string(),
  lastSucceededAt: z.string(),
  lastErrorKind: feedErrorKind.or(z.literal('')),
  /** The technical detail (status, parser message); the kind says what it means. */
  lastError: z.string(),
  lastSeen: z.number().int(),
  lastAdded: z.number().int(),
  /** Items the last fetch that worked skipped as already stored … */
  lastSkipped: z.number().int(),
  /** … as larger than an article may be (see ARTICLE_LIMITS), and as beyond the items one run takes. */
  lastTooLarge: z.number().int(),
  lastOverLimit: z.number().int(),
  /** Items the last fetch that worked left out one by one, counted per reason (absent reasons: none). */
  lastRejected: z.array(z.object({ reason: feedItemRejection, count: z.number().int() })),
  /** Articles stored from this feed, all runs together. */
  articles: z.number().int(),
});
export type NewsFeed = z.infer<typeof newsFeed>;
export const newsFeedResponse = envelopeOf(newsFeed);
export const newsFeedListResponse = envelopeOf(z.array(newsFeed));
export const feedRunResponse = envelopeOf(z.array(newsFeed));

/** Admin lexicon terms: a word with its polarity and strength; neutral silences a built-in word. */
export const TERM_POLARITIES = ['positive', 'negative', 'neutral'] as const;
export const termPolarity = z.enum(TERM_POLARITIES);
export type TermPolarity = z.infer<typeof termPolarity>;
export const TERM_STRENGTH_MIN = 0.5;
export const TERM_STRENGTH_MAX = 3;

export const sentimentTermBody = z.object({
  /** Chinese characters, letters and digits only: it becomes a segmenter word. */
  word: z
    .string()
    .trim()
    .min(2)
    .max(20)
    .regex(/^[\p{Script=Han}A-Za-z0-9]+$/u),
  polarity: termPolarity,
  strength: z.number().min(TERM_STRENGTH_MIN).max(TERM_STRENGTH_MAX).default(1),
});
export type SentimentTermBody = z.infer<typeof sentimentTermBody>;

export const sentimentTerm = z.object({
  id: z.number().int(),
  word: z.string(),
  /** Signed weight the engine uses: polarity × strength, 0 for neutral. */
  weight: z.number(),
  polarity: termPolarity,
  /** The built-in lexicon's weight of the word, null when the word is new. */
  builtIn: z.number().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type SentimentTerm = z.infer<typeof sentimentTerm>;
export const sentimentTermResponse = envelopeOf(sentimentTerm);
export const sentimentTermListResponse = envelopeOf(
  z.object({ terms: z.array(sentimentTerm), builtInCount: z.number().int(), engineVersion: z.string() }),
);

export const rescoreResponse = envelopeOf(
  z.object({ articles: z.number().int(), changedLabel: z.number().int(), engineVersion: z.string() }),
);
