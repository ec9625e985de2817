import type { SystemUserQuery } from '@coal/contracts';
import { and, arrayContains, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { orderOf } from '../../db/list-order';
import { escapeLike } from '../../lib/sql';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** What an admin may edit of an account besides status, roles and password. */
export type UserProfilePatch = Pick<NewUser, 'nickName' | 'organizationName' | 'jobName' | 'email' | 'phone'>;

const SORT = {
  userName: users.userName,
  nickName: users.nickName,
  createdAt: users.createdAt,
  status: users.status,
} as const;

function filterOf(query: SystemUserQuery): SQL | undefined {
  const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  return and(
    query.userId ? eq(users.id, query.userId) : undefined,
    keyword
      ? or(
          ilike(users.userName, keyword),
          ilike(users.nickName, keyword),
          ilike(users.organizationName, keyword),
          ilike(users.phone, keyword),
          ilike(users.email, keyword),
        )
      : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.role ? arrayContains(users.roles, [query.role]) : undefined,
  );
}
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

    /** Names differing only in case would be one account to the sign-in throttle, and to people. */
    async findByNameInsensitive(userName: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
        .limit(1);
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

    /** The users page: filtered, sorted, one page or all of them (export). */
    async list(query: SystemUserQuery, page: { limit: number; offset: number }) {
      const where = filterOf(query);
      const column = SORT[query.orderByColumn ?? 'createdAt'];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(orderOf(column, query.isAsc, query.orderByColumn ? 'asc' : 'desc'), users.id)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Active admins other than `exceptId`. Every active admin's row is locked, in id order, so two admins
     * disabling each other at once wait for one another instead of both succeeding (or deadlocking).
     */
    async otherActiveAdmins(exceptId: number): Promise<number> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.status, '0'), arrayContains(users.roles, ['admin'])))
        .orderBy(users.id)
        .for('update');
      return rows.filter((row) => row.id !== exceptId).length;
    },

    /** An admin's reset: the owner must change it at the next sign-in. */
    async setPasswordByAdmin(id: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: true })
        .where(eq(users.id, id));
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
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false })
        .where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
