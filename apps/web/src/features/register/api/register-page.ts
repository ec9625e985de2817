import type { RegisterQuery } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { registerKeys } from './register-keys';

export async function fetchRegisterPage(query: RegisterQuery, signal?: AbortSignal) {
  const res = await request({
    method: 'POST',
    path: '/api/mine/register',
    body: query,
    schema: () => import('./register-schemas').then((m) => m.registerResponse),
    signal,
  });
  return { rows: res.rows, total: res.total, riskSet: res.riskSet };
}

export const registerPageQuery = (query: RegisterQuery) =>
  queryOptions({
    queryKey: registerKeys.page(query),
    queryFn: ({ signal }) => fetchRegisterPage(query, signal),
  });

/** One page of the register; the previous page stays on screen while the next loads. */
export function useRegisterPage({ query }: { query: RegisterQuery }) {
  return useQuery({ ...registerPageQuery(query), placeholderData: keepPreviousData });
}
