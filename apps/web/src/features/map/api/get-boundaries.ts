import { type MapBoundaries, mapBoundariesResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { mapKeys } from './map-keys';

/** `province` for the nine prefectures, else a prefecture's four-digit code for its counties. */
export async function getBoundaries(code: string, signal?: AbortSignal): Promise<MapBoundaries> {
  const body = await request({
    path: code === 'province' ? '/api/map/boundaries' : `/api/map/boundaries/${code}`,
    schema: mapBoundariesResponse,
    signal,
  });
  return body.data;
}

export const boundariesQuery = (code: string) =>
  queryOptions({
    queryKey: mapKeys.boundaries(code),
    queryFn: ({ signal }) => getBoundaries(code, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBoundaries = (code: string | undefined) =>
  useQuery({ ...boundariesQuery(code ?? 'province'), enabled: code !== undefined });
