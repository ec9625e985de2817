import type { SavedViewKind } from '@coal/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedViews } from '../../db/schema';

export type SavedViewRow = typeof savedViews.$inferSelect;

const mine = (userId: number, id: number) => and(eq(savedViews.id, id), eq(savedViews.userId, userId));

/** Saved views, always read and written as one user's: another user's id finds nothing. */
export function createSavedViewRepository(db: Executor) {
  return {
    list(userId: number, kind?: SavedViewKind): Promise<SavedViewRow[]> {
      return db
        .select()
        .from(savedViews)
        .where(
          kind
            ? and(eq(savedViews.userId, userId), eq(savedViews.kind, kind))
            : eq(savedViews.userId, userId),
        )
        .orderBy(desc(savedViews.updatedAt), desc(savedViews.id));
    },

    async countOfKind(userId: number, kind: SavedViewKind): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedViews)
        .where(and(eq(savedViews.userId, userId), eq(savedViews.kind, kind)));
      return row?.n ?? 0;
    },

    async find(userId: number, id: number): Promise<SavedViewRow | undefined> {
      const [row] = await db.select().from(savedViews).where(mine(userId, id)).limit(1);
      return row;
    },

    /** The new view, or undefined when the user already has one of that kind and name. */
    async insert(row: {
      userId: number;
      kind: SavedViewKind;
      name: string;
      state: Record<string, unknown>;
    }): Promise<SavedViewRow | undefined> {
      const [saved] = await db.insert(savedViews).values(row).onConflictDoNothing().returning();
      return saved;
    },

    /** Whether another view of the same user and kind already has the name. */
    async nameTaken(userId: number, kind: string, name: string, exceptId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(
          and(
            eq(savedViews.userId, userId),
            eq(savedViews.kind, kind),
            eq(savedViews.name, name),
            sql`${savedViews.id} <> ${exceptId}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async update(
      userId: number,
      id: number,
      patch: { name?: string; state?: Record<string, unknown> },
    ): Promise<SavedViewRow | undefined> {
      const [row] = await db
        .update(savedViews)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(mine(userId, id))
        .returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(savedViews).where(mine(userId, id)).returning({ id: savedViews.id });
      return rows.length > 0;
    },
  };
}
export type SavedViewRepository = ReturnType<typeof createSavedViewRepository>;
