import { z } from 'zod';
import { envelopeOf, listEnvelopeOf, pageQuery } from './envelope';
import { roleSchema } from './auth';
import { idParam } from './ids';
import {
  ACCOUNT_STATUSES,
  ADMIN_SET_PASSWORD_MIN,
  AUDIT_ACTIONS,
  AUDIT_SORT_COLUMNS,
  LOGIN_EVENTS,
  LOGIN_LOG_SORT_COLUMNS,
  LOGIN_REASONS,
  ONLINE_SORT_COLUMNS,
  USER_NAME_PATTERN,
  USER_SORT_COLUMNS,
} from './system-names';

/** Sort direction as RuoYi lists take it. */
const isAsc = z.enum(['asc', 'desc', 'ascending', 'descending']).optional();
/** A calendar day of a date filter, `YYYY-MM-DD` (Asia/Shanghai). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
const text = (max: number) => z.string().trim().max(max);

export const accountStatus = z.enum(ACCOUNT_STATUSES);

/** An account as the users page lists it. */
export const systemUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  organizationName: z.string(),
  jobName: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(roleSchema),
  status: accountStatus,
  /** The sign-in throttle holds the account (its own counter or one of its address pairs). */
  locked: z.boolean(),
  mustChangePassword: z.boolean(),
  activeSessions: z.number().int(),
  lastSignInAt: z.string(),
  createdAt: z.string(),
});
export type SystemUser = z.infer<typeof systemUser>;
export const systemUserListResponse = listEnvelopeOf(systemUser);

export const systemUserQuery = pageQuery.extend({
  /** One account, as the audit log links to it. */
  userId: idParam.optional(),
  keyword: text(64).optional(),
  status: accountStatus.optional(),
  role: roleSchema.optional(),
  orderByColumn: z.enum(USER_SORT_COLUMNS).optional(),
  isAsc,
});
export type SystemUserQuery = z.infer<typeof systemUserQuery>;

const phone = z.union([z.literal(''), z.string().regex(/^\+?[0-9][0-9 -]{5,19}$/)]);
const email = z.union([z.literal(''), z.email().max(120)]);

/** What an admin edits of an account. */
export const userProfileFields = z.object({
  nickName: text(30).min(1),
  organizationName: text(60).default(''),
  jobName: text(60).default(''),
  email: email.default(''),
  phone: phone.default(''),
  roles: z.array(roleSchema).min(1).max(2),
});
export const updateUserBody = userProfileFields;
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const createUserBody = userProfileFields.extend({
  userName: z.string().trim().regex(USER_NAME_PATTERN),
  /** Absent: the server makes one and shows it once. */
  password: z.string().min(ADMIN_SET_PASSWORD_MIN).max(128).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/** The generated password, present only when the server made it; shown once, never stored readable. */
export const initialPasswordData = z.object({
  userId: z.number().int(),
  initialPassword: z.string().nullable(),
});
export const initialPasswordResponse = envelopeOf(initialPasswordData);

export const resetPasswordBody = z.object({
  password: z.string().min(ADMIN_SET_PASSWORD_MIN).max(128).optional(),
});
export const userStatusBody = z.object({ status: accountStatus });

/** A signed-in session, in the online list and in a user's sessions. */
export const onlineSession = z.object({
  jti: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  activeRole: roleSchema,
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The session asking. */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSession>;
export const onlineSessionListResponse = listEnvelopeOf(onlineSession);
export const onlineQuery = pageQuery.extend({
  keyword: text(64).optional(),
  orderByColumn: z.enum(ONLINE_SORT_COLUMNS).optional(),
  isAsc,
});
export type OnlineQuery = z.infer<typeof onlineQuery>;
export const sessionIdParam = z.object({ jti: z.uuid() });

export const loginLogRow = z.object({
  id: z.number().int(),
  userName: z.string(),
  event: z.enum(LOGIN_EVENTS),
  reason: z.union([z.enum(LOGIN_REASONS), z.literal('')]),
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.string(),
  createdAt: z.string(),
});
export type LoginLogRow = z.infer<typeof loginLogRow>;
export const loginLogListResponse = listEnvelopeOf(loginLogRow);
export const loginLogQuery = pageQuery.extend({
  userName: text(64).optional(),
  ip: text(64).optional(),
  event: z.enum(LOGIN_EVENTS).optional(),
  reason: z.enum(LOGIN_REASONS).optional(),
  dateFrom: day,
  dateTo: day,
  orderByColumn: z.enum(LOGIN_LOG_SORT_COLUMNS).optional(),
  isAsc,
});
export type LoginLogQuery = z.infer<typeof loginLogQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditListResponse = listEnvelopeOf(auditRow);
export const auditQuery = pageQuery.extend({
  userName: text(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: text(40).optional(),
  targetId: text(64).optional(),
  dateFrom: day,
  dateTo: day,
  orderByColumn: z.enum(AUDIT_SORT_COLUMNS).optional(),
  isAsc,
});
export type AuditQuery = z.infer<typeof auditQuery>;
/** The object types present in the log, for the filter. */
export const auditTargetTypesResponse = envelopeOf(z.array(z.string()));
