import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { deskKeys } from './desk-keys';

export async function listFollows(pageNum: number, pageSize: number, signal?: AbortSignal) {
  return request({
    path: '/api/desk/follows',
    query: { pageNum, pageSize },
    schema: () => import('./desk-schemas').then((m) => m.deskMineListResponse),
    silent: true,
    signal,
  });
}

export const followsQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: deskKeys.follows(pageNum, pageSize),
    queryFn: ({ signal }) => listFollows(pageNum, pageSize, signal),
  });

export const useFollows = (pageNum: number, pageSize: number) => useQuery(followsQuery(pageNum, pageSize));
