import { z } from 'zod';
import { envelopeOf } from './envelope';
import { ROLES } from './roles';

export { CLIENT_ID_HEADER, DEFAULT_CLIENT_ID } from './client-id';

export const roleSchema = z.enum(ROLES);

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  clientId: z.string().max(64).optional(),
  grantType: z.string().max(32).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginData = z.object({
  access_token: z.string(),
  /** Seconds until the token expires. */
  expire_in: z.number().int(),
  client_id: z.string(),
});
export type LoginData = z.infer<typeof loginData>;
export const loginResponse = envelopeOf(loginData);

/** The user store of SPEC.md §3 plus the roles the account holds and what they permit. */
export const userInfo = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  job: z.string(),
  jobName: z.string(),
  organization: z.string(),
  organizationName: z.string(),
  location: z.string(),
  locationName: z.string(),
  email: z.string(),
  phone: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  registrationDate: z.string(),
  accountId: z.string(),
  certification: z.number().int(),
  /** The role this session acts as. */
  role: roleSchema,
  /** Set by an admin's create or password reset: nothing but the password form opens until it is changed. */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getInfoData = z.object({
  user: userInfo,
  roles: z.array(roleSchema),
  permissions: z.array(z.string()),
});
export type GetInfoData = z.infer<typeof getInfoData>;
export const getInfoResponse = envelopeOf(getInfoData);

export const switchRoleBody = z.object({ role: roleSchema.optional() });
export const switchRoleData = z.object({ role: roleSchema });
export const switchRoleResponse = envelopeOf(switchRoleData);

export const changePasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(8).max(128),
});
