import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import type { ApiQuery } from '@/lib/http/client';
import { type SearchState, toListQuery } from '../search-params';
import { searchKeys } from './search-keys';

export async function listMines(query: ApiQuery, signal?: AbortSignal) {
  const res = await request({
    path: '/api/investigation/mine/list',
    query,
    schema: () => import('./search-schemas').then((m) => m.mineListResponse),
    signal,
  });
  return { rows: res.rows, total: res.total, riskSet: res.riskSet };
}

export const mineListQuery = (query: ApiQuery) =>
  queryOptions({ queryKey: searchKeys.list(query), queryFn: ({ signal }) => listMines(query, signal) });

/** One page of the filtered, sorted list; the previous page stays on screen while the next loads. */
export function useMineList(state: SearchState) {
  return useQuery({ ...mineListQuery(toListQuery(state)), placeholderData: keepPreviousData });
}
