import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { deskKeys } from './desk-keys';

export async function listRecent(pageSize: number, signal?: AbortSignal) {
  return request({
    path: '/api/desk/recent',
    query: { pageSize },
    schema: () => import('./desk-schemas').then((m) => m.deskMineListResponse),
    silent: true,
    signal,
  });
}

export const recentQuery = (pageSize: number) =>
  // Opening a profile records a view: the list is re-read each time the desk is shown.
  queryOptions({
    queryKey: deskKeys.recent(pageSize),
    queryFn: ({ signal }) => listRecent(pageSize, signal),
    staleTime: 0,
  });

export const useRecent = (pageSize: number) => useQuery(recentQuery(pageSize));
