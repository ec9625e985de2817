import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { profileKeys } from './profile-keys';

export async function getMineHistory(
  { mineId, pageNum, pageSize }: { mineId: number; pageNum: number; pageSize: number },
  signal?: AbortSignal,
) {
  const body = await request({
    path: `/api/investigation/mine/${mineId}/history`,
    query: { pageNum, pageSize },
    schema: () => import('./profile-schemas').then((m) => m.mineHistoryResponse),
    silent: true,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

export const mineHistoryQuery = (page: { mineId: number; pageNum: number; pageSize: number }) =>
  queryOptions({
    queryKey: profileKeys.history(page.mineId, page.pageNum, page.pageSize),
    queryFn: ({ signal }) => getMineHistory(page, signal),
    placeholderData: keepPreviousData,
  });

/** Every write that changed the mine, newest first, one page. */
export const useMineHistory = (page: { mineId: number; pageNum: number; pageSize: number }) =>
  useQuery({ ...mineHistoryQuery(page), enabled: page.mineId > 0 });
