import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userAvatars } from '../../db/schema';

/** Avatar images, one per user. */
export function createAvatarRepository(db: Executor) {
  return {
    async save(userId: number, key: string, data: Buffer): Promise<void> {
      await db
        .insert(userAvatars)
        .values({ userId, key, data })
        .onConflictDoUpdate({ target: userAvatars.userId, set: { key, data, updatedAt: new Date() } });
    },

    async remove(userId: number): Promise<void> {
      await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
    },

    async findByKey(key: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ data: userAvatars.data })
        .from(userAvatars)
        .where(eq(userAvatars.key, key))
        .limit(1);
      return row?.data;
    },
  };
}

export type AvatarRepository = ReturnType<typeof createAvatarRepository>;
