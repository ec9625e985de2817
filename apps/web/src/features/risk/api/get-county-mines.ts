import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { riskKeys } from './risk-keys';

/** How many of a county's riskiest mines the dashboard lists. */
export const COUNTY_MINES = 20;

/** A county's riskiest mines, from the mine list's band-aware score sort. */
export async function getCountyMines(county: string, signal?: AbortSignal) {
  const body = await request({
    path: '/api/investigation/mine/list',
    query: { county, orderByColumn: 'riskScore', isAsc: 'desc', pageSize: COUNTY_MINES },
    schema: () => import('./risk-schemas').then((m) => m.mineListResponse),
    signal,
  });
  return { rows: body.rows, total: body.total };
}

export const useCountyMines = (county: string | undefined) =>
  useQuery({
    queryKey: riskKeys.countyMines(county ?? ''),
    queryFn: ({ signal }) => getCountyMines(county!, signal),
    enabled: county !== undefined,
  });
