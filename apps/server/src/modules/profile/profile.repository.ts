import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { mineDocuments, mineFollows, mineLicences, mines, mineViews, ownershipEdges } from '../../db/schema';

export async function documentsOfSection(db: Executor, mineId: number, section: string) {
  const [row] = await db
    .select({ data: mineDocuments.data })
    .from(mineDocuments)
    .where(and(eq(mineDocuments.mineId, mineId), eq(mineDocuments.section, section)))
    .limit(1);
  return (row?.data ?? {}) as Record<string, Record<string, unknown> | undefined>;
}

export async function holdingsOfCompanies(db: Executor, names: string[]) {
  if (!names.length) return [];
  return db.select().from(ownershipEdges).where(inArray(ownershipEdges.companyName, names));
}

export async function licencesOf(db: Executor, mineIds: number[]) {
  if (!mineIds.length) return [];
  // Child tables are built from column definitions at run time, so their columns are named in SQL here.
  return queryRows<{ mineId: number; kind: string; number: string; validTo: string | null }>(
    db,
    sql`select mine_id as "mineId", kind, number, valid_to::text as "validTo" from ${mineLicences}
         where mine_id in (${sql.join(
           mineIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
}

export async function isFollowed(db: Executor, userId: number, mineId: number): Promise<boolean> {
  const rows = await db
    .select({ mineId: mineFollows.mineId })
    .from(mineFollows)
    .where(and(eq(mineFollows.userId, userId), eq(mineFollows.mineId, mineId)))
    .limit(1);
  return rows.length > 0;
}

export async function follow(db: Executor, userId: number, mineId: number): Promise<void> {
  await db.insert(mineFollows).values({ userId, mineId }).onConflictDoNothing();
}

export async function unfollow(db: Executor, userId: number, mineId: number): Promise<void> {
  await db.delete(mineFollows).where(and(eq(mineFollows.userId, userId), eq(mineFollows.mineId, mineId)));
}

export async function recordView(db: Executor, userId: number, mineId: number): Promise<void> {
  await db
    .insert(mineViews)
    .values({ userId, mineId })
    .onConflictDoUpdate({ target: [mineViews.userId, mineViews.mineId], set: { viewedAt: sql`now()` } });
}

const deskColumns = {
  mineId: mines.id,
  mineName: mines.name,
  prefecture: mines.prefecture,
  county: mines.county,
  productionStatus: mines.productionStatus,
  capacity: mines.capacity,
};

export async function followedMines(db: Executor, userId: number, offset: number, limit: number) {
  const where = eq(mineFollows.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...deskColumns, time: mineFollows.createdAt })
      .from(mineFollows)
      .innerJoin(mines, eq(mines.id, mineFollows.mineId))
      .where(where)
      .orderBy(desc(mineFollows.createdAt), desc(mines.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(mineFollows)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function recentMines(db: Executor, userId: number, limit: number) {
  return db
    .select({ ...deskColumns, time: mineViews.viewedAt })
    .from(mineViews)
    .innerJoin(mines, eq(mines.id, mineViews.mineId))
    .where(eq(mineViews.userId, userId))
    .orderBy(desc(mineViews.viewedAt))
    .limit(limit);
}
