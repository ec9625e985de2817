import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { downloadFile } from '@/lib/http/download';
import { type PivotState, toPivotQuery } from '../pivot-params';

export const pivotKeys = {
  all: ['visualization'] as const,
  pivot: (query: ReturnType<typeof toPivotQuery>) => ['visualization', 'pivot', query] as const,
};

export async function getPivot(state: PivotState, signal?: AbortSignal) {
  const body = await request({
    path: '/api/visualization/pivot',
    query: toPivotQuery(state),
    schema: () => import('./pivot-schemas').then((m) => m.pivotResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const pivotQueryOptions = (state: PivotState) =>
  queryOptions({
    queryKey: pivotKeys.pivot(toPivotQuery(state)),
    queryFn: ({ signal }) => getPivot(state, signal),
    // The old table stays while a new layout loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

export const usePivot = ({ state }: { state: PivotState }) => useQuery(pivotQueryOptions(state));

/** Downloads the pivot as .xlsx laid out as on screen. */
export function exportPivot(state: PivotState, fallbackName: string) {
  const query = new URLSearchParams(toPivotQuery(state)).toString();
  return downloadFile(`/api/visualization/pivot/export?${query}`, fallbackName);
}
