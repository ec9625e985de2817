import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mineFollows, mineViews, userActivity } from '../../db/schema';

export interface DeskEntry {
  mineId: number;
  time: Date;
}

/** The user's follows and recent views: ids and times; the mines themselves come from the mine module. */
export function createDeskRepository(db: Executor) {
  return {
    async follow(userId: number, mineId: number): Promise<void> {
      await db.insert(mineFollows).values({ userId, mineId }).onConflictDoNothing();
    },

    async unfollow(userId: number, mineId: number): Promise<void> {
      await db.delete(mineFollows).where(and(eq(mineFollows.userId, userId), eq(mineFollows.mineId, mineId)));
    },

    /** Each user's last view of each mine, many at once. */
    async recordViews(views: { userId: number; mineId: number; viewedAt: Date }[]): Promise<void> {
      if (!views.length) return;
      await db
        .insert(mineViews)
        .values(views)
        .onConflictDoUpdate({
          target: [mineViews.userId, mineViews.mineId],
          set: { viewedAt: sql`greatest(${mineViews.viewedAt}, excluded.viewed_at)` },
        });
    },

    async followedIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ mineId: mineFollows.mineId })
        .from(mineFollows)
        .where(eq(mineFollows.userId, userId));
      return rows.map((r) => r.mineId);
    },

    /** Who follows which mine, across every user. */
    everyFollow(): Promise<{ userId: number; mineId: number }[]> {
      return db.select({ userId: mineFollows.userId, mineId: mineFollows.mineId }).from(mineFollows);
    },

    async follows(
      userId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: DeskEntry[]; total: number }> {
      const where = eq(mineFollows.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ mineId: mineFollows.mineId, time: mineFollows.createdAt })
          .from(mineFollows)
          .where(where)
          .orderBy(desc(mineFollows.createdAt), desc(mineFollows.mineId))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(mineFollows).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Exports and searches, each the same call once at its latest time. */
    async recordActivity(
      rows: { userId: number; kind: string; path: string; query: string; createdAt: Date }[],
    ): Promise<void> {
      if (!rows.length) return;
      await db
        .insert(userActivity)
        .values(rows)
        .onConflictDoUpdate({
          target: [userActivity.userId, userActivity.kind, userActivity.path, userActivity.query],
          set: { createdAt: sql`greatest(${userActivity.createdAt}, excluded.created_at)` },
        });
    },

    activity(userId: number, kind: string | undefined, limit: number) {
      return db
        .select({
          kind: userActivity.kind,
          path: userActivity.path,
          query: userActivity.query,
          time: userActivity.createdAt,
        })
        .from(userActivity)
        .where(
          kind
            ? and(eq(userActivity.userId, userId), eq(userActivity.kind, kind))
            : eq(userActivity.userId, userId),
        )
        .orderBy(desc(userActivity.createdAt))
        .limit(limit);
    },

    recent(userId: number, limit: number): Promise<DeskEntry[]> {
      return db
        .select({ mineId: mineViews.mineId, time: mineViews.viewedAt })
        .from(mineViews)
        .where(eq(mineViews.userId, userId))
        .orderBy(desc(mineViews.viewedAt))
        .limit(limit);
    },
  };
}

export type DeskRepository = ReturnType<typeof createDeskRepository>;
