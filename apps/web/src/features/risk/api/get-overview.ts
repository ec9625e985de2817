import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { riskKeys } from './risk-keys';

export async function getRiskOverview(signal?: AbortSignal) {
  const body = await request({
    path: '/api/risk/overview',
    schema: () => import('./risk-schemas').then((m) => m.riskOverviewResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const riskOverviewQuery = () =>
  queryOptions({ queryKey: riskKeys.overview(), queryFn: ({ signal }) => getRiskOverview(signal) });

export const useRiskOverview = () => useQuery(riskOverviewQuery());
