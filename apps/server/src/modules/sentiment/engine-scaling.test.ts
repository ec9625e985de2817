import { describe, expect, it } from 'vitest';
import { createSentimentEngine, MAX_SENTENCE_CHARS, splitSentences } from './engine';
import { domainLexicon, lexiconWords } from './lexicon';
import { createSegmenter } from './segmenter';

const lexicon = domainLexicon();
const segmenter = createSegmenter(lexiconWords(lexicon));
// The texts are cut once: the engine's own work is what is timed (jieba is linear on its own).
const cuts = new Map<string, string[]>();
const segment = (text: string) => cuts.get(text) ?? segmenter.segment(text);
const engine = createSentimentEngine({ segment, lexicon });

/** One sentence without a stop or a comma: sentiment words, remedies, revocations and contrasts, over and over. */
const UNIT = '发生事故排除隐患撤销处罚但是违法生产然而通过验收';
const hostile = (chars: number) => UNIT.repeat(Math.ceil(chars / UNIT.length)).slice(0, chars);
const cutOnce = (text: string) => {
  cuts.set(text, segmenter.segment(text));
  return text;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The fastest of a few runs: the machine is shared, the minimum is what the work itself costs. */
function fastest(text: string, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    engine.analyzeSentence(text);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('sentiment engine scaling', () => {
  it('takes time in proportion to the text, 10 KB to 1 MB of one sentence', () => {
    const [small10, medium300, large1000] = [10_000, 300_000, 1_000_000].map((n) => cutOnce(hostile(n)));
    fastest(small10!, 3);
    const small = fastest(small10!, 7);
    // The 300 KB step comes first: quadratic work (900×) fails here in seconds rather than minutes at 1 MB.
    const medium = fastest(medium300!, 2);
    console.log(`sentiment scaling: 10 KB ${small.toFixed(1)} ms, 300 KB ${medium.toFixed(1)} ms`);
    expect(medium / small).toBeLessThan(250);
    const large = fastest(large1000!, 2);
    console.log(`sentiment scaling: 1 MB ${large.toFixed(1)} ms (${(large / small).toFixed(0)}× 10 KB)`);
    // Linear is 100× (a shared machine and the collector add a few times that); quadratic is 10,000×.
    expect(large / small).toBeLessThan(600);
  }, 60_000);

  it('scores an article in pieces no longer than a sentence may be, whatever its punctuation', () => {
    const parts = splitSentences(`${hostile(5_000)}。矿${'🙂'.repeat(3_000)}`);
    expect(parts.every((part) => part.length <= MAX_SENTENCE_CHARS)).toBe(true);
    expect(parts.join('')).toBe(`${hostile(5_000)}。矿${'🙂'.repeat(3_000)}`);
    // A cut never separates the halves of a character outside the basic plane.
    expect(parts.some((part) => LONE_SURROGATE.test(part))).toBe(false);
  });

  it('gives the same score in steps as in one piece', async () => {
    const article = { title: '煤矿发生事故', body: `${hostile(3_000)}。安全形势向好。${hostile(2_500)}` };
    const stepped = await engine.analyzeArticleInSteps(
      article,
      () => new Promise((resolve) => setImmediate(resolve)),
    );
    expect(stepped).toEqual(engine.analyzeArticle(article));
  });
});
