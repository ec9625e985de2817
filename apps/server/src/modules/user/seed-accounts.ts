import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { createMessageRepository, demoMessages } from '../message';
import { createUserRepository } from './user.repository';

export interface SeedPasswords {
  adminPassword: string;
  userPassword: string;
}

/** Creates the two accounts (with their first inbox) when the database is new; later starts change nothing. */
export async function seedAccounts(db: Db, passwords: SeedPasswords): Promise<boolean> {
  if (!(await createUserRepository(db).isEmpty())) return false;
  const [adminHash, userHash] = await Promise.all([
    hash(passwords.adminPassword),
    hash(passwords.userPassword),
  ]);
  await db.transaction(async (tx) => {
    const users = createUserRepository(tx);
    const admin = await users.insert({
      userName: 'admin',
      nickName: '系统管理员',
      passwordHash: adminHash,
      roles: ['admin', 'user'],
      email: 'admin@coal.example.cn',
      job: 'admin',
      jobName: '平台管理员',
      organization: 'center',
      organizationName: '煤炭产业大数据信息中心',
      location: 'guiyang',
      locationName: '贵州省贵阳市',
      introduction: '负责平台账号、字典与数据导入管理。',
      accountId: '10000001',
      certification: 1,
    });
    const user = await users.insert({
      userName: 'user',
      nickName: '数据分析员',
      passwordHash: userHash,
      roles: ['user'],
      email: 'analyst@coal.example.cn',
      job: 'analyst',
      jobName: '行业分析员',
      organization: 'research',
      organizationName: '行业研究部',
      location: 'bijie',
      locationName: '贵州省毕节市',
      introduction: '跟踪毕节、六盘水煤矿的产能与安全动态。',
      accountId: '10000002',
      certification: 0,
    });
    await createMessageRepository(tx).insert([
      ...demoMessages(admin.id, true),
      ...demoMessages(user.id, false),
    ]);
  });
  return true;
}

/** True while the admin account still opens with the documented demo password. */
export async function adminUsesPassword(db: Db, password: string): Promise<boolean> {
  const admin = await createUserRepository(db).findByName('admin');
  return admin ? verify(admin.passwordHash, password) : false;
}
