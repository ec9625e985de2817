import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { mines } from './mine';
import { users } from './platform';

/** Mines a user follows, for the workplace and licence-expiry reminders. */
export const mineFollows = pgTable(
  'mine_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mineId: integer('mine_id')
      .notNull()
      .references(() => mines.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mineId] }), index('mine_follows_mine_idx').on(t.mineId)],
);

/** The last time each user opened each mine's profile. */
export const mineViews = pgTable(
  'mine_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mineId: integer('mine_id')
      .notNull()
      .references(() => mines.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mineId] }),
    index('mine_views_recent_idx').on(t.userId, t.viewedAt.desc()),
  ],
);
