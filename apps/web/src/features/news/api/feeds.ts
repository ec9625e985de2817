import {
  type FeedBody,
  type FeedPatchBody,
  type NewsFeed,
  feedRunResponse,
  newsFeedListResponse,
  newsFeedResponse,
  okEnvelope,
} from '@coal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { newsKeys } from './news-keys';

export function useFeeds() {
  return useQuery({
    queryKey: newsKeys.feeds(),
    queryFn: async ({ signal }) =>
      (await request({ path: '/api/news/feeds', schema: newsFeedListResponse, signal })).data,
  });
}

/**
 * Every feed mutation reloads the feeds and the news (a fetch adds articles and sources). `onSuccess`
 * runs before that reload: a caller's own callbacks would run after it.
 */
function useFeedMutation<A, R>(mutationFn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** `onAdded` runs before the list shows the new feed, so a form it clears is empty by then. */
export const useAddFeed = (onAdded?: (feed: NewsFeed) => void) =>
  useFeedMutation(
    async (body: FeedBody) =>
      (await request({ method: 'POST', path: '/api/news/feeds', body, schema: newsFeedResponse })).data,
    onAdded,
  );

export const useUpdateFeed = () =>
  useFeedMutation(
    async ({ id, patch }: { id: number; patch: FeedPatchBody }) =>
      (await request({ method: 'PUT', path: `/api/news/feeds/${id}`, body: patch, schema: newsFeedResponse }))
        .data,
  );

export const useRemoveFeed = () =>
  useFeedMutation((id: number) =>
    request({ method: 'DELETE', path: `/api/news/feeds/${id}`, schema: okEnvelope }),
  );

export const useFetchFeed = () =>
  useFeedMutation(
    async (id: number) =>
      (await request({ method: 'POST', path: `/api/news/feeds/${id}/fetch`, schema: newsFeedResponse })).data,
  );

export const useFetchAllFeeds = () =>
  useFeedMutation(
    async () =>
      (await request({ method: 'POST', path: '/api/news/feeds/fetch', schema: feedRunResponse })).data,
  );
