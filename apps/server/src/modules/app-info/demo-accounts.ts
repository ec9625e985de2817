import type { DemoAccount } from '@coal/contracts';
import { verify } from '@node-rs/argon2';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_USER_PASSWORD } from '../../config';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { createUserRepository } from '../user';

const DEMO_PASSWORDS: readonly DemoAccount[] = [
  { userName: 'admin', password: DEFAULT_ADMIN_PASSWORD },
  { userName: 'user', password: DEFAULT_USER_PASSWORD },
];

/**
 * The accounts that still open with their documented demo passwords, for the login page. Verifying
 * argon2 hashes is slow, so the answer is kept until a password changes (the auth service publishes
 * 'user' then, here and through NOTIFY in other processes).
 */
export function createDemoAccounts(db: Db, bus: ChangeBus) {
  const users = createUserRepository(db);
  let cached: Promise<DemoAccount[]> | null = null;
  bus.on('user', () => {
    cached = null;
  });

  async function compute(): Promise<DemoAccount[]> {
    const open: DemoAccount[] = [];
    for (const account of DEMO_PASSWORDS) {
      const user = await users.findByName(account.userName);
      if (user && (await verify(user.passwordHash, account.password))) open.push(account);
    }
    return open;
  }

  return {
    list(): Promise<DemoAccount[]> {
      if (!cached) {
        const pending = compute();
        cached = pending;
        // A failed check is not kept: the next request tries again.
        pending.catch(() => {
          if (cached === pending) cached = null;
        });
      }
      return cached;
    },
  };
}

export type DemoAccounts = ReturnType<typeof createDemoAccounts>;
