import type { CompanyCard, CompanyListQuery, RiskBand } from '@coal/contracts';
import { BAND_RANK } from '@coal/contracts';
import { firstSorted } from '../../lib/first-sorted';
import type { CompanyName } from './company.repository';

/** One company as the list filters and sorts it; the band is read at query time (scores move on their own). */
export interface CompanyEntry {
  facts: CompanyName;
  role: CompanyCard['role'];
  parent: string | null;
  parentPercent: number | null;
  direct: number[];
  mineIds: number[];
  capacity: number;
  prefectures: string[];
  accidents: number;
  penalties: number;
  dishonest: number;
  /** Name and credit code, lower case, for the keyword. */
  keys: string;
  /** Full pinyin and initials of the name, for a Latin keyword; spelled after the entry is built. */
  spelled?: string;
}

/** A keyword with a Latin letter may be pinyin: the entries must be spelled before it is matched. */
export const mayBePinyin = (keyword: string | undefined) => /[a-z]/i.test(keyword ?? '');

export const worst = (bands: (RiskBand | null)[]): RiskBand | null =>
  bands.reduce<RiskBand | null>(
    (w, b) => (b !== null && (w === null || BAND_RANK[b] > BAND_RANK[w]) ? b : w),
    null,
  );

export function toCard(entry: CompanyEntry, bandOf: (mineId: number) => RiskBand | null): CompanyCard {
  return {
    companyId: entry.facts.id,
    name: entry.facts.name,
    creditCode: entry.facts.creditCode,
    role: entry.role,
    parent: entry.parent,
    mines: entry.mineIds.length,
    directMines: entry.direct.length,
    capacity: Math.round(entry.capacity * 100) / 100,
    prefectures: entry.prefectures,
    worstBand: worst(entry.mineIds.map(bandOf)),
    accidents: entry.accidents,
    penalties: entry.penalties,
    dishonest: entry.dishonest,
  };
}

const collator = new Intl.Collator('zh-CN');

/**
 * Filters, sorts and pages the cards; the default order is most mines first, then capacity. Only the
 * page's rows become cards: `worstOf` gives each entry's worst band (kept per set of scores).
 */
export function queryCards(
  entries: readonly CompanyEntry[],
  query: CompanyListQuery,
  bandOf: (mineId: number) => RiskBand | null,
  worstOf: (entry: CompanyEntry) => RiskBand | null,
): { rows: CompanyCard[]; total: number } {
  const keyword = query.keyword?.toLowerCase().replace(/\s+/g, '');
  const matches = entries.filter((e) => {
    if (keyword && !e.keys.includes(keyword) && !e.spelled?.includes(keyword)) return false;
    if (query.role && e.role !== query.role) return false;
    if (query.prefecture?.length && !e.prefectures.some((p) => query.prefecture!.includes(p))) return false;
    if (!(query.has ?? []).every((kind) => e[kind] > 0)) return false;
    if (query.band?.length) {
      const band = worstOf(e);
      if (band === null || !query.band.includes(band)) return false;
    }
    return true;
  });
  const column = query.orderByColumn ?? 'mines';
  const ascending = query.isAsc ? query.isAsc.startsWith('asc') : column === 'name';
  const value = (e: CompanyEntry): number => {
    if (column === 'band') {
      const band = worstOf(e);
      return band === null ? -1 : BAND_RANK[band];
    }
    if (column === 'mines') return e.mineIds.length;
    return column === 'name' ? 0 : e[column];
  };
  const sign = ascending ? 1 : -1;
  const start = (query.pageNum - 1) * query.pageSize;
  // Only the cards up to the page's end are put in order.
  const first = firstSorted(
    matches,
    start + query.pageSize,
    (a, b) =>
      (column === 'name' ? collator.compare(a.facts.name, b.facts.name) : value(a) - value(b)) * sign ||
      b.capacity - a.capacity ||
      a.facts.id - b.facts.id,
  );
  return {
    rows: first.slice(start).map((e) => toCard(e, bandOf)),
    total: matches.length,
  };
}
