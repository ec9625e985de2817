import { provinceOverviewResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { deskKeys } from './desk-keys';

/** Province headline figures, aggregated and cached on the server. */
export async function getProvinceOverview(signal?: AbortSignal) {
  const body = await request({
    path: '/api/portal/overview',
    schema: provinceOverviewResponse,
    silent: true,
    signal,
  });
  return body.data;
}

export const provinceOverviewQuery = () =>
  queryOptions({
    queryKey: deskKeys.province(),
    queryFn: ({ signal }) => getProvinceOverview(signal),
    staleTime: 5 * 60_000,
  });

export const useProvinceOverview = () => useQuery(provinceOverviewQuery());
