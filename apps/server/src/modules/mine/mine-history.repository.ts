import type { MineEditSource } from '@coal/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { mineEditSets, mineFieldChanges } from '../../db/schema';

export type EditSetRow = typeof mineEditSets.$inferSelect;
export type FieldChangeRow = typeof mineFieldChanges.$inferSelect;

/** Who wrote a set of changes, and from where. */
export interface EditSetOrigin {
  source: MineEditSource;
  userId: number | null;
  userName: string;
  importJobId?: number | null;
  feedbackThreadId?: number | null;
}

/** One field's change in one mine: a mine column's stored values, or a sheet's rows added and removed. */
export interface FieldChange {
  mineId: number;
  field: string;
  before?: unknown;
  after?: unknown;
  added?: number | null;
  removed?: number | null;
}

/**
 * The mines' change history: every import commit, edit, batch edit and data-feedback correction, with
 * before and after per field. Written in the same transaction as the change it records.
 */
export function createMineHistoryRepository(db: Executor) {
  return {
    /** Records one set of changes; returns the set's id. A set that changes nothing is still kept. */
    async record(origin: EditSetOrigin, changes: FieldChange[]): Promise<number> {
      const [set] = await db
        .insert(mineEditSets)
        .values({
          source: origin.source,
          userId: origin.userId,
          userName: origin.userName,
          importJobId: origin.importJobId ?? null,
          feedbackThreadId: origin.feedbackThreadId ?? null,
          mineCount: new Set(changes.map((c) => c.mineId)).size,
        })
        .returning({ id: mineEditSets.id });
      await bulkInsert(
        db,
        mineFieldChanges,
        changes.map((c) => ({
          setId: set!.id,
          mineId: c.mineId,
          field: c.field,
          before: c.before ?? null,
          after: c.after ?? null,
          added: c.added ?? null,
          removed: c.removed ?? null,
        })),
      );
      return set!.id;
    },

    async findSet(id: number): Promise<EditSetRow | null> {
      const [row] = await db.select().from(mineEditSets).where(eq(mineEditSets.id, id));
      return row ?? null;
    },

    /** A set's changes, mine by mine in id order. */
    setChanges(setId: number): Promise<FieldChangeRow[]> {
      return db
        .select()
        .from(mineFieldChanges)
        .where(eq(mineFieldChanges.setId, setId))
        .orderBy(asc(mineFieldChanges.mineId), asc(mineFieldChanges.id));
    },

    /** One mine's changes with their sets, newest first. */
    mineChanges(mineId: number): Promise<{ set: EditSetRow; change: FieldChangeRow }[]> {
      return db
        .select({ set: mineEditSets, change: mineFieldChanges })
        .from(mineFieldChanges)
        .innerJoin(mineEditSets, eq(mineEditSets.id, mineFieldChanges.setId))
        .where(eq(mineFieldChanges.mineId, mineId))
        .orderBy(desc(mineFieldChanges.setId), asc(mineFieldChanges.id));
    },

    /** One mine's sets, newest first, a page at a time, each with what it changed in that mine. */
    async minePage(
      mineId: number,
      page: { offset: number; limit: number },
    ): Promise<{ total: number; sets: { set: EditSetRow; changes: FieldChangeRow[] }[] }> {
      const [counted] = await db
        .select({ total: sql<number>`count(distinct ${mineFieldChanges.setId})::int` })
        .from(mineFieldChanges)
        .where(eq(mineFieldChanges.mineId, mineId));
      const ids = (
        await db
          .selectDistinct({ setId: mineFieldChanges.setId })
          .from(mineFieldChanges)
          .where(eq(mineFieldChanges.mineId, mineId))
          .orderBy(desc(mineFieldChanges.setId))
          .offset(page.offset)
          .limit(page.limit)
      ).map((r) => r.setId);
      if (!ids.length) return { total: counted?.total ?? 0, sets: [] };
      const [sets, changes] = await Promise.all([
        db.select().from(mineEditSets).where(inArray(mineEditSets.id, ids)).orderBy(desc(mineEditSets.id)),
        db
          .select()
          .from(mineFieldChanges)
          .where(and(eq(mineFieldChanges.mineId, mineId), inArray(mineFieldChanges.setId, ids)))
          .orderBy(asc(mineFieldChanges.id)),
      ]);
      return {
        total: counted?.total ?? 0,
        sets: sets.map((set) => ({ set, changes: changes.filter((c) => c.setId === set.id) })),
      };
    },
  };
}

export type MineHistoryRepository = ReturnType<typeof createMineHistoryRepository>;
