import { CONTRASTS, DEGREES, type Lexicon, NEGATORS, REMEDIES, REVOCATIONS, VERDICTS } from './lexicon';

export const ENGINE_VERSION = 'lexicon-1';

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

type Hit = SentimentHit & { beforeContrast: boolean };

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
const CLAUSE_BREAK = new Set(['，', ',', '、', '：', ':', '（', '）', '(', ')', '“', '”', '"']);
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

export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
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
    const hits: Hit[] = [];
    let clauseStart = 0;
    let negations = 0;
    let negationLeft = 0;
    let degree = 1;
    let degreeLeft = 0;
    /** A remedy (sign −1: flips bad words) or revocation (+1: flips good words) still reaching ahead. */
    let reversal: { flips: number; left: number } | undefined;
    let contrastSeen = false;

    /** Flips the clause's hits of one sign; says whether it found any. */
    const reverseBack = (flips: number): boolean => {
      let found = false;
      for (const hit of hits.slice(clauseStart)) {
        if (Math.sign(hit.weight) !== flips) continue;
        hit.weight = -hit.weight;
        hit.negated = !hit.negated;
        found = true;
      }
      return found;
    };

    for (const token of tokens) {
      if (CLAUSE_BREAK.has(token)) {
        clauseStart = hits.length;
        negations = 0;
        negationLeft = 0;
        degree = 1;
        degreeLeft = 0;
        reversal = undefined;
        continue;
      }
      if (CONTRASTS.has(token)) {
        for (const hit of hits) hit.beforeContrast = true;
        contrastSeen = true;
        clauseStart = hits.length;
        negations = 0;
        negationLeft = 0;
        continue;
      }
      if (NEGATORS.has(token)) {
        negations += 1;
        negationLeft = NEGATION_SCOPE;
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
        const reached = !flips && reversal && reversal.left > 0 && !VERDICTS.has(token);
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
        hits.push({ word: token, weight: weight * applied, negated, degree: applied, beforeContrast: false });
        degree = 1;
        degreeLeft = 0;
      }
      if (negationLeft > 0) negationLeft -= 1;
      if (degreeLeft > 0) degreeLeft -= 1;
      if (reversal && !flips) reversal.left -= 1;
    }

    const weighed: SentimentHit[] = hits.map(({ beforeContrast, ...hit }) => {
      const factor = !contrastSeen ? 1 : beforeContrast ? BEFORE_CONTRAST : AFTER_CONTRAST;
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
  };
}

export type SentimentEngine = ReturnType<typeof createSentimentEngine>;
