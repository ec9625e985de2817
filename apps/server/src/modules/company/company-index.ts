import type { CompanyCard, CompanyListQuery, RiskBand } from '@coal/contracts';
import { BAND_RANK } from '@coal/contracts';
import type { CompanyFacts } from './company.repository';

/** One company as the list filters and sorts it; the band is read at query time (scores move on their own). */
export interface CompanyEntry {
  facts: CompanyFacts;
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
  /** Name, credit code, full pinyin and initials, lower case, for the keyword. */
  keys: string;
}

const worst = (bands: (RiskBand | null)[]): RiskBand | null =>
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

/** Filters, sorts and pages the cards; the default order is most mines first, then capacity. */
export function queryCards(
  entries: readonly CompanyEntry[],
  query: CompanyListQuery,
  bandOf: (mineId: number) => RiskBand | null,
): { rows: CompanyCard[]; total: number } {
  const keyword = query.keyword?.toLowerCase().replace(/\s+/g, '');
  let cards = entries
    .filter((e) => !keyword || e.keys.includes(keyword))
    .filter((e) => !query.role || e.role === query.role)
    .filter((e) => !query.prefecture?.length || e.prefectures.some((p) => query.prefecture!.includes(p)))
    .filter((e) => (query.has ?? []).every((kind) => e[kind] > 0))
    .map((e) => toCard(e, bandOf));
  if (query.band?.length)
    cards = cards.filter((c) => c.worstBand !== null && query.band!.includes(c.worstBand));
  const column = query.orderByColumn ?? 'mines';
  const ascending = query.isAsc ? query.isAsc.startsWith('asc') : column === 'name';
  const value = (c: CompanyCard): number =>
    column === 'band'
      ? c.worstBand === null
        ? -1
        : BAND_RANK[c.worstBand]
      : column === 'name'
        ? 0
        : c[column];
  const sign = ascending ? 1 : -1;
  cards.sort(
    (a, b) =>
      (column === 'name' ? collator.compare(a.name, b.name) : value(a) - value(b)) * sign ||
      b.capacity - a.capacity ||
      a.companyId - b.companyId,
  );
  const start = (query.pageNum - 1) * query.pageSize;
  return { rows: cards.slice(start, start + query.pageSize), total: cards.length };
}
