import { type NewsListQuery } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { newsKeys } from './news-keys';

export type NewsApiQuery = Partial<NewsListQuery>;

export async function listNews(query: NewsApiQuery, signal?: AbortSignal) {
  const res = await request({
    path: '/api/news/list',
    query,
    schema: () => import('./news-schemas').then((m) => m.newsListResponse),
    signal,
  });
  return { rows: res.rows, total: res.total };
}

export const newsListQuery = (query: NewsApiQuery) =>
  queryOptions({ queryKey: newsKeys.list(query), queryFn: ({ signal }) => listNews(query, signal) });

/** One page of the filtered list; the previous page stays on screen while the next loads. */
export function useNewsList({ query }: { query: NewsApiQuery }) {
  return useQuery({ ...newsListQuery(query), placeholderData: keepPreviousData });
}
