import { createHash } from 'node:crypto';
import { yieldToLoop } from '../../lib/yield';
import { createSentimentEngine, ENGINE_VERSION, type SentimentEngine, type SentimentResult } from './engine';
import { generalLexicon } from './general-lexicon';
import { builtInLexicon, domainLexicon, lexiconWords } from './lexicon';
import { createSegmenter } from './segmenter';

/** The engine version with the admin terms in force: a rescore can tell which lexicon scored what. */
function versionOf(extra: ReadonlyMap<string, number>): string {
  if (extra.size === 0) return ENGINE_VERSION;
  const terms = [...extra].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const digest = createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 8);
  return `${ENGINE_VERSION}+${extra.size}-${digest}`;
}

/**
 * The sentiment engine with its segmenter: the domain lexicon's words and the mine and company names
 * are kept whole. Extra terms (an admin's additions to the lexicon) replace the engine on the next score.
 */
export function createSentimentService({ names = [] }: { names?: Iterable<string> } = {}) {
  const segmenter = createSegmenter();
  const builtIn: ReadonlyMap<string, number> = builtInLexicon(generalLexicon());
  // Only the domain's terms are forced on the segmenter: the general list's 20,000 words would recut
  // ordinary text (and mine names); its words count where jieba's own dictionary cuts them out.
  const domain = domainLexicon();
  let engine: SentimentEngine;
  let version = ENGINE_VERSION;

  function useTerms(extra: ReadonlyMap<string, number> = new Map()): void {
    const lexicon = new Map(builtIn);
    for (const [word, weight] of extra) lexicon.set(word, weight);
    segmenter.addWords(lexiconWords(new Map([...domain, ...extra])));
    engine = createSentimentEngine({ segment: segmenter.segment, lexicon });
    version = versionOf(extra);
  }

  useTerms();
  segmenter.addWords(names);

  return {
    get version(): string {
      return version;
    },
    analyze: (text: string): SentimentResult => engine.analyze(text),
    analyzeArticle: (article: { title: string; body: string }): SentimentResult =>
      engine.analyzeArticle(article),
    /** The article's score, letting other requests in between its sentences. */
    scoreArticle: (article: { title: string; body: string }): Promise<SentimentResult> =>
      engine.analyzeArticleInSteps(article, yieldToLoop),
    /** Mine and company names, so that the segmenter does not cut them into sentiment words. */
    addNames: (more: Iterable<string>) => segmenter.addWords(more),
    /** A word's own weight in the lexicon in force (admins' terms included), whatever sentence it is in. */
    wordWeight: (word: string): number | undefined => engine.wordWeight(word),
    /** The built-in weight of a word (signed), undefined when the lexicon does not have it. */
    builtInWeight: (word: string): number | undefined => builtIn.get(word),
    builtInCount: builtIn.size,
    useTerms,
  };
}

export type SentimentService = ReturnType<typeof createSentimentService>;
