import type { Regions } from '../mine';
import { didYouMean } from './did-you-mean';
import { toHalfWidth } from './units';

/**
 * Prefectures renamed since the lists were typed: 地区 became 市 when the State Council made them
 * prefecture-level cities (遵义 1997, 安顺 2000, 毕节 and 铜仁 2011).
 */
const FORMER_PREFECTURES: Record<string, string> = {
  遵义地区: '遵义市',
  安顺地区: '安顺市',
  毕节地区: '毕节市',
  铜仁地区: '铜仁市',
};

/**
 * County-level divisions renamed or re-coded (ARCHITECTURE.md names the boundary data's four stale
 * codes; the rest are the province's renames since 1990): former name → current name.
 */
const FORMER_COUNTIES: Record<string, string> = {
  盘县: '盘州市',
  盘县特区: '盘州市',
  水城县: '水城区',
  水城特区: '水城区',
  黔西县: '黔西市',
  兴仁县: '兴仁市',
  遵义县: '播州区',
  平坝县: '平坝区',
  万山特区: '万山区',
  清镇县: '清镇市',
  仁怀县: '仁怀市',
  赤水县: '赤水市',
  兴义县: '兴义市',
  福泉县: '福泉市',
  凯里县: '凯里市',
  都匀县: '都匀市',
};

/** County-level cities that shared their prefecture's name until it became a city and they districts. */
const FORMER_SEATS: Record<string, Record<string, string>> = {
  毕节市: { 毕节市: '七星关区', 毕节县: '七星关区' },
  铜仁市: { 铜仁市: '碧江区', 铜仁县: '碧江区' },
  安顺市: { 安顺市: '西秀区', 安顺县: '西秀区' },
};

export type PlaceNote = 'former' | 'short';

export type PlaceAnswer<T> =
  | { ok: true; value: T; note?: PlaceNote }
  | {
      ok: false;
      suggestion?: string | undefined;
      /** The prefecture a county of another prefecture belongs to. */
      elsewhere?: string | undefined;
    };

interface Prefecture {
  code: string;
  name: string;
}

/** The everyday short form of a county: 纳雍县 → 纳雍, 威宁彝族回族苗族自治县 → 威宁 (and 威宁县). */
function shortForms(name: string): string[] {
  if (name.includes('自治县')) return [name.slice(0, 2), `${name.slice(0, 2)}县`];
  const base = name.replace(/(特区|县|市|区)$/, '');
  return [...base].length >= 2 && base !== name ? [base] : [];
}

/** Place names as real lists write them: current, former and short names, with a note of which. */
export function createPlaceNames(regions: Regions) {
  const prefectures = new Map<string, { prefecture: Prefecture; note?: PlaceNote }>();
  for (const [name, prefecture] of regions.prefectureByName) prefectures.set(name, { prefecture });
  for (const { prefecture } of [...prefectures.values()]) {
    const short = prefecture.name.replace(/(市|州)$/, '');
    if (!prefectures.has(short)) prefectures.set(short, { prefecture, note: 'short' });
  }
  for (const [former, current] of Object.entries(FORMER_PREFECTURES)) {
    const prefecture = regions.prefectureByName.get(current);
    if (prefecture) prefectures.set(former, { prefecture, note: 'former' });
  }

  /** Per prefecture code: every name a county goes by. */
  const counties = new Map<string, Map<string, { county: string; note?: PlaceNote }>>();
  /** Every name in the province, for a county written under the wrong prefecture. */
  const anywhere = new Map<string, { county: string; prefecture: string; note?: PlaceNote }[]>();
  const add = (code: string, prefecture: string, name: string, county: string, note?: PlaceNote) => {
    const names = counties.get(code) ?? new Map<string, { county: string; note?: PlaceNote }>();
    counties.set(code, names);
    if (names.has(name)) return;
    names.set(name, note ? { county, note } : { county });
    anywhere.set(name, [...(anywhere.get(name) ?? []), { county, prefecture, ...(note ? { note } : {}) }]);
  };
  const byName = new Map(regions.counties.map((c) => [c.name, c]));
  for (const county of regions.counties)
    add(county.prefectureCode, county.prefecture, county.name, county.name);
  for (const [former, current] of Object.entries(FORMER_COUNTIES)) {
    const county = byName.get(current);
    if (county) add(county.prefectureCode, county.prefecture, former, current, 'former');
  }
  for (const county of regions.counties) {
    for (const short of shortForms(county.name))
      add(county.prefectureCode, county.prefecture, short, county.name, 'short');
  }

  return {
    prefecture(raw: string): PlaceAnswer<Prefecture> {
      const text = toHalfWidth(raw);
      const found = prefectures.get(text);
      if (found) return { ok: true, value: found.prefecture, ...(found.note ? { note: found.note } : {}) };
      const suggestion = didYouMean(text, prefectures.keys());
      return { ok: false, suggestion: suggestion && prefectures.get(suggestion)?.prefecture.name };
    },

    /** A county of this prefecture; a county of another prefecture is named as `elsewhere`. */
    county(prefecture: Prefecture, raw: string): PlaceAnswer<string> {
      const text = toHalfWidth(raw);
      const seat = FORMER_SEATS[prefecture.name]?.[text];
      if (seat) return { ok: true, value: seat, note: 'former' };
      const names = counties.get(prefecture.code) ?? new Map<string, { county: string; note?: PlaceNote }>();
      const found = names.get(text);
      if (found) return { ok: true, value: found.county, ...(found.note ? { note: found.note } : {}) };
      const other = anywhere.get(text);
      if (other?.length === 1) return { ok: false, elsewhere: other[0]!.prefecture };
      const suggestion = didYouMean(text, names.keys());
      return { ok: false, suggestion: suggestion && names.get(suggestion)?.county };
    },
  };
}

export type PlaceNames = ReturnType<typeof createPlaceNames>;
