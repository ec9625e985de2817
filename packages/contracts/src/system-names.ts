// No zod here: the system pages read their filters, sort columns and account rules without loading any schema.

export const ACCOUNT_STATUSES = ['0', '1'] as const;

export const USER_SORT_COLUMNS = ['userName', 'nickName', 'createdAt', 'status'] as const;
export const USER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/;
export const ADMIN_SET_PASSWORD_MIN = 8;

export const ONLINE_SORT_COLUMNS = ['createdAt', 'userName', 'expiresAt'] as const;

/** What the login log records. */
export const LOGIN_EVENTS = ['login', 'logout', 'loginFailed', 'sessionEnd'] as const;
export type LoginEvent = (typeof LOGIN_EVENTS)[number];
/** Why a sign-in failed or a session ended. */
export const LOGIN_REASONS = [
  'wrongPassword',
  'unknownUser',
  'locked',
  'throttled',
  'disabled',
  'wrongClient',
  'expired',
  'endedByAdmin',
  'accountDisabled',
  'roleRemoved',
  'passwordChanged',
  'signedOutElsewhere',
] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export const LOGIN_LOG_SORT_COLUMNS = ['createdAt', 'userName', 'event'] as const;

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const AUDIT_SORT_COLUMNS = ['createdAt', 'userName', 'targetType', 'action'] as const;
