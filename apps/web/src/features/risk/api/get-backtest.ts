import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { riskKeys } from './risk-keys';

/** A weight set's back-test: the active set, or a draft by id (administrators). */
export async function getRiskBacktest(set: 'active' | number, signal?: AbortSignal) {
  const body = await request({
    path: '/api/risk/backtest',
    query: { set },
    schema: () => import('./risk-schemas').then((m) => m.riskBacktestResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const riskBacktestQuery = (set: 'active' | number) =>
  queryOptions({ queryKey: riskKeys.backtest(set), queryFn: ({ signal }) => getRiskBacktest(set, signal) });

export const useRiskBacktest = (set: 'active' | number | null) =>
  useQuery({ ...riskBacktestQuery(set ?? 'active'), enabled: set !== null });
