import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFoundError } from '@/lib/http/envelope';
import { request } from '@/lib/http/client';
import { profileKeys } from './profile-keys';

export async function getMineHeader(mineId: number, signal?: AbortSignal) {
  const body = await request({
    path: `/api/investigation/mine/${mineId}/header`,
    schema: () => import('./profile-schemas').then((m) => m.mineHeaderResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const mineHeaderQuery = (mineId: number) =>
  queryOptions({
    queryKey: profileKeys.header(mineId),
    queryFn: ({ signal }) => getMineHeader(mineId, signal),
  });

export const useMineHeader = (mineId: number) =>
  useQuery({ ...mineHeaderQuery(mineId), enabled: mineId > 0 });

export const isNotFound = isNotFoundError;
