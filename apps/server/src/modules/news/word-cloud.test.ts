import { describe, expect, it } from 'vitest';
import { cloudWords } from './word-cloud';

const WEIGHTS = new Map([
  ['事故', -1.5],
  ['复产', 2],
]);

describe('word cloud', () => {
  it("colours words by their own polarity, adding up the counts of both of their sentences' signs", () => {
    const words = cloudWords(
      [
        { word: '事故', positive: true, n: 5 },
        { word: '事故', positive: false, n: 2 },
        { word: '复产', positive: true, n: 3 },
      ],
      (word) => WEIGHTS.get(word),
    );
    expect(words).toEqual({ positive: [{ word: '复产', count: 3 }], negative: [{ word: '事故', count: 7 }] });
  });

  it('keeps a word the lexicon no longer has under the polarity it was counted under most', () => {
    const words = cloudWords(
      [
        { word: '旧词', positive: true, n: 1 },
        { word: '旧词', positive: false, n: 4 },
      ],
      () => undefined,
    );
    expect(words.negative).toEqual([{ word: '旧词', count: 5 }]);
  });
});
