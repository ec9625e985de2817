import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';

const liveOf = (userId: number) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** A user's view of their own sessions: list them, end one, end all but this one, note activity. */
export function createAccountSessionRepository(db: Executor) {
  return {
    listLive(userId: number) {
      return db
        .select({
          jti: sessions.jti,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(liveOf(userId))
        .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`));
    },

    /** Ends one live session of the user; false when it is not theirs or already over. */
    async revokeOne(userId: number, jti: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(liveOf(userId), eq(sessions.jti, jti)))
        .returning({ jti: sessions.jti });
      return rows.length > 0;
    },

    /** Ends every live session of the user but `keepJti`; returns the ended ids. */
    async revokeOthers(userId: number, keepJti: string): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(liveOf(userId), ne(sessions.jti, keepJti)))
        .returning({ jti: sessions.jti });
      return rows.map((r) => r.jti);
    },

    /** Notes a request of the session, unless one was noted within the last minute. */
    async touch(jti: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessions.jti, jti),
            or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)),
          ),
        );
    },
  };
}

export type AccountSessionRepository = ReturnType<typeof createAccountSessionRepository>;
