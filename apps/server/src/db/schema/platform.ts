import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A message's title and content as catalog keys (lib/messages) with the values they name. */
export interface LocalizedText {
  title: string;
  /** Absent when the subtitle is data (an alert's mine name). */
  subTitle?: string;
  content: string;
  params: Record<string, string | number>;
}

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  nickName: text('nick_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Roles the account holds; a session acts as one of them at a time. */
  roles: text('roles').array().notNull(),
  /** '0' active, '1' disabled (RuoYi convention). */
  status: text('status').notNull().default('0'),
  avatar: text('avatar').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  job: text('job').notNull().default(''),
  jobName: text('job_name').notNull().default(''),
  organization: text('organization').notNull().default(''),
  organizationName: text('organization_name').notNull().default(''),
  location: text('location').notNull().default(''),
  locationName: text('location_name').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  personalWebsite: text('personal_website').notNull().default(''),
  accountId: text('account_id').notNull().default(''),
  certification: smallint('certification').notNull().default(0),
  createdAt: createdAt(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** An admin set the password (create or reset): the owner must choose their own before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    activeRole: text('active_role').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended (a login-log reason: logout, endedByAdmin, expired …); null while live. */
    endReason: text('end_reason'),
    /** The session's latest request, written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A user's avatar, re-encoded as a 256 px WebP; `key` (its content hash) names it in its URL. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dictTypes = pgTable('dict_types', {
  dictId: serial('dict_id').primaryKey(),
  dictName: text('dict_name').notNull(),
  /** The name in English, shown to en-US readers; empty falls back to dictName. */
  dictNameEn: text('dict_name_en').notNull().default(''),
  dictType: text('dict_type').notNull().unique(),
  status: text('status').notNull().default('0'),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
});

export const dictData = pgTable(
  'dict_data',
  {
    dictCode: serial('dict_code').primaryKey(),
    dictType: text('dict_type')
      .notNull()
      .references(() => dictTypes.dictType, { onDelete: 'cascade', onUpdate: 'cascade' }),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: text('dict_label').notNull(),
    /** The label in English, served when the client asks for en-US; empty falls back to dictLabel. */
    dictLabelEn: text('dict_label_en').notNull().default(''),
    dictValue: text('dict_value').notNull(),
    /** Other words for the item in real lists (停产整顿 for 停产): an import reads them as this item. */
    synonyms: jsonb('synonyms').$type<string[]>().notNull().default([]),
    cssClass: text('css_class').notNull().default(''),
    listClass: text('list_class').notNull().default(''),
    isDefault: text('is_default').notNull().default('N'),
    remark: text('remark').notNull().default(''),
    /** '0' in use, '1' disabled: still labels stored data, offered for no new data. */
    status: text('status').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dict_data_type_value_uq').on(t.dictType, t.dictValue)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    /** The client (browser) that made the change, as it names itself. */
    userAgent: text('user_agent').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userName, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** message | notice | todo */
    type: text('type').notNull(),
    messageType: smallint('message_type'),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    content: text('content').notNull().default(''),
    /** The catalog keys and parameters of title and content, rendered in the reader's language; null for
     *  messages written in one language only (then title and content are shown as stored). */
    localized: jsonb('localized').$type<LocalizedText>(),
    avatar: text('avatar').notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** The console page the message is about (a feedback thread), empty when none. */
    link: text('link').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.type, t.createdAt.desc())],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Attempt counters of sign-in and password checks (per account+address pair, per account, per address,
 * per password change), kept in the database so a restart or another server does not reset them.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    /** Times the counter went past its ceiling without a success between: each lock lasts twice the last. */
    strikes: integer('strikes').notNull().default(0),
  },
  (t) => [index('auth_attempts_reset_idx').on(t.resetAt)],
);

/** Every sign-in, sign-out, failed sign-in and session end, with where it came from. */
export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    /** As typed at sign-in: an unknown name is logged too. */
    userName: text('user_name').notNull(),
    /** login | logout | loginFailed | sessionEnd */
    event: text('event').notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_log_created_idx').on(t.createdAt),
    index('login_log_user_idx').on(t.userName, t.createdAt),
  ],
);
