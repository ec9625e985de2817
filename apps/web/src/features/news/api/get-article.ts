import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { newsKeys } from './news-keys';

export async function getArticle(id: number, signal?: AbortSignal) {
  const res = await request({
    path: `/api/news/${id}`,
    schema: () => import('./news-schemas').then((m) => m.newsArticleResponse),
    signal,
    silent: true,
  });
  return res.data;
}

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: newsKeys.article(id), queryFn: ({ signal }) => getArticle(id, signal) });

export function useArticle({ id }: { id: number | undefined }) {
  return useQuery({ ...articleQuery(id ?? 0), enabled: id !== undefined });
}
