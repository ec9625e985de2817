import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

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

    /** Sessions neither signed out nor expired at `now`. */
    async countActive(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row?.n ?? 0;
    },

    async revoke(jti: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.jti, jti));
    },

    /** Revokes every session of an account and returns their ids, so caches can forget them. */
    async revokeAllOf(userId: number): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ jti: sessions.jti });
      return rows.map((r) => r.jti);
    },

    async setActiveRole(jti: string, role: string): Promise<void> {
      await db.update(sessions).set({ activeRole: role }).where(eq(sessions.jti, jti));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
