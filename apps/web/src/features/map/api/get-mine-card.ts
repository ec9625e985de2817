import { mapMineCardResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { mapKeys } from './map-keys';

export async function getMineCard(mineId: number, signal?: AbortSignal) {
  const body = await request({
    path: `/api/map/mines/${mineId}/card`,
    schema: mapMineCardResponse,
    silent: true,
    signal,
  });
  return body.data;
}

/** Names and facts are fetched per mine, on hover or click, and kept for the session. */
export const mineCardQuery = (mineId: number) =>
  queryOptions({
    queryKey: mapKeys.card(mineId),
    queryFn: ({ signal }) => getMineCard(mineId, signal),
    staleTime: 5 * 60_000,
  });

export const useMineCard = (mineId: number | undefined) =>
  useQuery({ ...mineCardQuery(mineId ?? 0), enabled: mineId !== undefined });
