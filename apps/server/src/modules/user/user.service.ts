import { type GetInfoData, ROLE_PERMISSIONS } from '@coal/contracts';
import { UnauthorizedError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { UserRepository } from './user.repository';

/** The signed-in user's profile, roles and permissions. */
export async function getUserInfo(
  users: Pick<UserRepository, 'findById'>,
  auth: AuthContext,
): Promise<GetInfoData> {
  const row = await users.findById(auth.userId);
  if (!row) throw new UnauthorizedError();
  return {
    user: {
      userId: row.id,
      userName: row.userName,
      nickName: row.nickName,
      avatar: row.avatar,
      job: row.job,
      jobName: row.jobName,
      organization: row.organization,
      organizationName: row.organizationName,
      location: row.location,
      locationName: row.locationName,
      email: row.email,
      phone: row.phone,
      introduction: row.introduction,
      personalWebsite: row.personalWebsite,
      registrationDate: formatDateTime(row.createdAt),
      accountId: row.accountId,
      certification: row.certification,
      role: auth.role,
      mustChangePassword: row.mustChangePassword,
    },
    roles: auth.roles,
    permissions: [...ROLE_PERMISSIONS[auth.role]],
  };
}
