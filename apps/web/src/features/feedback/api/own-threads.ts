import type { FeedbackCreateBody } from '@coal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { feedbackKeys, type OwnListQuery } from './feedback-keys';
import { useFeedbackMutation } from './feedback-mutation';

const schemas = () => import('./feedback-schemas');

/** POST /api/chat/list: one page of the caller's threads, latest activity first. */
export function useOwnThreads(query: OwnListQuery) {
  return useQuery({
    queryKey: feedbackKeys.own(query),
    queryFn: async ({ signal }) => {
      const res = await request({
        method: 'POST',
        path: '/api/chat/list',
        body: query,
        schema: () => schemas().then((m) => m.feedbackListResponse),
        signal,
        silent: true,
      });
      return { rows: res.rows, total: res.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOwnThread(id: number | undefined) {
  return useQuery({
    queryKey: feedbackKeys.ownThread(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: `/api/chat/${id}`,
          schema: () => schemas().then((m) => m.feedbackThreadResponse),
          signal,
          silent: true,
        })
      ).data,
    enabled: id !== undefined,
  });
}

export const useReportFeedback = () =>
  useFeedbackMutation(
    async (body: FeedbackCreateBody) =>
      (
        await request({
          method: 'POST',
          path: '/api/chat',
          body,
          schema: () => schemas().then((m) => m.feedbackThreadResponse),
        })
      ).data,
  );

export const useReplyFeedback = () =>
  useFeedbackMutation(
    async ({ id, content }: { id: number; content: string }) =>
      (
        await request({
          method: 'POST',
          path: `/api/chat/${id}/reply`,
          body: { content },
          schema: () => schemas().then((m) => m.feedbackThreadResponse),
        })
      ).data,
  );
