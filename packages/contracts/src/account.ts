import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, PROFILE_LIMITS, WEBSITE_PATTERN } from './account-limits';
import { envelopeOf, listEnvelopeOf } from './envelope';

const optionalText = (max: number) => z.string().trim().max(max);
const matching = (pattern: RegExp, max: number, key: string) =>
  optionalText(max).refine((v) => v === '' || pattern.test(v), { params: { key } });

/** What a user may change of their own account: names and contact, never roles, status or user name. */
export const profileUpdateBody = z.object({
  nickName: z.string().trim().min(1).max(PROFILE_LIMITS.nickName),
  email: matching(EMAIL_PATTERN, PROFILE_LIMITS.email, 'validation.email'),
  phone: matching(PHONE_PATTERN, PROFILE_LIMITS.phone, 'validation.phone'),
  jobName: optionalText(PROFILE_LIMITS.jobName),
  organizationName: optionalText(PROFILE_LIMITS.organizationName),
  locationName: optionalText(PROFILE_LIMITS.locationName),
  personalWebsite: matching(WEBSITE_PATTERN, PROFILE_LIMITS.personalWebsite, 'validation.website'),
  introduction: optionalText(PROFILE_LIMITS.introduction),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const avatarData = z.object({ avatar: z.string() });
export const avatarResponse = envelopeOf(avatarData);
export const avatarKeyParams = z.object({ key: z.string().regex(/^[0-9a-f]{64}\.webp$/) });

/** One of the user's own signed-in sessions. */
export const accountSession = z.object({
  /** The session's id (the token's jti). */
  sessionId: z.string(),
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.string(),
  loginTime: z.string(),
  lastSeen: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = listEnvelopeOf(accountSession);
export const sessionIdParams = z.object({ sessionId: z.uuid() });
export const endedSessionsData = z.object({ ended: z.number().int() });
export const endedSessionsResponse = envelopeOf(endedSessionsData);

/** What the password meter needs besides the password: the words of the account itself. */
export const passwordRuleData = z.object({
  minLength: z.number().int(),
  minScore: z.number().int(),
  userInputs: z.array(z.string()),
});
export const passwordRuleResponse = envelopeOf(passwordRuleData);

/** Recorded things a user did besides opening profiles: exports and searches. */
export const ACTIVITY_KINDS = ['export', 'search'] as const;
export const activityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKind>;
export const activityItem = z.object({
  kind: activityKind,
  /** The API path the activity called, without the `/api` prefix, e.g. `/mine/export`. */
  path: z.string(),
  /** Its query string, without `?`. */
  query: z.string(),
  time: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityResponse = listEnvelopeOf(activityItem);
export const activityQuery = z.object({
  kind: activityKind.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
