import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { endedColumns, type EndedSession, live } from './session.repository';

const liveOf = (userId: number) => and(eq(sessions.userId, userId), live());

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

    /** Ends one live session of the user; nothing when it is not theirs or already over. */
    revokeOne(userId: number, jti: string): Promise<EndedSession[]> {
      return db
        .update(sessions)
        .set({ revokedAt: new Date(), endReason: 'signedOutElsewhere' })
        .where(and(liveOf(userId), eq(sessions.jti, jti)))
        .returning(endedColumns);
    },

    /** Ends every live session of the user but `keepJti`; returns the ended ones. */
    revokeOthers(userId: number, keepJti: string): Promise<EndedSession[]> {
      return db
        .update(sessions)
        .set({ revokedAt: new Date(), endReason: 'signedOutElsewhere' })
        .where(and(liveOf(userId), ne(sessions.jti, keepJti)))
        .returning(endedColumns);
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
