import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { registerFieldLabels } from '../../lib/i18n';
import { recordAudit } from '../audit';
import { createAvatarRepository } from './avatar.repository';
import { createPreferencesRepository } from './preferences.repository';
import { preferencesRoutes } from './preferences.routes';
import { createPreferencesService } from './preferences.service';
import { profileRoutes } from './profile.routes';
import { createProfileService, type ProfileStore } from './profile.service';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';

export { createUserRepository, type UserRepository, type UserRow } from './user.repository';
export { adminUsesPassword, seedAccounts } from './seed-accounts';
export { accountWords } from './account-words';

const profileStoreOf = (db: Executor): ProfileStore => ({
  users: createUserRepository(db),
  avatars: createAvatarRepository(db),
  audit: (entry) => recordAudit(db, entry),
});

/** The signed-in user's info, own facts, avatar and stored preferences (the role switch and password change are the auth module's). */
export async function userModule(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(userRoutes, { users: createUserRepository(db) });
  const profile = createProfileService({
    store: profileStoreOf(db),
    transaction: (work) => db.transaction((tx) => work(profileStoreOf(tx))),
  });
  await app.register(profileRoutes, { profile });
  const preferences = createPreferencesService({ store: createPreferencesRepository(db) });
  await app.register(preferencesRoutes, { preferences });
}

registerFieldLabels('zh-CN', {
  nickName: '姓名',
  email: '电子邮箱',
  phone: '联系电话',
  jobName: '职务',
  organizationName: '单位',
  locationName: '所在地',
  personalWebsite: '个人网站',
  introduction: '个人简介',
});
registerFieldLabels('en-US', {
  nickName: 'name',
  email: 'e-mail',
  phone: 'phone',
  jobName: 'job title',
  organizationName: 'organisation',
  locationName: 'location',
  personalWebsite: 'website',
  introduction: 'introduction',
});
