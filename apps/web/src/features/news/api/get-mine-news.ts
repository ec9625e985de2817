import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { newsKeys } from './news-keys';

export function useMineNews({ mineId }: { mineId: number }) {
  return useQuery({
    queryKey: newsKeys.mine(mineId),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: `/api/news/mine/${mineId}`,
          schema: () => import('./news-schemas').then((m) => m.mineNewsSummaryResponse),
          signal,
        })
      ).data,
  });
}
