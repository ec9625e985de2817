import type { ProductionChart } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { downloadFile } from '@/lib/http/download';
import { type ProductionState, toProductionParams } from '../production-params';

export const productionKeys = {
  all: ['visualization', 'production'] as const,
  analysis: (query: Record<string, string>) => ['visualization', 'production', query] as const,
  regions: () => ['visualization', 'production', 'regions'] as const,
};

export async function getProduction(state: ProductionState, signal?: AbortSignal) {
  const body = await request({
    path: '/api/visualization/production',
    query: toProductionParams(state),
    schema: () => import('./production-schemas').then((m) => m.productionAnalysisResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const productionQueryOptions = (state: ProductionState) =>
  queryOptions({
    queryKey: productionKeys.analysis(toProductionParams(state)),
    queryFn: ({ signal }) => getProduction(state, signal),
    // The old charts stay while another area or span loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

export const useProduction = (state: ProductionState) => useQuery(productionQueryOptions(state));

/** The area picker's prefectures and counties. */
export const useAreaTree = () =>
  useQuery({
    queryKey: productionKeys.regions(),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: '/api/mine/regions',
          schema: () => import('./production-schemas').then((m) => m.regionTreeResponse),
          signal,
        })
      ).data,
    staleTime: Infinity,
  });

/** Downloads one chart's figures as .xlsx. */
export function exportProductionChart(state: ProductionState, chart: ProductionChart, fallbackName: string) {
  const query = new URLSearchParams({ ...toProductionParams(state), chart }).toString();
  return downloadFile(`/api/visualization/production/export?${query}`, fallbackName);
}
