import { z } from 'zod';
import { envelopeOf } from './envelope';

export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative'] as const;
export const sentimentLabel = z.enum(SENTIMENT_LABELS);
export type SentimentLabel = z.infer<typeof sentimentLabel>;

/** One sentiment word found, with what changed its weight. */
export const sentimentHit = z.object({
  word: z.string(),
  weight: z.number(),
  negated: z.boolean(),
  /** Degree factor applied by an adverb before it (1 when none). */
  degree: z.number(),
});
export type SentimentHit = z.infer<typeof sentimentHit>;

export const sentenceSentiment = z.object({
  text: z.string(),
  score: z.number(),
  label: sentimentLabel,
  hits: z.array(sentimentHit),
});
export type SentenceSentiment = z.infer<typeof sentenceSentiment>;

export const sentimentResult = z.object({
  /** −1 … 1 */
  score: z.number(),
  label: sentimentLabel,
  sentences: z.array(sentenceSentiment),
});
export type SentimentResult = z.infer<typeof sentimentResult>;

export const sentimentAnalyzeBody = z.object({
  text: z.string().trim().min(1).max(20000),
  /** When given, scored as an article's title (weighted over the text). */
  title: z.string().trim().max(500).optional(),
});
export type SentimentAnalyzeBody = z.infer<typeof sentimentAnalyzeBody>;
export const sentimentAnalyzeResponse = envelopeOf(sentimentResult);
