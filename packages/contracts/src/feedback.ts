import { z } from 'zod';
import { envelopeOf, listEnvelopeOf, pageQuery } from './envelope';
import { idParam, idValue } from './ids';
import { SUBSECTIONS } from './mine/subsections';
import { subsectionData } from './profile';
import { RISK_BANDS } from './risk-terms';

/** A reported data error, or a question about the data. */
export const FEEDBACK_KINDS = ['error', 'question'] as const;
export const feedbackKind = z.enum(FEEDBACK_KINDS);
export type FeedbackKind = z.infer<typeof feedbackKind>;

/**
 * open: waiting for an admin; answered: an admin replied; corrected: an admin fixed the data and said how;
 * closed: no further replies.
 */
export const FEEDBACK_STATUSES = ['open', 'answered', 'corrected', 'closed'] as const;
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatus>;

/** Who wrote an entry of a thread and what it did to the thread. */
export const FEEDBACK_ENTRY_KINDS = ['report', 'reply', 'answer', 'correction', 'close'] as const;
export const feedbackEntryKind = z.enum(FEEDBACK_ENTRY_KINDS);
export type FeedbackEntryKind = z.infer<typeof feedbackEntryKind>;

export const FEEDBACK_TEXT_MAX = 2000;
const feedbackText = z.string().trim().min(1).max(FEEDBACK_TEXT_MAX);

const subsectionIds = SUBSECTIONS.map((s) => s.id) as [string, ...string[]];
export const feedbackSubsection = z.enum(subsectionIds);

/** A new thread about one subsection of a mine's profile; the server keeps that subsection's data with it. */
export const feedbackCreateBody = z.object({
  mineId: idValue,
  subsection: feedbackSubsection,
  kind: feedbackKind,
  content: feedbackText,
});
export type FeedbackCreateBody = z.infer<typeof feedbackCreateBody>;

export const feedbackTextBody = z.object({ content: feedbackText });
export type FeedbackTextBody = z.infer<typeof feedbackTextBody>;
/** Closing may carry a last word; the thread is closed either way. */
export const feedbackCloseBody = z.object({ content: feedbackText.optional() }).optional();
export type FeedbackCloseBody = z.infer<typeof feedbackCloseBody>;

/** POST /api/chat/list: the caller's own threads, newest activity first. */
export const chatListBody = pageQuery.extend({ status: feedbackStatus.optional() }).optional();
export type ChatListBody = z.infer<typeof chatListBody>;

/** `active` (the default) is every thread not closed. */
export const FEEDBACK_ADMIN_STATUSES = ['active', ...FEEDBACK_STATUSES, 'all'] as const;
/** The admins' list sorts by these; without one it shows the latest activity first. */
export const FEEDBACK_SORT_COLUMNS = ['id', 'mineName', 'kind', 'status', 'reporter', 'updateTime'] as const;
export type FeedbackSortColumn = (typeof FEEDBACK_SORT_COLUMNS)[number];
export const feedbackAdminQuery = pageQuery.extend({
  status: z.enum(FEEDBACK_ADMIN_STATUSES).default('active'),
  kind: feedbackKind.optional(),
  mineId: idParam.optional(),
  mineName: z.string().trim().max(50).optional(),
  orderByColumn: z.enum(FEEDBACK_SORT_COLUMNS).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type FeedbackAdminQuery = z.infer<typeof feedbackAdminQuery>;

/** The risk subsection's figure, which lives in the risk model rather than with the mine. */
export const feedbackScoreSnapshot = z.object({
  kind: z.literal('score'),
  value: z.number().nullable(),
  band: z.enum(RISK_BANDS).nullable(),
  computedAt: z.string().nullable(),
});
/** The subsection's data as the reporter saw it. */
export const feedbackSnapshot = z.union([subsectionData, feedbackScoreSnapshot]);
export type FeedbackSnapshot = z.infer<typeof feedbackSnapshot>;

export const feedbackThreadSummary = z.object({
  id: z.number().int(),
  mineId: z.number().int(),
  mineName: z.string(),
  subsection: z.string(),
  kind: feedbackKind,
  status: feedbackStatus,
  /** The reporter's first words. */
  text: z.string(),
  userName: z.string(),
  nickName: z.string(),
  replyCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type FeedbackThreadSummary = z.infer<typeof feedbackThreadSummary>;

export const feedbackEntry = z.object({
  id: z.number().int(),
  kind: feedbackEntryKind,
  /** The author acted as an admin (answers, corrections, closing) or as the reporter. */
  fromAdmin: z.boolean(),
  author: z.string(),
  text: z.string(),
  time: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

export const feedbackThread = feedbackThreadSummary.extend({
  snapshot: feedbackSnapshot,
  correctionNote: z.string(),
  entries: z.array(feedbackEntry),
});
export type FeedbackThread = z.infer<typeof feedbackThread>;

export const feedbackListResponse = listEnvelopeOf(feedbackThreadSummary);
export const feedbackThreadResponse = envelopeOf(feedbackThread);
