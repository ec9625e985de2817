import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../../../test/fixtures/sentiment/articles';
import { evaluate } from '../../../test/fixtures/sentiment/evaluate';
import { SENTENCES } from '../../../test/fixtures/sentiment/sentences';
import { createSentimentService } from './sentiment.service';

describe('sentiment evaluation set', () => {
  it('holds at least 300 sentences and 60 articles of each label', () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(300);
    expect(ARTICLES.length).toBeGreaterThanOrEqual(60);
    for (const label of ['p', 'o', 'n']) {
      expect(SENTENCES.filter(([l]) => l === label).length).toBeGreaterThanOrEqual(80);
      expect(ARTICLES.filter((a) => a.label === label).length).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(SENTENCES.map(([, text]) => text)).size).toBe(SENTENCES.length);
  });

  it('labels at least 85% of sentences and articles as their readers did', () => {
    const { sentences, articles } = evaluate(createSentimentService());
    console.log(
      `sentiment evaluation: sentences ${sentences.items} accuracy ${sentences.accuracy.toFixed(3)} ` +
        `macro-F1 ${sentences.macroF1.toFixed(3)}; articles ${articles.items} accuracy ` +
        `${articles.accuracy.toFixed(3)} macro-F1 ${articles.macroF1.toFixed(3)}`,
    );
    expect(sentences.accuracy).toBeGreaterThanOrEqual(0.85);
    expect(articles.accuracy).toBeGreaterThanOrEqual(0.85);
    expect(sentences.macroF1).toBeGreaterThanOrEqual(0.85);
  });
});
