import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileColumn =
  | 'nickName'
  | 'email'
  | 'phone'
  | 'jobName'
  | 'organizationName'
  | 'locationName'
  | 'personalWebsite'
  | 'introduction';

export function createUserRepository(db: Executor) {
  return {
    async findByName(userName: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.userName, userName)).limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).limit(1);
      return rows.length === 0;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** '0' active, '1' disabled, as RuoYi stores it. */
    async updateStatus(id: number, status: '0' | '1'): Promise<void> {
      await db.update(users).set({ status }).where(eq(users.id, id));
    },

    async updateRoles(id: number, roles: string[]): Promise<void> {
      await db.update(users).set({ roles }).where(eq(users.id, id));
    },

    /** The owner's own facts (names and contact); returns the row after the change. */
    async updateProfile(
      id: number,
      profile: Partial<Pick<NewUser, ProfileColumn>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(profile).where(eq(users.id, id)).returning();
      return row;
    },

    async updateAvatar(id: number, avatar: string): Promise<void> {
      await db.update(users).set({ avatar }).where(eq(users.id, id));
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
