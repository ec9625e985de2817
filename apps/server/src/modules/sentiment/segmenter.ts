import { Jieba } from '@node-rs/jieba';
// The package has no exports map: Node's ESM loader needs the file name.
import { dict } from '@node-rs/jieba/dict.js';

/** A frequency high enough that jieba keeps an added word whole rather than splitting it. */
const KEEP_WHOLE = 200000;

/**
 * Chinese word segmentation (jieba, with its own dictionary) that also keeps the lexicon's terms and
 * the mine and company names whole. Words can be added at any time; they apply to the next cut.
 */
export function createSegmenter(words: Iterable<string> = []) {
  const jieba = Jieba.withDict(dict);
  const known = new Set<string>();

  function addWords(more: Iterable<string>): void {
    const fresh: string[] = [];
    for (const word of more) {
      const clean = word.trim();
      // jieba's dictionary format is space-separated: a word with a space cannot be added.
      if (clean.length < 2 || /\s/.test(clean) || known.has(clean)) continue;
      known.add(clean);
      fresh.push(`${clean} ${KEEP_WHOLE}`);
    }
    if (fresh.length) jieba.loadDict(Buffer.from(fresh.join('\n')));
  }

  addWords(words);
  return {
    addWords,
    segment: (text: string): string[] => jieba.cut(text, false).filter((token) => token.trim().length > 0),
  };
}

export type Segmenter = ReturnType<typeof createSegmenter>;
