import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { riskKeys } from './risk-keys';

/**
 * A weight set's back-test, or how far the server has got computing it: the active set, or a draft by id
 * (administrators).
 */
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

/** How often the page asks again while the server computes a back-test in the background. */
const POLL_MS = 1000;

export const useRiskBacktest = (set: 'active' | number | null) =>
  useQuery({
    ...riskBacktestQuery(set ?? 'active'),
    enabled: set !== null,
    refetchInterval: (query) => (query.state.data?.status === 'computing' ? POLL_MS : false),
  });
