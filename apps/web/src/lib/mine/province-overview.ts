import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/client';
import { currentLocale } from '../i18n';

export const overviewKeys = {
  all: ['province-overview'] as const,
  /** Labels come in the reader's language: one answer per language. */
  inLocale: (locale: string) => ['province-overview', locale] as const,
};

/** Province headline figures, aggregated on the server; public (the home portal works signed out). */
export async function fetchProvinceOverview(signal?: AbortSignal) {
  const res = await request({
    path: '/api/portal/overview',
    schema: () => import('./mine-schemas').then((m) => m.provinceOverviewResponse),
    signal,
    // Every view that shows the figures renders its own error state with a retry.
    silent: true,
  });
  return res.data;
}

/** The one query of the province figures, shared by the home portal, the desk and the status labels. */
export const provinceOverviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.inLocale(currentLocale()),
    queryFn: ({ signal }) => fetchProvinceOverview(signal),
    staleTime: 5 * 60_000,
  });

export function useProvinceOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...provinceOverviewQuery(), enabled });
}
