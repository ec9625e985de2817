import { qualityComparisonResponse } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { analysisKeys } from './analysis-keys';

export async function getQualityComparison(
  mineId: number,
  radiusKm: number,
  seam: string,
  signal?: AbortSignal,
) {
  const res = await request({
    path: `/api/analysis/${mineId}/coal-quality`,
    query: { radiusKm, seam: seam || undefined },
    schema: qualityComparisonResponse,
    signal,
    // The page draws its own error state, and the not-found page for an unknown mine.
    silent: true,
  });
  return res.data;
}

export const qualityComparisonQuery = (mineId: number, radiusKm: number, seam: string) =>
  queryOptions({
    queryKey: analysisKeys.quality(mineId, radiusKm, seam),
    queryFn: ({ signal }) => getQualityComparison(mineId, radiusKm, seam, signal),
  });

export function useQualityComparison({
  mineId,
  radiusKm,
  seam,
  enabled = true,
}: {
  mineId: number;
  radiusKm: number;
  seam: string;
  enabled?: boolean;
}) {
  return useQuery({
    ...qualityComparisonQuery(mineId, radiusKm, seam),
    placeholderData: keepPreviousData,
    enabled: enabled && mineId > 0,
  });
}
