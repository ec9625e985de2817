import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';

export const regionKeys = { all: () => ['mine-regions'] as const };

export async function fetchRegions(signal?: AbortSignal) {
  const res = await request({
    path: '/api/mine/regions',
    schema: () => import('./mine-schemas').then((m) => m.regionTreeResponse),
    signal,
  });
  return res.data;
}

export const regionsQuery = () =>
  queryOptions({
    queryKey: regionKeys.all(),
    queryFn: ({ signal }) => fetchRegions(signal),
    staleTime: Infinity,
  });

/** The address tree: prefectures → counties, values equal labels (the search filter, the register). */
export function useRegions() {
  return useQuery(regionsQuery());
}
