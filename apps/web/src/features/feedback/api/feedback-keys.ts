import type { FeedbackAdminQuery, FeedbackStatus } from '@coal/contracts';

export interface OwnListQuery {
  pageNum: number;
  pageSize: number;
  status?: FeedbackStatus;
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  own: (query: OwnListQuery) => [...feedbackKeys.all, 'own', query] as const,
  ownThread: (id: number) => [...feedbackKeys.all, 'own-thread', id] as const,
  admin: (query: FeedbackAdminQuery) => [...feedbackKeys.all, 'admin', query] as const,
  adminThread: (id: number) => [...feedbackKeys.all, 'admin-thread', id] as const,
};
