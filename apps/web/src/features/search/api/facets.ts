import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import type { ApiQuery } from '@/lib/http/client';
import { type SearchFilters, toFilterQuery } from '../search-params';
import { searchKeys } from './search-keys';

export async function fetchFacets(query: ApiQuery, signal?: AbortSignal) {
  const res = await request({
    path: '/api/investigation/mine/facets',
    query,
    schema: () => import('./search-schemas').then((m) => m.facetCountsResponse),
    signal,
    // Counts decorate the filters; the filters still work without them.
    silent: true,
  });
  return res.data;
}

export const facetsQuery = (query: ApiQuery) =>
  queryOptions({ queryKey: searchKeys.facets(query), queryFn: ({ signal }) => fetchFacets(query, signal) });

/** Mines per option of each filter, each counted with every other filter applied. */
export function useFacets(filters: SearchFilters) {
  return useQuery({ ...facetsQuery(toFilterQuery(filters)), placeholderData: keepPreviousData });
}
