import { PASSWORD_RULE } from '@coal/contracts/password';
import type { ProfileUpdateBody } from '@coal/contracts';
import type { Actor } from '../../lib/actor';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { auditEntry, type AuditEntry } from '../audit';
import { accountWords } from './account-words';
import { avatarKey, avatarUrl, toAvatar } from './avatar-image';
import type { AvatarRepository } from './avatar.repository';
import type { ProfileColumn, UserRepository, UserRow } from './user.repository';

/** What the profile service reads and writes, bound to the database or to one transaction. */
export interface ProfileStore {
  users: Pick<UserRepository, 'findById' | 'updateProfile' | 'updateAvatar'>;
  avatars: AvatarRepository;
  audit: (entry: AuditEntry) => Promise<void>;
}

export interface ProfileServiceDeps {
  store: ProfileStore;
  transaction: <T>(work: (store: ProfileStore) => Promise<T>) => Promise<T>;
}

const PROFILE_COLUMNS: ProfileColumn[] = [
  'nickName',
  'email',
  'phone',
  'jobName',
  'organizationName',
  'locationName',
  'personalWebsite',
  'introduction',
];

/** Only the facts that changed, before and after, for the audit log. */
function changedFacts(before: UserRow, after: ProfileUpdateBody) {
  const was: Record<string, string> = {};
  const now: Record<string, string> = {};
  for (const column of PROFILE_COLUMNS)
    if (before[column] !== after[column]) {
      was[column] = before[column];
      now[column] = after[column];
    }
  return { was, now };
}

/** A user's own account: their facts, their avatar and the words a password must not lean on. */
export function createProfileService({ store, transaction }: ProfileServiceDeps) {
  async function owner(tx: ProfileStore, userId: number): Promise<UserRow> {
    const user = await tx.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  return {
    async update(actor: Actor, body: ProfileUpdateBody): Promise<void> {
      const userId = actor.auth.userId;
      await transaction(async (tx) => {
        const before = await owner(tx, userId);
        const { was, now } = changedFacts(before, body);
        if (!Object.keys(now).length) return;
        await tx.users.updateProfile(userId, now);
        await tx.audit(
          auditEntry(actor, 'update', { type: 'user', id: userId }, { before: was, after: now }),
        );
      });
    },

    /** Stores the picture as the user's avatar and returns its new URL. */
    async setAvatar(actor: Actor, data: Buffer): Promise<string> {
      const webp = await toAvatar(data);
      const userId = actor.auth.userId;
      const url = avatarUrl(avatarKey(userId, webp));
      await transaction(async (tx) => {
        const before = await owner(tx, userId);
        await tx.avatars.save(userId, avatarKey(userId, webp), webp);
        await tx.users.updateAvatar(userId, url);
        await tx.audit(
          auditEntry(
            actor,
            'update',
            { type: 'user', id: userId },
            {
              before: { avatar: before.avatar },
              after: { avatar: url },
            },
          ),
        );
      });
      return url;
    },

    async removeAvatar(actor: Actor): Promise<void> {
      const userId = actor.auth.userId;
      await transaction(async (tx) => {
        const before = await owner(tx, userId);
        if (!before.avatar) return;
        await tx.avatars.remove(userId);
        await tx.users.updateAvatar(userId, '');
        await tx.audit(
          auditEntry(
            actor,
            'update',
            { type: 'user', id: userId },
            {
              before: { avatar: before.avatar },
              after: { avatar: '' },
            },
          ),
        );
      });
    },

    async avatar(key: string): Promise<Buffer> {
      const data = await store.avatars.findByKey(key);
      if (!data) throw new NotFoundError();
      return data;
    },

    async passwordRule(userId: number) {
      const user = await owner(store, userId);
      return {
        minLength: PASSWORD_RULE.minLength,
        minScore: PASSWORD_RULE.minScore,
        userInputs: accountWords(user),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
