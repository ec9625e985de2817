import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './platform';

/** A page's state a user saved under a name (a pivot's layout, an analysis, a register query), per kind. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of SAVED_VIEW_KINDS (contracts): which page opens it. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_kind_name_uq').on(t.userId, t.kind, t.name),
    index('saved_views_user_updated_idx').on(t.userId, t.updatedAt.desc()),
  ],
);
