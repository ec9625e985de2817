import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';

/** How often the page asks again: the server reads its figures every 3 s. */
export const MONITOR_REFRESH_MS = 3000;

export const monitorKeys = { overview: () => ['monitor', 'overview'] as const };

/** The answering process's figures, asked again every few seconds while the page is open. */
export function useMonitor() {
  return useQuery({
    queryKey: monitorKeys.overview(),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: '/api/monitor',
          schema: () => import('./monitor-schemas').then((m) => m.monitorResponse),
          signal,
        })
      ).data,
    refetchInterval: MONITOR_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
