import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { grams, type NameEntry, NameIndex, normalize } from './name-index';

function entry(
  id: number,
  name: string,
  weight = 0,
  aliases: string[] = [],
  places: string[] = [],
): NameEntry {
  const names = [name, ...aliases];
  return {
    id,
    names,
    pinyin: names.map((n) => pinyin(n, { toneType: 'none', type: 'array' }).join('')),
    initials: names.map((n) => pinyin(n, { pattern: 'first', toneType: 'none', type: 'array' }).join('')),
    weight,
    places,
  };
}

const index = new NameIndex({
  toPinyin: (text) => pinyin(text, { toneType: 'none', type: 'array' }).join(''),
});
index.upsert([
  entry(1, '金沙煤矿', 45, [], ['仁怀市', '遵义市']),
  entry(2, '金沙县鑫源煤矿', 30, [], ['金沙县', '毕节市']),
  entry(3, '新金沙煤矿', 60),
  entry(4, '纳雍县鑫源煤矿', 90, [], ['纳雍县', '毕节市']),
  entry(5, '发耳煤矿', 240, ['发耳二矿']),
  entry(6, '山脚树煤矿', 300),
  entry(7, '金山煤业', 15),
]);

const ids = (query: string, limit = 10) => index.search(query, limit).hits.map((h) => h.id);
const tiers = (query: string) => index.search(query, 10).hits.map((h) => `${h.id}:${h.tier}`);
const fields = (query: string) => index.search(query, 10).hits.map((h) => `${h.id}:${h.field}`);

describe('NameIndex ranking', () => {
  it('puts the exact Chinese name first, then prefixes, then substrings; the county a name starts with last', () => {
    expect(tiers('金沙煤矿')).toEqual(['1:exact', '3:contains']);
    expect(tiers('金沙')).toEqual(['1:prefix', '3:contains', '2:prefix']);
    expect(fields('金沙')).toEqual(['1:name', '3:name', '2:county']);
    // Past the county, the name's own words: 鑫源 starts both names after their county (then by capacity).
    expect(tiers('鑫源')).toEqual(['4:prefix', '2:prefix']);
    expect(fields('金沙县鑫')).toEqual(['2:name']);
  });

  it('finds names by full pinyin and by initials, names before the county they start with', () => {
    // Prefixes of the pinyin (jinshan… too) before pinyin substrings, then by capacity; 金沙县鑫源煤矿
    // holds jinsha only in its county.
    expect(tiers('jinsha')).toEqual(['1:pinyin', '7:pinyin', '3:pinyin', '2:pinyin']);
    expect(fields('jinsha')).toEqual(['1:name', '7:name', '3:name', '2:county']);
    expect(tiers('jsmk')).toEqual(['1:pinyin']);
    expect(tiers('jinshameikuang')).toEqual(['1:pinyin', '3:pinyin']);
    expect(ids('JS')).toEqual([1, 7, 2]);
    expect(ids('fe')).toEqual([5]);
    // The name after its county is found by its own pinyin and initials.
    expect(fields('xinyuan')).toEqual(['4:name', '2:name']);
    expect(ids('xymk')).toEqual([4, 2]);
    expect(fields('jsxxy')).toEqual(['2:name']);
  });

  it('tolerates a one-character typo', () => {
    expect(tiers('纳雍县鑫圆煤矿')[0]).toBe('4:fuzzy');
    expect(ids('金沙煤旷')).toContain(1);
    expect(ids('jinshameikuagn')[0]).toBe(1);
    // A homophone typed by pinyin input: 发二 for 发耳.
    expect(tiers('发二煤矿')).toEqual(['5:fuzzy']);
  });

  it('matches aliases, after names, and says which alias', () => {
    expect(tiers('发耳二矿')).toEqual(['5:exact']);
    expect(index.search('发耳二矿', 1).hits[0]).toMatchObject({ field: 'alias', nameIndex: 1 });
    const local = new NameIndex();
    local.upsert([entry(1, '二矿', 10), entry(2, '发耳煤矿', 90, ['发耳二矿'])]);
    expect(local.search('二矿', 6).hits.map((h) => `${h.id}:${h.field}`)).toEqual(['1:name', '2:alias']);
  });

  it('takes a name that is nothing but its county as the name', () => {
    const local = new NameIndex({
      toPinyin: (text) => pinyin(text, { toneType: 'none', type: 'array' }).join(''),
    });
    local.upsert([entry(1, '金沙', 10, [], ['金沙县'])]);
    expect(local.search('jinsha', 6).hits.map((h) => h.field)).toEqual(['name']);
  });

  it('prefers names closest in length, then larger capacity, and pages without losing the total', () => {
    expect(ids('煤矿')).toEqual([5, 1, 6, 3, 4, 2]);
    const first = index.search('煤矿', 2);
    expect(first.total).toBe(6);
    expect(first.hits.map((h) => h.id)).toEqual([5, 1]);
    expect(index.search('煤矿', 2, 4).hits.map((h) => h.id)).toEqual([4, 2]);
  });

  it('treats SQL and punctuation as plain text', () => {
    expect(ids("' OR 1=1 --")).toEqual([]);
    expect(ids('%')).toEqual([]);
    expect(index.search('   ', 6)).toEqual({ hits: [], total: 0 });
  });

  it('stays fresh on upsert and remove', () => {
    const local = new NameIndex();
    local.upsert([entry(1, '金沙煤矿')]);
    local.upsert([entry(1, '金沙一矿')]);
    expect(local.search('金沙煤矿', 6).hits).toEqual([]);
    expect(local.search('金沙一矿', 6).hits.map((h) => h.tier)).toEqual(['exact']);
    local.remove([1]);
    expect(local.search('jinsha', 6).total).toBe(0);
    expect(local.size).toBe(0);
  });

  it('leaves no posting behind when entries with places and aliases are replaced, then removed', () => {
    const local = new NameIndex({
      toPinyin: (text) => pinyin(text, { toneType: 'none', type: 'array' }).join(''),
    });
    const postings = () => (local as unknown as { postings: Map<string, number[]> }).postings;
    local.upsert([
      entry(1, '金沙县鑫源煤矿', 30, ['鑫源二矿'], ['金沙县', '毕节市']),
      entry(2, '发耳煤矿', 240, ['发耳二矿']),
    ]);
    // Renamed, in another county: the keys worked out again on removal must be those the old name added.
    local.upsert([entry(1, '纳雍县新田煤矿', 90, [], ['纳雍县', '毕节市'])]);
    expect(local.search('新田', 6).hits.map((h) => h.id)).toEqual([1]);
    expect(local.search('xinyuan', 6).hits.map((h) => h.id)).toEqual([]);
    local.remove([1, 2]);
    expect(postings().size).toBe(0);
  });
});

describe('NameIndex near misses', () => {
  // Keys every name holds (煤矿) and keys many hold (二井) only add to the counts of the mines found
  // through rarer keys; the similarity must still count them.
  const names = [
    '丁台煤矿二井',
    '丁台煤矿一井',
    '丁台煤矿',
    '台煤矿二井',
    '丁台煤业二井',
    ...Array.from({ length: 40 }, (_, i) => `${String.fromCodePoint(0x4e00 + 300 + i)}山煤矿二井`),
    ...Array.from({ length: 40 }, (_, i) => `${String.fromCodePoint(0x4e00 + 400 + i)}河煤矿`),
  ];
  const nearIndex = new NameIndex();
  nearIndex.upsert(names.map((name, i) => entry(i + 1, name)));

  /** Jaccard over distinct bigrams, as the ranking defines near misses, computed name by name. */
  function expected(query: string) {
    const queryGrams = new Set(grams(query, 2));
    return names
      .map((name, i) => {
        const own = new Set(grams(name, 2));
        const shared = [...queryGrams].filter((g) => own.has(g)).length;
        return { id: i + 1, shared, score: shared / (own.size + queryGrams.size - shared) };
      })
      .filter((m) => m.shared >= 2 && m.score >= 0.3)
      .map((m) => `${m.id}:${m.score.toFixed(4)}`)
      .sort();
  }

  it.each(['丁彧煤矿二井', '丁台彧矿二井', '彧台煤矿一井', '彧山煤矿二井'])(
    'finds every name within the similarity of %s',
    (query) => {
      const found = nearIndex
        .search(query, 1000)
        .hits.filter((h) => h.tier === 'fuzzy')
        .map((h) => `${h.id}:${h.score.toFixed(4)}`)
        .sort();
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(expected(query));
    },
  );
});

describe('helpers', () => {
  it('normalizes width, case and spaces', () => {
    expect(normalize(' ＪＳ mk ')).toBe('jsmk');
  });
  it('makes distinct grams', () => {
    expect(grams('金沙金沙', 2).sort()).toEqual(['沙金', '金沙'].sort());
    expect(grams('金', 2)).toEqual(['金']);
  });
});
