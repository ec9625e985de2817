import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { newsKeys } from './news-keys';

export const sourcesQuery = () =>
  queryOptions({
    queryKey: newsKeys.sources(),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: '/api/news/sources',
          schema: () => import('./news-schemas').then((m) => m.newsSourcesResponse),
          signal,
        })
      ).data,
    staleTime: 60_000,
  });

export function useNewsSources() {
  return useQuery(sourcesQuery());
}

/** Prefecture names, for the list's prefecture filter. */
export function usePrefectures() {
  return useQuery({
    queryKey: newsKeys.regions(),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: '/api/mine/regions',
          schema: () => import('./news-schemas').then((m) => m.regionTreeResponse),
          signal,
        })
      ).data,
    staleTime: Infinity,
    select: (tree) => tree.map((node) => node.label),
  });
}
