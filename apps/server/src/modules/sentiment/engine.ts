import {
  CONTRASTS,
  DEGREES,
  type Lexicon,
  LIGHT_VERBS,
  NEGATED_REACH,
  NEGATORS,
  PHRASE_ENDS,
  REDUCTIONS,
  REMEDIES,
  REVOCATIONS,
  VERDICTS,
} from './lexicon';

export const ENGINE_VERSION = 'lexicon-2';

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

export interface SentimentHit {
  word: string;
  /** The weight the word adds to its sentence, after negation, degree and contrast. */
  weight: number;
  negated: boolean;
  /** The degree factor applied (1 when none). */
  degree: number;
}

export interface SentenceResult {
  text: string;
  score: number;
  label: SentimentLabel;
  hits: SentimentHit[];
}

export interface SentimentResult {
  score: number;
  label: SentimentLabel;
  sentences: SentenceResult[];
}

export type Segmenter = (text: string) => string[];

/** A score at or beyond this is positive (or, negated, negative). */
export const LABEL_THRESHOLD = 0.25;
/** Titles weigh this much more than a sentence of the body. */
export const TITLE_WEIGHT = 2;
/** How many tokens after a negator or degree adverb it still reaches (within its clause). */
const NEGATION_SCOPE = 6;
const DEGREE_SCOPE = 3;
/** How many tokens after it a remedy (解除 … 冻结) or revocation still reaches. */
const REVERSAL_SCOPE = 8;
/** Clauses before a contrast word (但, 然而 …) and the ones after it. */
const BEFORE_CONTRAST = 0.4;
const AFTER_CONTRAST = 1.2;
/** A sentence without sentiment words still counts a little towards its article: it dilutes. */
const NEUTRAL_SENTENCE_WEIGHT = 0.25;

const SENTENCE_END = /(?<=[。！？!?；;\n])/;
const CLAUSE_BREAK = new Set([
  '，',
  ',',
  '、',
  '：',
  ':',
  '（',
  '）',
  '(',
  ')',
  '“',
  '”',
  '"',
  '～',
  '~',
  '—',
  '——',
  '…',
  '……',
]);
const NEGATION_PREFIXES = ['未', '不', '无', '没', '非'];

export function labelOf(score: number): SentimentLabel {
  if (score >= LABEL_THRESHOLD) return 'positive';
  if (score <= -LABEL_THRESHOLD) return 'negative';
  return 'neutral';
}

/** Raw sums grow with every hit; the score squashes them into −1…1. */
function squash(raw: number): number {
  return Math.round(Math.tanh(raw / 2) * 1000) / 1000;
}

/** A run of text longer than this without a full stop is scored in pieces: no one piece of work is long. */
export const MAX_SENTENCE_CHARS = 1000;
/** How long scoring runs before it lets other requests in, when it is given a pause. */
const STEP_MS = 10;

export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .flatMap(pieces);
}

/** A sentence cut into pieces of at most {@link MAX_SENTENCE_CHARS}, after a clause break when there is one. */
function pieces(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE_CHARS) return [sentence];
  const out: string[] = [];
  let start = 0;
  while (sentence.length - start > MAX_SENTENCE_CHARS) {
    let cut = start + MAX_SENTENCE_CHARS;
    for (let i = cut - 1; i > start + MAX_SENTENCE_CHARS / 2; i -= 1) {
      if (CLAUSE_BREAK.has(sentence[i]!)) {
        cut = i + 1;
        break;
      }
    }
    // Never between the halves of a surrogate pair: a lone half cannot be stored.
    const code = sentence.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    const piece = sentence.slice(start, cut).trim();
    if (piece) out.push(piece);
    start = cut;
  }
  const last = sentence.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/**
 * The explainable dictionary scorer: each sentiment word of the lexicon counts with its weight,
 * flipped by a negator before it in its clause (未发生事故 is good news, 未获批准 bad), scaled by a
 * degree adverb, and weighed down before a contrast word and up after it (…，但… weighs the later
 * clause); remedies undo the bad words of their clause (险情已经排除, 事故起数下降). An article's title counts {@link TITLE_WEIGHT} times a body sentence.
 */
export function createSentimentEngine({ segment, lexicon }: { segment: Segmenter; lexicon: Lexicon }) {
  function lookup(token: string): { weight: number; negated: boolean } | undefined {
    const weight = lexicon.get(token);
    if (weight !== undefined) return { weight, negated: false };
    // The segmenter sometimes keeps a negator glued to its word (不安全, 无隐患).
    for (const prefix of NEGATION_PREFIXES) {
      if (token.length > prefix.length + 1 && token.startsWith(prefix)) {
        const rest = lexicon.get(token.slice(prefix.length));
        if (rest !== undefined) return { weight: rest, negated: true };
      }
    }
    return undefined;
  }

  function sentence(text: string): SentenceResult & { raw: number } {
    const tokens = segment(text);
    const hits: SentimentHit[] = [];
    let clauseStart = 0;
    // Reversals are applied lazily, so a clause with many remedies stays linear: after one, every hit of
    // the clause shares a sign; hits [clauseStart, settled) are that block, flipped `blockFlips` times
    // since each hit joined it at flip count `joinedAt[i]`.
    let settled = 0;
    let blockSign = 0;
    let blockFlips = 0;
    const joinedAt: number[] = [];
    /** Hits of the clause with their pending flips applied; called when the clause ends. */
    const closeClause = () => {
      for (let i = clauseStart; i < settled; i += 1) {
        if ((blockFlips - joinedAt[i]!) % 2 === 0) continue;
        const hit = hits[i]!;
        hit.weight = -hit.weight;
        hit.negated = !hit.negated;
      }
      clauseStart = hits.length;
      settled = hits.length;
      blockSign = 0;
      blockFlips = 0;
    };
    let negations = 0;
    let negationLeft = 0;
    /** No word of the negator's phrase seen yet: the first one it governs ends its reach (不兑付, 没市场). */
    let negationFresh = false;
    let degree = 1;
    let degreeLeft = 0;
    /** A remedy (sign −1: flips bad words) or revocation (+1: flips good words) still reaching ahead. */
    let reversal: { flips: number; left: number } | undefined;
    /** Hits before the last contrast word weigh less; the ones after it more. */
    let beforeLastContrast = 0;
    let contrastSeen = false;

    /** Flips the clause's hits of one sign; says whether it found any. */
    const reverseBack = (flips: number): boolean => {
      let found = false;
      if (settled > clauseStart && blockSign === flips) {
        blockFlips += 1;
        found = true;
      }
      for (let i = settled; i < hits.length; i += 1) {
        const hit = hits[i]!;
        joinedAt[i] = blockFlips;
        if (Math.sign(hit.weight) !== flips) continue;
        hit.weight = -hit.weight;
        hit.negated = !hit.negated;
        found = true;
      }
      settled = hits.length;
      if (settled > clauseStart) blockSign = -flips;
      return found;
    };

    for (const token of tokens) {
      if (CLAUSE_BREAK.has(token)) {
        closeClause();
        negations = 0;
        negationLeft = 0;
        degree = 1;
        degreeLeft = 0;
        reversal = undefined;
        continue;
      }
      if (CONTRASTS.has(token)) {
        beforeLastContrast = hits.length;
        contrastSeen = true;
        closeClause();
        negations = 0;
        negationLeft = 0;
        continue;
      }
      if (NEGATORS.has(token)) {
        negations += 1;
        negationLeft = NEGATION_SCOPE;
        negationFresh = true;
        continue;
      }
      if (PHRASE_ENDS.has(token)) {
        negationLeft = 0;
        reversal = undefined;
        continue;
      }
      const flips = REMEDIES.has(token) ? -1 : REVOCATIONS.has(token) ? 1 : 0;
      if (flips) {
        reversal = { flips, left: REVERSAL_SCOPE };
        // Counted on its own only when there is nothing before it to undo.
        if (reverseBack(flips)) continue;
      }
      const found = lookup(token);
      const factor = DEGREES.get(token);
      if (factor !== undefined && !found) {
        degree = factor;
        degreeLeft = DEGREE_SCOPE;
        continue;
      }
      if (found && found.weight !== 0) {
        let negated = (negationLeft > 0 && negations % 2 === 1) !== found.negated;
        let weight = negated ? -found.weight : found.weight;
        const reached =
          !flips && reversal && reversal.left > 0 && !VERDICTS.has(token) && !REDUCTIONS.has(token);
        if (reached && Math.sign(weight) === reversal?.flips) {
          weight = -weight;
          negated = !negated;
        }
        // A good thing denied takes its clause's good words with it (复产申请未获批准)
        // and ends the negator's reach: what follows is its object (没有落实整改措施).
        if (negated && found.weight > 0) {
          reverseBack(1);
          negationLeft = 0;
        }
        const applied = degreeLeft > 0 ? degree : 1;
        hits.push({ word: token, weight: weight * applied, negated, degree: applied });
        joinedAt.push(0);
        degree = 1;
        degreeLeft = 0;
      }
      if (negationLeft > 0 && negationFresh && !NEGATED_REACH.has(token)) {
        negationFresh = false;
        // A light verb leaves its object to the negator (未发生事故); any other word of no sentiment is
        // what it denied (不兑付, 没市场): what follows is outside its phrase.
        if (!LIGHT_VERBS.has(token) && (!found || found.weight === 0)) negationLeft = 1;
      }
      if (negationLeft > 0) negationLeft -= 1;
      if (degreeLeft > 0) degreeLeft -= 1;
      if (reversal && !flips) reversal.left -= 1;
    }
    closeClause();

    const weighed: SentimentHit[] = hits.map((hit, index) => {
      const factor = !contrastSeen ? 1 : index < beforeLastContrast ? BEFORE_CONTRAST : AFTER_CONTRAST;
      return { ...hit, weight: Math.round(hit.weight * factor * 1000) / 1000 };
    });
    const raw = weighed.reduce((sum, hit) => sum + hit.weight, 0);
    const score = squash(raw);
    return { text, score, label: labelOf(score), hits: weighed, raw };
  }

  function combine(parts: { result: SentenceResult; weight: number }[]): SentimentResult {
    let total = 0;
    let weights = 0;
    for (const { result, weight } of parts) {
      const w = result.hits.length ? weight : weight * NEUTRAL_SENTENCE_WEIGHT;
      total += result.score * w;
      weights += w;
    }
    const score = weights ? Math.round((total / weights) * 1000) / 1000 : 0;
    return { score, label: labelOf(score), sentences: parts.map((part) => part.result) };
  }

  const strip = ({ raw: _raw, ...result }: SentenceResult & { raw: number }): SentenceResult => result;

  return {
    /** A text without a title: every sentence weighs the same. */
    analyze(text: string): SentimentResult {
      return combine(splitSentences(text).map((part) => ({ result: strip(sentence(part)), weight: 1 })));
    },
    /** An article: the title (its first result) weighs over the body. */
    analyzeArticle({ title, body }: { title: string; body: string }): SentimentResult {
      const parts = [{ result: strip(sentence(title)), weight: TITLE_WEIGHT }];
      for (const part of splitSentences(body)) parts.push({ result: strip(sentence(part)), weight: 1 });
      return combine(parts);
    },
    /**
     * The same score as {@link analyzeArticle}, awaiting `pause` every few milliseconds between sentences,
     * so that a long article never holds the process in one piece.
     */
    async analyzeArticleInSteps(
      { title, body }: { title: string; body: string },
      pause: () => Promise<void>,
    ): Promise<SentimentResult> {
      const parts = [{ result: strip(sentence(title)), weight: TITLE_WEIGHT }];
      let since = performance.now();
      for (const part of splitSentences(body)) {
        parts.push({ result: strip(sentence(part)), weight: 1 });
        if (performance.now() - since < STEP_MS) continue;
        await pause();
        since = performance.now();
      }
      return combine(parts);
    },
    /** A word's own weight (无隐患 is good, 事故 bad), whatever the sentence; undefined when it has none. */
    wordWeight(word: string): number | undefined {
      const found = lookup(word);
      return found && (found.negated ? -found.weight : found.weight);
    },
    /** One sentence as it is, however long (the title of an article is one). */
    analyzeSentence: (text: string): SentenceResult => strip(sentence(text)),
  };
}

export type SentimentEngine = ReturnType<typeof createSentimentEngine>;
