import type { Facet, MineFilter } from '@coal/contracts';
import { areaOf, scaleClassOf, scalesOf } from './filter-terms';
import { distanceM, type LatLng, RADIUS_EDGE_M } from './geo/distance';
import type { MineRow } from './mine.repository';

/** A filter (or a list query) as a cache key: keys in one order, lists sorted, empty values left out. */
export function filterKey(filter: object): string {
  const entries = Object.entries(filter as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length))
    .map(([key, value]) => [key, Array.isArray(value) ? [...(value as unknown[])].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** The filter each facet ignores when counting its own options, so picking one option keeps the others visible. */
export const FACET_FILTER_KEYS: Record<Facet, (keyof MineFilter)[]> = {
  prefecture: ['prefecture', 'county'],
  county: ['county'],
  productionStatus: ['productionStatus'],
  scale: ['scale'],
  mergerType: ['mergerType'],
  complexity: ['complexity'],
  gasGrade: ['gasGrade'],
  hydroType: ['hydroType'],
  coalRank: ['coalRank'],
  riskBand: ['riskBand'],
};

/** The stored value each facet counts. */
export const FACET_VALUE: Record<Facet, (row: MineRow) => string | number | null> = {
  prefecture: (row) => row.prefecture,
  county: (row) => row.county,
  productionStatus: (row) => row.productionStatus,
  scale: (row) => row.capacity,
  mergerType: (row) => row.mergerType,
  complexity: (row) => row.complexity,
  gasGrade: (row) => row.gasGrade,
  hydroType: (row) => row.hydroType,
  coalRank: (row) => row.coalRank,
  // Bands live in the risk model, not on the mine row: the search index counts them from its risk reader.
  riskBand: () => null,
};

export interface FilterPredicate {
  key: keyof MineFilter;
  test: (row: MineRow) => boolean;
}

/** What the in-memory filters read beside the mine rows. */
export interface FilterLookups {
  /** The area filter's centre mine (unknown: nothing matches, as in SQL). */
  locate?: (mineId: number) => LatLng | undefined;
  /** A mine's current risk band; without it the band filter is not applied. */
  bandOf?: (mineId: number) => string | null;
  /** A licence holder's owner group (`companies.owner_group`), the group of its mines. */
  ownerGroupOf?: (companyId: number) => string | undefined;
  /** The years a mine reported production in. */
  productionYearsOf?: (mineId: number) => readonly number[] | undefined;
}

/** The same filters as `mineFilterWhere` (mine-conditions.repository.ts), one predicate per filter key, for indexes kept in memory. */
export function mineFilterPredicates(
  filter: MineFilter,
  { locate = () => undefined, bandOf, ownerGroupOf, productionYearsOf }: FilterLookups = {},
): FilterPredicate[] {
  const predicates: FilterPredicate[] = [];
  const contains = (value: string | null, needle: string) =>
    value !== null && value.toLowerCase().includes(needle);
  const oneOf = (
    key: keyof MineFilter,
    values: string[] | undefined,
    read: (row: MineRow) => string | null,
  ) => {
    if (!values?.length) return;
    const set = new Set(values);
    predicates.push({ key, test: (row) => set.has(read(row) as string) });
  };
  if (filter.mineName) {
    const needle = filter.mineName.toLowerCase();
    predicates.push({
      key: 'mineName',
      test: (row) =>
        contains(row.searchText, needle) ||
        contains(row.code, needle) ||
        contains(row.pinyin, needle) ||
        contains(row.pinyinInitials, needle),
    });
  }
  oneOf('prefecture', filter.prefecture, (row) => row.prefecture);
  oneOf('county', filter.county, (row) => row.county);
  oneOf('productionStatus', filter.productionStatus, (row) => row.productionStatus);
  oneOf('productionType', filter.productionType, (row) => row.productionType);
  const scales = new Set(scalesOf(filter));
  if (scales.size) predicates.push({ key: 'scale', test: (row) => scales.has(row.capacity) });
  const { capacityMin, capacityMax } = filter;
  if (capacityMin !== undefined)
    predicates.push({ key: 'capacityMin', test: (row) => row.capacity >= capacityMin });
  if (capacityMax !== undefined)
    predicates.push({ key: 'capacityMax', test: (row) => row.capacity <= capacityMax });
  oneOf('scaleClass', filter.scaleClass, (row) => scaleClassOf(row.capacity));
  oneOf('mergerType', filter.mergerType, (row) => row.mergerType);
  oneOf('complexity', filter.complexity, (row) => row.complexity);
  oneOf('gasGrade', filter.gasGrade, (row) => row.gasGrade);
  oneOf('hydroType', filter.hydroType, (row) => row.hydroType);
  oneOf('coalRank', filter.coalRank, (row) => row.coalRank);
  if (filter.company) {
    const needle = filter.company.toLowerCase();
    predicates.push({ key: 'company', test: (row) => contains(row.company, needle) });
  }
  if (filter.ownerGroup?.length) {
    const groups = new Set(filter.ownerGroup);
    const ownerOf = ownerGroupOf ?? (() => undefined);
    predicates.push({
      key: 'ownerGroup',
      test: (row) => row.companyId !== null && groups.has(ownerOf(row.companyId) ?? ''),
    });
  }
  if (filter.productionYear?.length) {
    const years = filter.productionYear;
    const yearsOf = productionYearsOf ?? (() => undefined);
    predicates.push({
      key: 'productionYear',
      test: (row) => yearsOf(row.id)?.some((year) => years.includes(year)) ?? false,
    });
  }
  const area = areaOf(filter);
  if (area) {
    const centre = 'mineId' in area.centre ? locate(area.centre.mineId) : area.centre;
    const metres = area.radiusKm * 1000 + RADIUS_EDGE_M;
    predicates.push({
      key: 'radiusKm',
      test: centre ? (row) => distanceM(centre, row) <= metres : () => false,
    });
  }
  if (bandOf && filter.riskBand?.length) {
    const bands = new Set<string>(filter.riskBand);
    predicates.push({ key: 'riskBand', test: (row) => bands.has(bandOf(row.id) ?? '') });
  }
  return predicates;
}
