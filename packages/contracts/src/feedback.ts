import { z } from 'zod';
import {
  FEEDBACK_ADMIN_STATUSES,
  FEEDBACK_ENTRY_KINDS,
  FEEDBACK_KINDS,
  FEEDBACK_SORT_COLUMNS,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX,
} from './feedback-names';
import { envelopeOf, listEnvelopeOf, pageQuery } from './envelope';
import { idParam, idValue } from './ids';
import { SUBSECTIONS } from './mine/subsections';
import { subsectionData } from './profile';
import { RISK_BANDS } from './risk-terms';

export const feedbackKind = z.enum(FEEDBACK_KINDS);
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);
export const feedbackEntryKind = z.enum(FEEDBACK_ENTRY_KINDS);

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
