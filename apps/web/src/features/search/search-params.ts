import {
  ANALYSIS_RADIUS,
  FACETS,
  ID_MAX,
  MINE_EXTRA_SORT_COLUMNS,
  MINE_LIST_MAX_PAGE_SIZE,
  MINE_SORT_COLUMNS,
  RISK_BANDS,
} from '@coal/contracts';
import type { ApiQuery } from '@/lib/http/client';
import { readCodeList, readNumber, readOneOf, readText } from '@/lib/url-values';

/** Filters whose value is a list of codes ("any of"), in the order the panel shows them: the facets. */
export const LIST_FILTERS = FACETS;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** Stored columns and the risk model's current score. */
export const SORT_COLUMNS = [...MINE_SORT_COLUMNS, ...MINE_EXTRA_SORT_COLUMNS] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const VIEWS = ['table', 'cards'] as const;
export type SearchView = (typeof VIEWS)[number];

/** Code lists the search answers without a facet row: drill-downs from the analysis pages set them. */
export const EXTRA_LIST_FILTERS = ['productionType', 'scaleClass', 'ownerGroup', 'productionYear'] as const;
export type ExtraListFilter = (typeof EXTRA_LIST_FILTERS)[number];
export const SCALE_CLASSES = ['large', 'medium', 'small'] as const;

export type SearchFilters = { [K in ListFilter]: string[] } & { [K in ExtraListFilter]?: string[] } & {
  mineName?: string;
  capacityMin?: number;
  capacityMax?: number;
  company?: string;
} & AreaFilter;

/** Mines within a radius of a mine or a point (from the area analysis); the label only names it on the chip. */
export interface AreaFilter {
  nearMine?: number;
  lat?: number;
  lng?: number;
  radiusKm?: number;
  areaLabel?: string;
}
export const NO_AREA: Record<keyof AreaFilter, undefined> = {
  nearMine: undefined,
  lat: undefined,
  lng: undefined,
  radiusKm: undefined,
  areaLabel: undefined,
};

export interface SearchState {
  filters: SearchFilters;
  page: number;
  size: number;
  sort?: SortColumn;
  order: 'asc' | 'desc';
  view: SearchView;
}

export const emptyFilters = (): SearchFilters => ({
  prefecture: [],
  county: [],
  productionStatus: [],
  scale: [],
  mergerType: [],
  complexity: [],
  gasGrade: [],
  hydroType: [],
  coalRank: [],
  riskBand: [],
});

/** Every filter off, the search term and the area included: what "clear all" sets. */
export const clearedFilters = (): SearchFilters => ({
  ...emptyFilters(),
  mineName: undefined,
  company: undefined,
  capacityMin: undefined,
  capacityMax: undefined,
  productionType: undefined,
  scaleClass: undefined,
  ownerGroup: undefined,
  productionYear: undefined,
  ...NO_AREA,
});

const isBand = (value: string) => (RISK_BANDS as readonly string[]).includes(value);
const CODE_LIST = { maxItems: 100, maxLength: 60 };
const CAPACITY = { min: 0, max: 100_000 };
const ORDERS = ['asc', 'desc'] as const;
const isPageSize = (n: number) => (PAGE_SIZES as readonly number[]).includes(n);

/** The page's state from its URL query; anything invalid falls back to the default. */
export function parseSearchParams(params: URLSearchParams, defaultView: SearchView = 'table'): SearchState {
  const read = (key: string) => params.get(key) ?? undefined;
  const filters = emptyFilters();
  for (const key of LIST_FILTERS) filters[key] = readCodeList(read(key), CODE_LIST);
  filters.riskBand = filters.riskBand.filter(isBand);
  const productionType = readCodeList(read('productionType'), CODE_LIST);
  if (productionType.length) filters.productionType = productionType;
  const scaleClass = readCodeList(read('scaleClass'), CODE_LIST).filter((v) =>
    (SCALE_CLASSES as readonly string[]).includes(v),
  );
  if (scaleClass.length) filters.scaleClass = scaleClass;
  const ownerGroup = readCodeList(read('ownerGroup'), { maxItems: 20, maxLength: 200 });
  if (ownerGroup.length) filters.ownerGroup = ownerGroup;
  const productionYear = readCodeList(read('productionYear'), CODE_LIST).filter((v) => /^\d{4}$/.test(v));
  if (productionYear.length) filters.productionYear = productionYear;
  const v = {
    mineName: readText(read('mineName'), 100),
    company: readText(read('company'), 200),
    capacityMin: readNumber(read('capacityMin'), CAPACITY),
    capacityMax: readNumber(read('capacityMax'), CAPACITY),
    nearMine: readNumber(read('nearMine'), { min: 1, max: ID_MAX, integer: true }),
    lat: readNumber(read('lat'), { min: -90, max: 90 }),
    lng: readNumber(read('lng'), { min: -180, max: 180 }),
    radiusKm: readNumber(read('radiusKm'), ANALYSIS_RADIUS),
    areaLabel: readText(read('areaLabel'), 100),
  };
  const page = readNumber(read('page'), { min: 1, max: 100_000, integer: true }) ?? 1;
  const size = readNumber(read('size'), { min: 1, max: MINE_LIST_MAX_PAGE_SIZE, integer: true });
  const sort = readOneOf(read('sort'), SORT_COLUMNS);
  const order = readOneOf(read('order'), ORDERS) ?? 'desc';
  const view = readOneOf(read('view'), VIEWS) ?? defaultView;
  if (v.mineName) filters.mineName = v.mineName;
  if (v.company) filters.company = v.company;
  let [min, max] = [v.capacityMin, v.capacityMax];
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) filters.capacityMin = min;
  if (max !== undefined) filters.capacityMax = max;
  if (v.nearMine !== undefined) filters.nearMine = v.nearMine;
  else if (v.lat !== undefined && v.lng !== undefined) Object.assign(filters, { lat: v.lat, lng: v.lng });
  if (filters.nearMine !== undefined || filters.lat !== undefined) {
    filters.radiusKm = v.radiusKm ?? ANALYSIS_RADIUS.default;
    if (v.areaLabel) filters.areaLabel = v.areaLabel;
  }
  const pageSize = size !== undefined && isPageSize(size) ? size : DEFAULT_PAGE_SIZE;
  return { filters, page, size: pageSize, sort, order, view };
}

/**
 * The URL query of a state; defaults are left out so links stay short, and keys keep one order. The
 * default view depends on the screen (cards on phones).
 */
export function toSearchParams(state: SearchState, defaultView: SearchView = 'table'): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  if (filters.mineName) params.set('mineName', filters.mineName);
  for (const key of LIST_FILTERS) if (filters[key].length) params.set(key, filters[key].join(','));
  for (const key of EXTRA_LIST_FILTERS) if (filters[key]?.length) params.set(key, filters[key].join(','));
  if (filters.capacityMin !== undefined) params.set('capacityMin', String(filters.capacityMin));
  if (filters.capacityMax !== undefined) params.set('capacityMax', String(filters.capacityMax));
  if (filters.company) params.set('company', filters.company);
  if (filters.nearMine !== undefined) params.set('nearMine', String(filters.nearMine));
  if (filters.lat !== undefined && filters.lng !== undefined) {
    params.set('lat', String(filters.lat));
    params.set('lng', String(filters.lng));
  }
  if (filters.radiusKm !== undefined) params.set('radiusKm', String(filters.radiusKm));
  if (filters.areaLabel) params.set('areaLabel', filters.areaLabel);
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  if (state.view !== defaultView) params.set('view', state.view);
  return params;
}

/** The filters as the API's query (`mineFilterQuery`: comma lists mean "any of"). */
export function toFilterQuery(filters: SearchFilters): ApiQuery {
  const query: ApiQuery = {
    mineName: filters.mineName,
    capacityMin: filters.capacityMin,
    capacityMax: filters.capacityMax,
    company: filters.company,
    nearMine: filters.nearMine,
    lat: filters.lat,
    lng: filters.lng,
    radiusKm: filters.radiusKm,
  };
  for (const key of LIST_FILTERS) if (filters[key].length) query[key] = filters[key].join(',');
  for (const key of EXTRA_LIST_FILTERS) if (filters[key]?.length) query[key] = filters[key].join(',');
  return query;
}

/** The list call's query: filters, page, and the sort as RuoYi's orderByColumn/isAsc. */
export function toListQuery(state: SearchState): ApiQuery {
  return {
    ...toFilterQuery(state.filters),
    pageNum: state.page,
    pageSize: state.size,
    orderByColumn: state.sort,
    isAsc: state.sort ? state.order : undefined,
  };
}

/** How many filters are active (for the phone's filter button). */
export function activeFilterCount(filters: SearchFilters): number {
  let count = LIST_FILTERS.filter((key) => filters[key].length > 0).length;
  count += EXTRA_LIST_FILTERS.filter((key) => filters[key]?.length).length;
  if (filters.capacityMin !== undefined || filters.capacityMax !== undefined) count += 1;
  if (filters.company) count += 1;
  if (filters.radiusKm !== undefined) count += 1;
  return count;
}

/** A link into the search page with some filters applied (used by the home portal's shortcuts). */
export function searchHref(filters: Partial<SearchFilters> = {}): string {
  const state: SearchState = {
    filters: { ...emptyFilters(), ...filters },
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    order: 'desc',
    view: 'table',
  };
  const query = toSearchParams(state).toString();
  return query ? `/search?${query}` : '/search';
}
