import { areaAnalysisResponse, regionTreeResponse } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import type { AreaCentre } from '../model/area-url';
import { toAreaQuery } from '../model/area-url';
import { analysisKeys } from './analysis-keys';

export async function getArea(centre: AreaCentre, signal?: AbortSignal) {
  const res = await request({
    path: '/api/analysis/area',
    query: toAreaQuery(centre),
    schema: areaAnalysisResponse,
    signal,
  });
  return res.data;
}

export const areaQuery = (centre: AreaCentre) =>
  queryOptions({
    queryKey: analysisKeys.area(toAreaQuery(centre)),
    queryFn: ({ signal }) => getArea(centre, signal),
  });

/** Every figure of the area, aggregated by the server; nothing is asked without a centre. */
export function useArea(centre: AreaCentre | null) {
  return useQuery({
    ...areaQuery(centre ?? { kind: 'point', lat: 0, lng: 0, radiusKm: 1 }),
    enabled: centre !== null,
    placeholderData: keepPreviousData,
  });
}

/** The address tree (prefectures → counties) for the county picker. */
export function useCountyTree() {
  return useQuery({
    queryKey: analysisKeys.regions(),
    queryFn: async ({ signal }) =>
      (await request({ path: '/api/mine/regions', schema: regionTreeResponse, signal })).data,
    staleTime: Infinity,
  });
}
