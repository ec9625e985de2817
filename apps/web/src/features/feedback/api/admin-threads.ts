import type { FeedbackAdminQuery } from '@coal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { feedbackKeys } from './feedback-keys';
import { useFeedbackMutation } from './feedback-mutation';

const schemas = () => import('./feedback-schemas');

/** Every thread (not closed ones unless asked), filtered by status, type and mine. */
export function useAdminThreads(query: FeedbackAdminQuery) {
  return useQuery({
    queryKey: feedbackKeys.admin(query),
    queryFn: async ({ signal }) => {
      const res = await request({
        path: '/api/system/feedback/list',
        query: { ...query },
        schema: () => schemas().then((m) => m.feedbackListResponse),
        signal,
        silent: true,
      });
      return { rows: res.rows, total: res.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminThread(id: number | undefined) {
  return useQuery({
    queryKey: feedbackKeys.adminThread(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: `/api/system/feedback/${id}`,
          schema: () => schemas().then((m) => m.feedbackThreadResponse),
          signal,
          silent: true,
        })
      ).data,
    enabled: id !== undefined,
  });
}

export type AdminAction = 'answer' | 'correct' | 'close';

/** An admin's answer, correction or closing; the server tells the reporter and audits it. */
export const useAdminAction = () =>
  useFeedbackMutation(
    async ({ id, action, content }: { id: number; action: AdminAction; content?: string }) =>
      (
        await request({
          method: 'POST',
          path: `/api/system/feedback/${id}/${action}`,
          body: content ? { content } : {},
          schema: () => schemas().then((m) => m.feedbackThreadResponse),
        })
      ).data,
  );
