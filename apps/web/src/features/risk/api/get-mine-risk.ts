import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { riskKeys } from './risk-keys';

export async function getMineRisk(mineId: number, signal?: AbortSignal) {
  const body = await request({
    path: `/api/risk/mines/${mineId}`,
    schema: () => import('./risk-schemas').then((m) => m.mineRiskResponse),
    silent: true,
    signal,
  });
  return body.data;
}

export const mineRiskQuery = (mineId: number) =>
  queryOptions({ queryKey: riskKeys.mine(mineId), queryFn: ({ signal }) => getMineRisk(mineId, signal) });

export const useMineRisk = ({ mineId }: { mineId: number }) => useQuery(mineRiskQuery(mineId));
