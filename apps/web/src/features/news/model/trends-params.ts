import type { NewsListQuery } from '@coal/contracts';

/** The /trends filters kept in the URL, in the order the page shows them. */
export const TRENDS_KEYS = [
  'keyword',
  'dateFrom',
  'dateTo',
  'sentiment',
  'source',
  'prefecture',
  'mineId',
  'companyId',
  'sort',
  'pageNum',
  'pageSize',
] as const;
export type TrendsKey = (typeof TRENDS_KEYS)[number];
export type TrendsQuery = Partial<NewsListQuery>;

/** The URL of a query: defaults (time order, first page, ten a page) left out. */
export function trendsSearch(query: TrendsQuery): string {
  const params = new URLSearchParams();
  for (const key of TRENDS_KEYS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'time') continue;
    if (key === 'pageNum' && value === 1) continue;
    if (key === 'pageSize' && value === 10) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const trendsHref = (query: TrendsQuery) => `/trends${trendsSearch(query)}`;
export const articleHref = (id: number) => `/information?id=${id}`;

/** A filter change starts again from the first page. */
export function withFilter(query: TrendsQuery, patch: TrendsQuery): TrendsQuery {
  const next: TrendsQuery = { ...query, ...patch, pageNum: undefined };
  for (const key of Object.keys(patch) as TrendsKey[]) if (patch[key] === undefined) delete next[key];
  return next;
}
