import type { LoginReason, OnlineQuery } from '@coal/contracts';
import { and, count, eq, gt, ilike, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { orderOf } from '../../db/list-order';
import { escapeLike } from '../../lib/sql';

export type SessionRow = typeof sessions.$inferSelect;

/** A session that was just ended, with what the login log keeps of it. */
export interface EndedSession {
  jti: string;
  userId: number;
  ip: string;
  userAgent: string;
}

/** The columns an ended session keeps for the login log. */
export const endedColumns = {
  jti: sessions.jti,
  userId: sessions.userId,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
};

/** Neither signed out nor expired. */
export const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

const ONLINE_SORT = {
  createdAt: sessions.createdAt,
  userName: users.userName,
  expiresAt: sessions.expiresAt,
} as const;

const onlineColumns = {
  jti: sessions.jti,
  userId: sessions.userId,
  userName: users.userName,
  nickName: users.nickName,
  activeRole: sessions.activeRole,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
  clientId: sessions.clientId,
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
};

export function createSessionRepository(db: Executor) {
  return {
    async insert(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The live session behind a token, with the account's current roles and status. */
    async findActive(jti: string) {
      const [row] = await db
        .select({
          jti: sessions.jti,
          userId: sessions.userId,
          clientId: sessions.clientId,
          activeRole: sessions.activeRole,
          expiresAt: sessions.expiresAt,
          userName: users.userName,
          roles: users.roles,
          status: users.status,
          mustChangePassword: users.mustChangePassword,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)))
        .limit(1);
      return row;
    },

    /** Whether the account ever signed in from this address with this client (browser, as it names itself). */
    async hasSignedInFrom(userId: number, ip: string, userAgent: string): Promise<boolean> {
      const [row] = await db
        .select({ jti: sessions.jti })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), eq(sessions.userAgent, userAgent)))
        .limit(1);
      return row !== undefined;
    },

    /** Ends one session unless it has ended already; returns it only when this call ended it. */
    async end(jti: string, reason: LoginReason | 'logout'): Promise<EndedSession | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)))
        .returning(endedColumns);
      return row;
    },

    /** Sessions neither signed out nor expired at `now`. */
    async countActive(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row?.n ?? 0;
    },

    /** Ends every session of an account and returns them, so caches can forget them and the log name them. */
    async revokeAllOf(userId: number, reason: LoginReason): Promise<EndedSession[]> {
      return db
        .update(sessions)
        .set({ revokedAt: new Date(), endReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning(endedColumns);
    },

    async setActiveRole(jti: string, role: string): Promise<void> {
      await db.update(sessions).set({ activeRole: role }).where(eq(sessions.jti, jti));
    },

    /** Signed-in sessions, newest first unless sorted otherwise; `userId` narrows to one account. */
    async listLive(query: OnlineQuery & { userId?: number }, page: { limit: number; offset: number }) {
      const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
      const where: SQL | undefined = and(
        live(),
        query.userId ? eq(sessions.userId, query.userId) : undefined,
        keyword
          ? or(ilike(users.userName, keyword), ilike(users.nickName, keyword), ilike(sessions.ip, keyword))
          : undefined,
      );
      const column = ONLINE_SORT[query.orderByColumn ?? 'createdAt'];
      const [rows, [total]] = await Promise.all([
        db
          .select(onlineColumns)
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(where)
          .orderBy(orderOf(column, query.isAsc), orderOf(sessions.jti, query.isAsc))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Per account: live sessions and the last sign-in. */
    async statsOf(userIds: number[]) {
      if (!userIds.length) return new Map<number, { live: number; lastSignInAt: Date | null }>();
      const rows = await db
        .select({
          userId: sessions.userId,
          live: sql<number>`count(*) filter (where ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`.mapWith(
            Number,
          ),
          lastSignInAt: max(sessions.createdAt),
        })
        .from(sessions)
        .where(inArray(sessions.userId, userIds))
        .groupBy(sessions.userId);
      return new Map(rows.map((r) => [r.userId, { live: r.live, lastSignInAt: r.lastSignInAt }]));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
