import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mines } from './mine';
import { users } from './platform';

/** A user's report of a data error, or question, about one subsection of a mine's profile. */
export const feedbackThreads = pgTable(
  'feedback_threads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A removed mine keeps its threads: they name it as it was reported.
    mineId: integer('mine_id').references(() => mines.id, { onDelete: 'set null' }),
    mineName: text('mine_name').notNull(),
    /** The subsection id of the profile registry (contracts SUBSECTIONS). */
    subsection: text('subsection').notNull(),
    /** error | question */
    kind: text('kind').notNull(),
    /** open | answered | corrected | closed */
    status: text('status').notNull().default('open'),
    text: text('text').notNull(),
    /** The subsection's data when reported, so the thread shows what the reporter saw. */
    snapshot: jsonb('snapshot').notNull(),
    correctionNote: text('correction_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_threads_user_idx').on(t.userId, t.updatedAt.desc()),
    index('feedback_threads_status_idx').on(t.status, t.updatedAt.desc()),
    index('feedback_threads_mine_idx').on(t.mineId),
  ],
);

/** The replies of a thread after its report: the reporter's, and the admins' answers, corrections and closing. */
export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => feedbackThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when written. */
    author: text('author').notNull(),
    fromAdmin: boolean('from_admin').notNull(),
    /** reply | answer | correction | close */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_entries_thread_idx').on(t.threadId, t.id)],
);
