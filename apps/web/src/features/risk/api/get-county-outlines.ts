import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { riskKeys } from './risk-keys';

/** The province's 88 county outlines, as the map module serves them (simplified for a whole-province view). */
export async function getCountyOutlines(signal?: AbortSignal) {
  const body = await request({
    path: '/api/map/boundaries/counties',
    schema: () => import('./risk-schemas').then((m) => m.mapBoundariesResponse),
    signal,
  });
  return body.data;
}

export const useCountyOutlines = () =>
  useQuery({
    queryKey: riskKeys.countyOutlines(),
    queryFn: ({ signal }) => getCountyOutlines(signal),
    // Boundaries never change while the server runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
