import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { searchKeys } from './search-keys';

export async function fetchRegions(signal?: AbortSignal) {
  const res = await request({
    path: '/api/mine/regions',
    schema: () => import('./search-schemas').then((m) => m.regionTreeResponse),
    signal,
  });
  return res.data;
}

export const regionsQuery = () =>
  queryOptions({
    queryKey: searchKeys.regions(),
    queryFn: ({ signal }) => fetchRegions(signal),
    staleTime: Infinity,
  });

/** The address tree: prefectures → counties, values equal labels. */
export function useRegions() {
  return useQuery(regionsQuery());
}
