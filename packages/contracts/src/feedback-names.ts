// No zod here: the feedback pages read these names and limits without loading any schema.

/** A reported data error, or a question about the data. */
export const FEEDBACK_KINDS = ['error', 'question'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/**
 * open: waiting for an admin; answered: an admin replied; corrected: an admin fixed the data and said how;
 * closed: no further replies.
 */
export const FEEDBACK_STATUSES = ['open', 'answered', 'corrected', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Who wrote an entry of a thread and what it did to the thread. */
export const FEEDBACK_ENTRY_KINDS = ['report', 'reply', 'answer', 'correction', 'close'] as const;
export type FeedbackEntryKind = (typeof FEEDBACK_ENTRY_KINDS)[number];

export const FEEDBACK_TEXT_MAX = 2000;

/** `active` (the default) is every thread not closed. */
export const FEEDBACK_ADMIN_STATUSES = ['active', ...FEEDBACK_STATUSES, 'all'] as const;
/** The admins' list sorts by these; without one it shows the latest activity first. */
export const FEEDBACK_SORT_COLUMNS = ['id', 'mineName', 'kind', 'status', 'reporter', 'updateTime'] as const;
export type FeedbackSortColumn = (typeof FEEDBACK_SORT_COLUMNS)[number];
