import { boundariesResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { analysisKeys } from './analysis-keys';

export async function getBoundaries(lat: number, lng: number, radiusKm: number, signal?: AbortSignal) {
  const res = await request({
    path: '/api/analysis/boundaries',
    query: { lat, lng, radiusKm },
    schema: boundariesResponse,
    signal,
    // The map draws without outlines rather than raising a notice.
    silent: true,
  });
  return res.data;
}

export const boundariesQuery = (lat: number, lng: number, radiusKm: number) =>
  queryOptions({
    queryKey: analysisKeys.boundaries(lat, lng, radiusKm),
    queryFn: ({ signal }) => getBoundaries(lat, lng, radiusKm, signal),
    staleTime: Infinity,
  });

/** County outlines around the circle; the largest radius asked is enough for every smaller one. */
export function useBoundaries({ lat, lng, radiusKm }: { lat: number; lng: number; radiusKm: number }) {
  return useQuery(boundariesQuery(lat, lng, radiusKm));
}
