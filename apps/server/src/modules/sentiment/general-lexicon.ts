import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../lib/server-root';
import { taiwanToSimplified } from '../../lib/simplified';

/**
 * A general word weighs a quarter of a plain coal-news term: it knows nothing of the domain, and one or
 * two of them alone stay below the label threshold; they decide only together or beside domain terms.
 */
const GENERAL_WEIGHT = 0.25;

function words(file: string): string[] {
  const text = readFileSync(join(serverRoot(), 'lexicons', 'ntusd', file), 'utf8');
  // One conversion of the whole list: about ten times faster than word by word.
  return (
    taiwanToSimplified(text)
      .split('\n')
      .map((word) => word.trim())
      // A single character means too many things out of context (好, 差, 死) to count on its own.
      .filter((word) => word.length >= 2)
      // 未发生, 无法 …: the engine reads negators itself, and the list's own would read them twice.
      .filter((word) => !(NEGATED.test(word) && word.length >= 3))
  );
}

const NEGATED = /^(不|未|无|没|非)/;

let cached: ReadonlyMap<string, number> | undefined;

/**
 * NTUSD (MIT, lexicons/ntusd): 9,365 positive and 11,230 negative words, converted to Simplified characters
 * when first loaded. A word on both lists counts for neither.
 */
export function generalLexicon(): ReadonlyMap<string, number> {
  if (cached) return cached;
  const lexicon = new Map<string, number>();
  const positive = new Set(words('positive.txt'));
  const negative = new Set(words('negative.txt'));
  for (const word of positive) if (!negative.has(word)) lexicon.set(word, GENERAL_WEIGHT);
  for (const word of negative) if (!positive.has(word)) lexicon.set(word, -GENERAL_WEIGHT);
  cached = lexicon;
  return lexicon;
}
