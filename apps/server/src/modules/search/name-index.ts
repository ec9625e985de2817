/**
 * The typeahead's in-process index of mine names: one query is a few posting-list scans instead of a
 * SQL round trip, so the navbar search keeps up with every keystroke. Kept fresh by `upsert`/`remove`.
 */
import { cacheCounter } from '../../lib/cache-stats';

const counter = cacheCounter('search.names');

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
  /**
   * The mine's county and prefecture (金沙县, 毕节市). A name often starts with them (金沙县清池镇阳波煤矿):
   * a query found only there matched the place, not the mine's own name.
   */
  places?: string[];
}

/** How a name matched, best first: the ranking of the search spec. */
export const MATCH_TIERS = ['exact', 'prefix', 'contains', 'pinyin', 'fuzzy'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/** Where the query was found: the name, a former name (alias), or only the place a name starts with. */
export const MATCH_FIELDS = ['name', 'alias', 'county'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

export interface NameHit {
  id: number;
  tier: MatchTier;
  field: MatchField;
  /** Which of the entry's names matched (0 the name, then the aliases). */
  nameIndex: number;
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
  /**
   * Per name: how long the place it starts with is, in characters (= in initials) and in pinyin; 0 when
   * it starts with none.
   */
  placeChars: number[];
  placePinyin: number[];
  /** Distinct Chinese bigrams and pinyin trigrams over all names: the denominators of the similarity. */
  nameGramCount: number;
  pinyinGramCount: number;
}

type NameForms = Pick<Indexed, 'names' | 'pinyin' | 'initials' | 'placeChars' | 'placePinyin'>;

/**
 * An entry's posting keys, from its normalized names. Worked out again when the entry is removed rather
 * than kept: some 86 strings per mine were 60 % of the index's memory (266 MB with 100,000 mines).
 */
function postingKeys({ names, pinyin, initials, placeChars, placePinyin }: NameForms) {
  // The name after its place is where a reader starts it (金沙县田坝煤矿 → tb…, tianba…).
  const ownStarts = names.flatMap((_, i) =>
    placeChars[i] ? [pinyin[i]?.slice(placePinyin[i]) ?? '', initials[i]?.slice(placeChars[i]) ?? ''] : [],
  );
  return keysOf(
    names.filter(Boolean),
    pinyin.filter(Boolean),
    initials.filter(Boolean),
    ownStarts.filter(Boolean),
  );
}

/**
 * Posting keys: `n:` Chinese bigram or single character, `p:` pinyin/initials trigram, `^` pinyin prefix
 * (of the whole name and of the name after its leading place).
 */
function keysOf(names: string[], pinyin: string[], initials: string[], ownStarts: string[]) {
  const nameGrams = new Set(names.flatMap((n) => grams(n, 2)));
  const pinyinGrams = new Set(pinyin.flatMap((p) => grams(p, 3)));
  const keys = new Set<string>();
  for (const g of nameGrams) keys.add(`n:${g}`);
  for (const name of names) for (const c of name) keys.add(`n:${c}`);
  for (const g of pinyinGrams) keys.add(`p:${g}`);
  // Initials of long names (jsxxymk) are found through their trigrams too.
  for (const key of initials) for (const g of grams(key, 3)) keys.add(`p:${g}`);
  for (const key of [...pinyin, ...initials, ...ownStarts]) {
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
      // Kept in step with entry.names (a name that normalizes to nothing stays, matching nothing).
      const names = entry.names.map(normalize);
      const pinyin = entry.pinyin.map(normalize);
      const initials = entry.initials.map(normalize);
      const lead = this.leadingPlaces(names, pinyin, entry.places ?? []);
      const forms: NameForms = { names, pinyin, initials, placeChars: lead.chars, placePinyin: lead.pinyin };
      const { keys, nameGramCount, pinyinGramCount } = postingKeys(forms);
      this.byId.set(entry.id, { entry, ...forms, nameGramCount, pinyinGramCount });
      for (const key of keys) {
        const list = this.postings.get(key);
        if (list) list.push(entry.id);
        else this.postings.set(key, [entry.id]);
      }
      if (entry.id >= this.counts.length)
        this.counts = new Int32Array(Math.max(entry.id + 1, this.counts.length * 2));
    }
  }

  /** Per name, the places it starts with (金沙县…, 毕节市金沙县…): their length in characters and in pinyin. */
  private leadingPlaces(names: string[], pinyin: string[], places: string[]) {
    const forms = placeForms(places);
    const chars: number[] = [];
    const spoken: number[] = [];
    names.forEach((name, i) => {
      const sound = pinyin[i] ?? '';
      let c = 0;
      let p = 0;
      for (let found = true; found;) {
        found = false;
        for (const form of forms) {
          const formSound = this.spoken(form);
          // Both the characters and their sound must agree (a polyphone read otherwise is no place).
          if (!formSound || !name.startsWith(form, c) || !sound.startsWith(formSound, p)) continue;
          c += form.length;
          p += formSound.length;
          found = true;
          break;
        }
      }
      // A name that is nothing but a place is the mine's own name.
      const whole = c >= name.length;
      chars.push(whole ? 0 : c);
      spoken.push(whole ? 0 : p);
    });
    return { chars, pinyin: spoken };
  }

  private readonly sounds = new Map<string, string>();

  private spoken(text: string): string {
    let sound = this.sounds.get(text);
    if (sound === undefined) {
      sound = this.options.toPinyin ? normalize(this.options.toPinyin(text)) : '';
      this.sounds.set(text, sound);
    }
    return sound;
  }

  remove(ids: Iterable<number>): void {
    this.cache.clear();
    for (const id of ids) {
      const indexed = this.byId.get(id);
      if (!indexed) continue;
      for (const key of postingKeys(indexed).keys) {
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
    if (ranked) counter.hits++;
    else {
      counter.misses++;
      ranked = CJK.test(q) ? this.searchChinese(q) : this.searchLatin(q);
      ranked = this.rank(ranked);
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(q, ranked);
    }
    return { hits: ranked.slice(offset, offset + limit), total: ranked.length };
  }

  private searchChinese(q: string): NameHit[] {
    const chars = [...q];
    const queryKeys = chars.length === 1 ? [`n:${q}`] : grams(q, 2).map((g) => `n:${g}`);
    const minShared = Math.max(2, Math.ceil(FUZZY_CHINESE * queryKeys.length));
    const needed = Math.min(minShared, new Set(queryKeys).size);
    const hits = this.collect(queryKeys, needed, (indexed, shared) => {
      if (shared === queryKeys.length) {
        const literal = bestOf(indexed, (i) => [literalMatch(indexed, i, q)]);
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
    return this.collect([`^${spoken.slice(0, 3)}`], 1, (indexed) => {
      const sounds = indexed.pinyin.some((p) => (whole ? p === spoken : p.startsWith(spoken)));
      if (found.has(indexed.entry.id) || !sounds) return undefined;
      return {
        id: indexed.entry.id,
        tier: 'fuzzy',
        score: indexed.pinyin.includes(spoken) ? 1 : 0.9,
        field: 'name',
        nameIndex: 0,
      };
    });
  }

  private searchLatin(q: string): NameHit[] {
    const match = (indexed: Indexed) =>
      bestOf(indexed, (i) => [literalMatch(indexed, i, q), pinyinMatch(indexed, i, q)]);
    if (q.length <= 3) {
      // Too short for trigrams: the prefix postings hold exactly the names whose pinyin or initials start so.
      return this.collect([`^${q}`], 1, match);
    }
    const queryKeys = grams(q, 3).map((g) => `p:${g}`);
    const minShared = Math.ceil(FUZZY_PINYIN * queryKeys.length);
    const needed = Math.min(minShared, new Set(queryKeys).size);
    return this.collect(queryKeys, needed, (indexed, shared) => {
      if (shared === queryKeys.length) {
        const found = match(indexed);
        if (found) return found;
      }
      if (shared < minShared) return undefined;
      return similarity(indexed.entry.id, shared, indexed.pinyinGramCount, queryKeys.length, FUZZY_PINYIN);
    });
  }

  /**
   * Finds the mines holding at least `needed` of the query's keys and lets `judge` rank each with how many
   * it holds. A mine holding `needed` of k keys holds one of the k − needed + 1 rarest: only those make
   * candidates, and the commoner keys (such as 煤矿, in nearly every name) only add to their counts.
   */
  private collect(
    queryKeys: string[],
    needed: number,
    judge: (indexed: Indexed, shared: number) => NameHit | undefined,
  ): NameHit[] {
    const postings = [...new Set(queryKeys)]
      .map((key) => this.postings.get(key) ?? [])
      .sort((a, b) => a.length - b.length);
    const rare = Math.max(1, postings.length - needed + 1);
    const counts = this.counts;
    const touched: number[] = [];
    postings.forEach((list, i) => {
      for (const id of list) {
        if (counts[id] === 0) {
          if (i >= rare) continue;
          touched.push(id);
        }
        counts[id]! += 1;
      }
    });
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

  /** Best first: by `compareHits`, then the larger weight, then the smaller id. */
  private rank(hits: NameHit[]): NameHit[] {
    // Keys computed once per hit: a common query ranks thousands of hits.
    const keyed = hits.map((hit) => ({
      hit,
      order: hitGroup(hit) * MATCH_TIERS.length + MATCH_TIERS.indexOf(hit.tier),
      weight: this.byId.get(hit.id)?.entry.weight ?? 0,
    }));
    keyed.sort(
      (a, b) => a.order - b.order || b.hit.score - a.hit.score || b.weight - a.weight || a.hit.id - b.hit.id,
    );
    return keyed.map((k) => k.hit);
  }
}

/**
 * The ranking: a match in the mine's own name, then in a former name, then one found only in the place a
 * name starts with, then near misses; within each, by tier and closeness.
 */
function compareHits(a: NameHit, b: NameHit): number {
  return (
    hitGroup(a) - hitGroup(b) ||
    MATCH_TIERS.indexOf(a.tier) - MATCH_TIERS.indexOf(b.tier) ||
    b.score - a.score
  );
}

const hitGroup = (hit: NameHit) =>
  hit.tier === 'fuzzy' ? MATCH_FIELDS.length : MATCH_FIELDS.indexOf(hit.field);

/** The best of the matches `matchesOf` finds in each of the entry's names. */
function bestOf(indexed: Indexed, matchesOf: (i: number) => (NameHit | undefined)[]): NameHit | undefined {
  let best: NameHit | undefined;
  const count = Math.max(indexed.names.length, indexed.pinyin.length);
  for (let i = 0; i < count; i++) {
    for (const hit of matchesOf(i)) if (hit && (!best || compareHits(hit, best) < 0)) best = hit;
  }
  return best;
}

const ownField = (i: number): MatchField => (i === 0 ? 'name' : 'alias');

/**
 * Exact, prefix or substring match on one name as written (names may hold Latin letters or digits). A
 * match ending past the name's leading place is the name's own; one inside the place matched the county.
 */
function literalMatch(indexed: Indexed, i: number, q: string): NameHit | undefined {
  const name = indexed.names[i];
  if (!name) return undefined;
  const id = indexed.entry.id;
  if (name === q) return { id, tier: 'exact', score: 1, field: ownField(i), nameIndex: i };
  const place = indexed.placeChars[i] ?? 0;
  const own = name.indexOf(q, Math.max(0, place - q.length + 1));
  const at = own >= 0 ? own : name.indexOf(q);
  if (at < 0) return undefined;
  return {
    id,
    tier: at === 0 || at === place ? 'prefix' : 'contains',
    score: q.length / name.length,
    field: own >= 0 ? ownField(i) : 'county',
    nameIndex: i,
  };
}

/**
 * Full pinyin containing the query, or initials starting with it; those starting with the query (after
 * the place, for the name's own part) or initials equal to it rank first.
 */
function pinyinMatch(indexed: Indexed, i: number, q: string): NameHit | undefined {
  const spoken = indexed.pinyin[i] ?? '';
  const letters = indexed.initials[i] ?? '';
  if (!spoken && !letters) return undefined;
  const place = indexed.placePinyin[i] ?? 0;
  const placeLetters = place ? (indexed.placeChars[i] ?? 0) : 0;
  const ownSpoken = spoken.slice(place);
  const ownLetters = letters.slice(placeLetters);
  const id = indexed.entry.id;
  const inOwnSpoken = spoken.indexOf(q, Math.max(0, place - q.length + 1)) >= 0;
  const inOwnLetters = ownLetters.startsWith(q) || (letters.startsWith(q) && q.length > placeLetters);
  if (inOwnSpoken || inOwnLetters) {
    const first = spoken.startsWith(q) || ownSpoken.startsWith(q) || letters === q || ownLetters === q;
    return { id, tier: 'pinyin', score: first ? 1 : 0, field: ownField(i), nameIndex: i };
  }
  if (spoken.includes(q) || letters.startsWith(q))
    return { id, tier: 'pinyin', score: spoken.startsWith(q) ? 1 : 0, field: 'county', nameIndex: i };
  return undefined;
}

/** A place and its short form without the 县/市/区 suffix (金沙县, 金沙), normalized, longest first. */
function placeForms(places: string[]): string[] {
  const forms = new Set<string>();
  for (const place of places.map(normalize)) {
    if (!place) continue;
    forms.add(place);
    const stem = place.replace(/(自治县|自治州|特区|县|市|区|州)$/u, '');
    if (stem.length >= 2) forms.add(stem);
  }
  return [...forms].sort((a, b) => b.length - a.length);
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
  return score >= threshold
    ? { id, tier: 'fuzzy', score: Math.min(score, 1), field: 'name', nameIndex: 0 }
    : undefined;
}
