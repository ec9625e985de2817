import { provinceOverviewResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http/client';

export const overviewKeys = { all: ['province-overview'] as const };

/** Province headline figures, aggregated on the server; public (the home portal works signed out). */
export async function fetchProvinceOverview(signal?: AbortSignal) {
  const res = await request({ path: '/api/portal/overview', schema: provinceOverviewResponse, signal });
  return res.data;
}

export const provinceOverviewQuery = () =>
  queryOptions({ queryKey: overviewKeys.all, queryFn: ({ signal }) => fetchProvinceOverview(signal) });

export function useProvinceOverview(enabled = true) {
  return useQuery({ ...provinceOverviewQuery(), enabled });
}
