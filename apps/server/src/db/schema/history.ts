import type { MineEditSource } from '@coal/contracts';
import { bigserial, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { feedbackThreads } from './feedback';
import { importJobs, mines } from './mine';
import { users } from './platform';

/**
 * jsonb read as the driver parsed it. Drizzle's own jsonb parses a string once more, so a stored value
 * such as the status "1" would come back as the number 1.
 */
const storedJson = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/** One write to the mines: an import commit, an edit, a batch edit or a data-feedback correction. */
export const mineEditSets = pgTable(
  'mine_edit_sets',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<MineEditSource>().notNull(),
    importJobId: integer('import_job_id').references(() => importJobs.id, { onDelete: 'set null' }),
    feedbackThreadId: integer('feedback_thread_id').references(() => feedbackThreads.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the user may be renamed or removed later. */
    userName: text('user_name').notNull(),
    /** How many mines the set changed. */
    mineCount: integer('mine_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mine_edit_sets_created_idx').on(t.createdAt)],
);

/**
 * What one set changed in one mine: a column of the mine row with its stored value before and after, or
 * a sheet's rows (a child entity, or 'documents') with how many rows were added and removed.
 */
export const mineFieldChanges = pgTable(
  'mine_field_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => mineEditSets.id, { onDelete: 'cascade' }),
    mineId: integer('mine_id')
      .notNull()
      .references(() => mines.id, { onDelete: 'cascade' }),
    /** A mine column key (contracts mineColumns), a child entity, 'documents' or MINE_CREATED_FIELD. */
    field: text('field').notNull(),
    before: storedJson('before'),
    after: storedJson('after'),
    /** For a sheet: rows added and removed; null for a column. */
    added: integer('added'),
    removed: integer('removed'),
  },
  (t) => [
    index('mine_field_changes_mine_idx').on(t.mineId, t.setId),
    index('mine_field_changes_set_idx').on(t.setId),
  ],
);
