import { seamComparisonResponse } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { analysisKeys } from './analysis-keys';

export async function getSeamComparison(
  mineId: number,
  radiusKm: number,
  seams: string,
  signal?: AbortSignal,
) {
  const res = await request({
    path: `/api/analysis/${mineId}/seams`,
    query: { radiusKm, seams: seams || undefined },
    schema: seamComparisonResponse,
    signal,
    // The page draws its own error state, and the not-found page for an unknown mine.
    silent: true,
  });
  return res.data;
}

export const seamComparisonQuery = (mineId: number, radiusKm: number, seams: string) =>
  queryOptions({
    queryKey: analysisKeys.seams(mineId, radiusKm, seams),
    queryFn: ({ signal }) => getSeamComparison(mineId, radiusKm, seams, signal),
  });

/** The seam comparison; the previous radius stays on screen while the next loads. */
export function useSeamComparison({
  mineId,
  radiusKm,
  seams,
  enabled = true,
}: {
  mineId: number;
  radiusKm: number;
  seams: string;
  enabled?: boolean;
}) {
  return useQuery({
    ...seamComparisonQuery(mineId, radiusKm, seams),
    placeholderData: keepPreviousData,
    enabled: enabled && mineId > 0,
  });
}
