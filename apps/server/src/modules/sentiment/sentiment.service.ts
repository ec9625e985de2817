import { createSentimentEngine, ENGINE_VERSION, type SentimentEngine, type SentimentResult } from './engine';
import { domainLexicon, lexiconWords } from './lexicon';
import { createSegmenter } from './segmenter';

/**
 * The sentiment engine with its segmenter: the domain lexicon's words and the mine and company names
 * are kept whole. Extra terms (an admin's additions to the lexicon) replace the engine on the next score.
 */
export function createSentimentService({ names = [] }: { names?: Iterable<string> } = {}) {
  const segmenter = createSegmenter();
  let engine: SentimentEngine;

  function useTerms(extra: ReadonlyMap<string, number> = new Map()): void {
    const lexicon = domainLexicon();
    for (const [word, weight] of extra) lexicon.set(word, weight);
    segmenter.addWords(lexiconWords(lexicon));
    engine = createSentimentEngine({ segment: segmenter.segment, lexicon });
  }

  useTerms();
  segmenter.addWords(names);

  return {
    version: ENGINE_VERSION,
    analyze: (text: string): SentimentResult => engine.analyze(text),
    analyzeArticle: (article: { title: string; body: string }): SentimentResult =>
      engine.analyzeArticle(article),
    /** Mine and company names, so that the segmenter does not cut them into sentiment words. */
    addNames: (more: Iterable<string>) => segmenter.addWords(more),
    useTerms,
  };
}

export type SentimentService = ReturnType<typeof createSentimentService>;
