import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** The alert kinds a user turned off (none by default: every kind is on). */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabled: text('disabled').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events already told to a user, so that a rerun of the alert job sends nothing twice. */
export const alertEvents = pgTable(
  'alert_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** kind:mine:record, e.g. penalty:12:黔煤安监罚〔2026〕3号 */
    eventKey: text('event_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventKey] })],
);

/** Exports and searches a user ran, newest kept: the user centre's recent activity. */
export const userActivity = pgTable(
  'user_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** export | search */
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    query: text('query').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_activity_same_uq').on(t.userId, t.kind, t.path, t.query),
    index('user_activity_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
