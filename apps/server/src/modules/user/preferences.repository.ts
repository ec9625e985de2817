import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userPreferences } from '../../db/schema';

/** Every read and write of users' stored preferences. */
export function createPreferencesRepository(db: Executor) {
  return {
    async find(userId: number, key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: userPreferences.value })
        .from(userPreferences)
        .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)))
        .limit(1);
      return row?.value ?? null;
    },

    async save(userId: number, key: string, value: unknown): Promise<void> {
      await db
        .insert(userPreferences)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [userPreferences.userId, userPreferences.key],
          set: { value, updatedAt: new Date() },
        });
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
