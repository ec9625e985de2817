import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http/client';

/** Public facts for the chrome (company name, sample-data flag); failures fall back silently. */
export const appInfoQuery = () =>
  queryOptions({
    queryKey: ['app-info'],
    queryFn: async () =>
      (
        await request({
          path: '/api/app/info',
          // Asked for by the sign-in page: the schema loads with the answer, not with the page.
          schema: () => import('./app-info-schema').then((m) => m.appInfoResponse),
          silent: true,
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAppInfo() {
  return useQuery(appInfoQuery());
}
