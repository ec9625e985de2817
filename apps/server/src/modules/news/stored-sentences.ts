import type { SentenceSentiment } from '@coal/contracts';

/**
 * Sentiment words stored per article to explain its score (a news article has tens). Beyond this, the
 * later sentences keep their score and label without their words: storing and counting them (the
 * dashboard's word rollup) would take the database's time, and its only connection on the embedded one.
 */
export const MAX_STORED_HITS = 500;

export function storedSentences(sentences: SentenceSentiment[]): SentenceSentiment[] {
  let left = MAX_STORED_HITS;
  return sentences.map((sentence) => {
    if (sentence.hits.length <= left) {
      left -= sentence.hits.length;
      return sentence;
    }
    const hits = sentence.hits.slice(0, left);
    left -= hits.length;
    return { ...sentence, hits };
  });
}
