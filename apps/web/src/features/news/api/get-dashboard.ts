import { type SentimentDashboardQuery } from '@coal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { newsKeys } from './news-keys';

export function useSentimentDashboard({ query }: { query: Partial<SentimentDashboardQuery> }) {
  return useQuery({
    queryKey: newsKeys.dashboard(query),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: '/api/news/sentiment/dashboard',
          query,
          schema: () => import('./news-schemas').then((m) => m.sentimentDashboardResponse),
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
