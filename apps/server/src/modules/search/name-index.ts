/**
 * The typeahead's in-process index of mine names: one query is a few posting-list scans instead of a
 * SQL round trip, so the navbar search keeps up with every keystroke. Kept fresh by `upsert`/`remove`.
 */

export interface NameEntry {
  id: number;
  /** The name first, then aliases. */
  names: string[];
  /** Full pinyin of each name without tones or spaces, e.g. jinshameikuang. */
  pinyin: string[];
  /** Initials of each name, e.g. jsmk. */
  initials: string[];
  /** Tie-break after the match tier and closeness: larger first (approved capacity). */
  weight: number;
}

/** How a name matched, best first: the ranking of the search spec. */
export const MATCH_TIERS = ['exact', 'prefix', 'contains', 'pinyin', 'fuzzy'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface NameHit {
  id: number;
  tier: MatchTier;
  /** Within a tier, higher is better (closeness of length, or fuzzy similarity). */
  score: number;
}

export interface NamePage {
  hits: NameHit[];
  total: number;
}

/**
 * Below these gram overlaps a near-miss is noise rather than a typo. Pinyin needs more: nearly every
 * name shares the trigrams of "meikuang" (煤矿).
 */
const FUZZY_CHINESE = 0.3;
const FUZZY_PINYIN = 0.5;
const CACHE_SIZE = 500;

const CJK = /[\u3400-\u9fff]/;

export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s·・\-_'"]/g, '');
}

/** Distinct overlapping n-grams; texts no longer than n are one gram. */
export function grams(text: string, n: number): string[] {
  const chars = [...text];
  if (chars.length <= n) return chars.length ? [chars.join('')] : [];
  const out = new Set<string>();
  for (let i = 0; i + n <= chars.length; i++) out.add(chars.slice(i, i + n).join(''));
  return [...out];
}

interface Indexed {
  entry: NameEntry;
  names: string[];
  pinyin: string[];
  initials: string[];
  /** Distinct Chinese bigrams and pinyin trigrams over all names: the denominators of the similarity. */
  nameGramCount: number;
  pinyinGramCount: number;
  keys: string[];
}

/** Posting keys: `n:` Chinese bigram or single character, `p:` pinyin/initials trigram, `^` pinyin prefix. */
function keysOf(names: string[], pinyin: string[], initials: string[]) {
  const nameGrams = new Set(names.flatMap((n) => grams(n, 2)));
  const pinyinGrams = new Set(pinyin.flatMap((p) => grams(p, 3)));
  const keys = new Set<string>();
  for (const g of nameGrams) keys.add(`n:${g}`);
  for (const name of names) for (const c of name) keys.add(`n:${c}`);
  for (const g of pinyinGrams) keys.add(`p:${g}`);
  // Initials of long names (jsxxymk) are found through their trigrams too.
  for (const key of initials) for (const g of grams(key, 3)) keys.add(`p:${g}`);
  for (const key of [...pinyin, ...initials]) {
    for (let n = 1; n <= Math.min(3, key.length); n++) keys.add(`^${key.slice(0, n)}`);
  }
  return { keys: [...keys], nameGramCount: nameGrams.size, pinyinGramCount: pinyinGrams.size };
}

export interface NameIndexOptions {
  /** Full pinyin of a Chinese query: a wrong character typed by pinyin input is usually a homophone. */
  toPinyin?: (text: string) => string;
}

export class NameIndex {
  constructor(private readonly options: NameIndexOptions = {}) {}

  private readonly byId = new Map<number, Indexed>();
  private readonly postings = new Map<string, number[]>();
  private readonly cache = new Map<string, NameHit[]>();
  /** Scratch overlap counters, indexed by mine id. */
  private counts = new Int32Array(1024);

  get size(): number {
    return this.byId.size;
  }

  upsert(entries: Iterable<NameEntry>): void {
    this.cache.clear();
    for (const entry of entries) {
      this.remove([entry.id]);
      const names = entry.names.map(normalize).filter(Boolean);
      const pinyin = entry.pinyin.map(normalize).filter(Boolean);
      const initials = entry.initials.map(normalize).filter(Boolean);
      const indexed: Indexed = { entry, names, pinyin, initials, ...keysOf(names, pinyin, initials) };
      this.byId.set(entry.id, indexed);
      for (const key of indexed.keys) {
        const list = this.postings.get(key);
        if (list) list.push(entry.id);
        else this.postings.set(key, [entry.id]);
      }
      if (entry.id >= this.counts.length)
        this.counts = new Int32Array(Math.max(entry.id + 1, this.counts.length * 2));
    }
  }

  remove(ids: Iterable<number>): void {
    this.cache.clear();
    for (const id of ids) {
      const indexed = this.byId.get(id);
      if (!indexed) continue;
      for (const key of indexed.keys) {
        const list = this.postings.get(key);
        if (!list) continue;
        const at = list.indexOf(id);
        if (at >= 0) list.splice(at, 1);
        if (!list.length) this.postings.delete(key);
      }
      this.byId.delete(id);
    }
  }

  /** One page of matches, best first, and how many there are in all. */
  search(query: string, limit: number, offset = 0): NamePage {
    const q = normalize(query);
    if (!q) return { hits: [], total: 0 };
    let ranked = this.cache.get(q);
    if (!ranked) {
      ranked = CJK.test(q) ? this.searchChinese(q) : this.searchLatin(q);
      ranked.sort((a, b) => this.compare(a, b));
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(q, ranked);
    }
    return { hits: ranked.slice(offset, offset + limit), total: ranked.length };
  }

  private searchChinese(q: string): NameHit[] {
    const chars = [...q];
    const queryKeys = chars.length === 1 ? [`n:${q}`] : grams(q, 2).map((g) => `n:${g}`);
    const minShared = Math.max(2, Math.ceil(FUZZY_CHINESE * queryKeys.length));
    const hits = this.collect(queryKeys, (indexed, shared) => {
      if (shared === queryKeys.length) {
        const literal = rankLiteral(indexed, q);
        if (literal) return literal;
      }
      if (shared < minShared) return undefined;
      return similarity(indexed.entry.id, shared, indexed.nameGramCount, queryKeys.length, FUZZY_CHINESE);
    });
    return chars.length > 1 ? [...hits, ...this.homophones(q, new Set(hits.map((h) => h.id)))] : hits;
  }

  /** Names that sound like the query (杨亚煤矿 → 杨垭煤矿): their pinyin starts with the query's. */
  private homophones(q: string, found: Set<number>): NameHit[] {
    const spoken = this.options.toPinyin ? normalize(this.options.toPinyin(q)) : '';
    if (spoken.length < 4) return [];
    // Two characters sound like too many names: only a whole name may sound like them.
    const whole = [...q].length < 3;
    // A sound-alike starts as the query does: its 3-letter prefix posting holds every candidate.
    return this.collect([`^${spoken.slice(0, 3)}`], (indexed) => {
      const sounds = indexed.pinyin.some((p) => (whole ? p === spoken : p.startsWith(spoken)));
      if (found.has(indexed.entry.id) || !sounds) return undefined;
      return { id: indexed.entry.id, tier: 'fuzzy', score: indexed.pinyin.includes(spoken) ? 1 : 0.9 };
    });
  }

  private searchLatin(q: string): NameHit[] {
    if (q.length <= 3) {
      // Too short for trigrams: the prefix postings hold exactly the names whose pinyin or initials start so.
      return this.collect(
        [`^${q}`],
        (indexed) =>
          rankLiteral(indexed, q) ?? { id: indexed.entry.id, tier: 'pinyin', score: pinyinScore(indexed, q) },
      );
    }
    const queryKeys = grams(q, 3).map((g) => `p:${g}`);
    const minShared = Math.ceil(FUZZY_PINYIN * queryKeys.length);
    return this.collect(queryKeys, (indexed, shared) => {
      if (shared === queryKeys.length) {
        const literal = rankLiteral(indexed, q);
        if (literal) return literal;
        const pinyinMatch =
          indexed.initials.some((i) => i.startsWith(q)) || indexed.pinyin.some((p) => p.includes(q));
        if (pinyinMatch) return { id: indexed.entry.id, tier: 'pinyin', score: pinyinScore(indexed, q) };
      }
      if (shared < minShared) return undefined;
      return similarity(indexed.entry.id, shared, indexed.pinyinGramCount, queryKeys.length, FUZZY_PINYIN);
    });
  }

  /** Counts, per mine, how many of the query's keys it has, then lets `judge` rank each mine touched. */
  private collect(
    queryKeys: string[],
    judge: (indexed: Indexed, shared: number) => NameHit | undefined,
  ): NameHit[] {
    const counts = this.counts;
    const touched: number[] = [];
    for (const key of new Set(queryKeys)) {
      for (const id of this.postings.get(key) ?? []) {
        if (counts[id] === 0) touched.push(id);
        counts[id]! += 1;
      }
    }
    const hits: NameHit[] = [];
    for (const id of touched) {
      const shared = counts[id]!;
      counts[id] = 0;
      const indexed = this.byId.get(id);
      const hit = indexed && judge(indexed, shared);
      if (hit) hits.push(hit);
    }
    return hits;
  }

  private compare(a: NameHit, b: NameHit): number {
    const tier = MATCH_TIERS.indexOf(a.tier) - MATCH_TIERS.indexOf(b.tier);
    if (tier) return tier;
    if (a.score !== b.score) return b.score - a.score;
    const weight = (this.byId.get(b.id)?.entry.weight ?? 0) - (this.byId.get(a.id)?.entry.weight ?? 0);
    return weight || a.id - b.id;
  }
}

/** Exact, prefix or substring match on a name as written (names may hold Latin letters or digits). */
function rankLiteral(indexed: Indexed, q: string): NameHit | undefined {
  const id = indexed.entry.id;
  if (indexed.names.includes(q)) return { id, tier: 'exact', score: 1 };
  const prefixed = indexed.names.filter((n) => n.startsWith(q));
  if (prefixed.length) return { id, tier: 'prefix', score: closeness(q, prefixed) };
  const containing = indexed.names.filter((n) => n.includes(q));
  if (containing.length) return { id, tier: 'contains', score: closeness(q, containing) };
  return undefined;
}

/** Pinyin that starts with the query, or initials equal to it, rank above pinyin substrings. */
function pinyinScore(indexed: Indexed, q: string): number {
  return indexed.pinyin.some((p) => p.startsWith(q)) || indexed.initials.includes(q) ? 1 : 0;
}

/** Jaccard similarity of distinct grams, from the shared count the postings gave. */
function similarity(
  id: number,
  shared: number,
  own: number,
  query: number,
  threshold: number,
): NameHit | undefined {
  const score = shared / (own + query - shared);
  return score >= threshold ? { id, tier: 'fuzzy', score: Math.min(score, 1) } : undefined;
}

function closeness(q: string, names: string[]): number {
  return Math.max(...names.map((n) => q.length / n.length));
}
