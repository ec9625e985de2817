import type { ChildEntity } from '@coal/contracts';
import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { appMeta, childTables, companies, mineDocuments, mines, ownershipEdges } from '../../db/schema';
import type { OwnershipEdge, RowValues } from './mine-record';

export type MineRow = typeof mines.$inferSelect;
export type MineInsert = typeof mines.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;
export type ChildInsert = RowValues & { mineId: number; sort: number };
export interface DocumentInsert {
  mineId: number;
  section: string;
  data: unknown;
}

/** PostgreSQL takes at most 65,535 bind parameters per statement: insert in slices well below that. */
async function insertChunked(db: Executor, table: PgTable, rows: object[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    // Child tables are built from column definitions, so their insert type is only known at run time.
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

export async function countMines(db: Executor, where?: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(mines).where(where);
  return row?.value ?? 0;
}

/** Inserts or updates companies by name; returns name → id for all of them. */
export async function upsertCompanies(db: Executor, rows: CompanyInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const size = 3000;
  for (let i = 0; i < rows.length; i += size) {
    const slice = rows.slice(i, i + size);
    const saved = await db
      .insert(companies)
      .values(slice)
      .onConflictDoUpdate({
        target: companies.name,
        set: {
          creditCode: sql`excluded.credit_code`,
          legalRep: sql`excluded.legal_rep`,
          capital: sql`excluded.capital`,
          establishedOn: sql`excluded.established_on`,
          type: sql`excluded.type`,
          address: sql`excluded.address`,
        },
      })
      .returning({ id: companies.id, name: companies.name });
    for (const row of saved) ids.set(row.name, row.id);
  }
  return ids;
}

/** Inserts new mines; returns code → id. */
export async function insertMines(db: Executor, rows: MineInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const size = 1000;
  for (let i = 0; i < rows.length; i += size) {
    const saved = await db
      .insert(mines)
      .values(rows.slice(i, i + size))
      .returning({ id: mines.id, code: mines.code });
    for (const row of saved) ids.set(row.code, row.id);
  }
  return ids;
}

export async function updateMine(db: Executor, id: number, row: MineInsert): Promise<void> {
  await db
    .update(mines)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(mines.id, id));
}

export async function touchMines(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.update(mines).set({ updatedAt: new Date() }).where(inArray(mines.id, ids));
}

/** Replaces every row of one entity for the given mines (the import's unit of change). */
export async function replaceChildren(
  db: Executor,
  entity: ChildEntity,
  mineIds: number[],
  rows: ChildInsert[],
): Promise<void> {
  const table = childTables[entity];
  if (mineIds.length) await db.delete(table).where(inArray(table.mineId, mineIds));
  await insertChunked(db, table, rows);
}

export async function insertChildren(db: Executor, entity: ChildEntity, rows: ChildInsert[]): Promise<void> {
  await insertChunked(db, childTables[entity], rows);
}

export async function replaceDocuments(
  db: Executor,
  mineIds: number[],
  rows: DocumentInsert[],
): Promise<void> {
  if (mineIds.length) await db.delete(mineDocuments).where(inArray(mineDocuments.mineId, mineIds));
  await insertChunked(db, mineDocuments, rows);
}

export async function upsertEdges(db: Executor, edges: OwnershipEdge[]): Promise<void> {
  const size = 5000;
  for (let i = 0; i < edges.length; i += size) {
    await db
      .insert(ownershipEdges)
      .values(edges.slice(i, i + size))
      .onConflictDoUpdate({
        target: [ownershipEdges.companyName, ownershipEdges.holderType, ownershipEdges.holderName],
        set: { percent: sql`excluded.percent` },
      });
  }
}

export async function findMinesByCodes(db: Executor, codes: string[]): Promise<MineRow[]> {
  if (!codes.length) return [];
  const found: MineRow[] = [];
  for (let i = 0; i < codes.length; i += 5000) {
    found.push(
      ...(await db
        .select()
        .from(mines)
        .where(inArray(mines.code, codes.slice(i, i + 5000)))),
    );
  }
  return found;
}

export async function findCompanies(db: Executor, ids: number[]): Promise<Map<number, CompanyRow>> {
  const unique = [...new Set(ids)];
  const map = new Map<number, CompanyRow>();
  for (let i = 0; i < unique.length; i += 5000) {
    for (const row of await db
      .select()
      .from(companies)
      .where(inArray(companies.id, unique.slice(i, i + 5000))))
      map.set(row.id, row);
  }
  return map;
}

/** Rows of one entity for the given mines, in file order. */
export async function childRowsOf(
  db: Executor,
  entity: ChildEntity,
  mineIds: number[],
): Promise<(RowValues & { mineId: number })[]> {
  if (!mineIds.length) return [];
  const table = childTables[entity];
  const rows: (RowValues & { mineId: number })[] = [];
  for (let i = 0; i < mineIds.length; i += 5000) {
    const slice = mineIds.slice(i, i + 5000);
    const found = await db
      .select()
      .from(table)
      .where(inArray(table.mineId, slice))
      .orderBy(asc(table.mineId), asc(table.sort), asc(table.id));
    rows.push(...(found as unknown as (RowValues & { mineId: number })[]));
  }
  return rows;
}

export async function documentsOf(db: Executor, mineIds: number[]): Promise<DocumentInsert[]> {
  if (!mineIds.length) return [];
  const rows: DocumentInsert[] = [];
  for (let i = 0; i < mineIds.length; i += 5000) {
    rows.push(
      ...(await db
        .select()
        .from(mineDocuments)
        .where(inArray(mineDocuments.mineId, mineIds.slice(i, i + 5000)))),
    );
  }
  return rows;
}

export async function minesWhere(db: Executor, where: SQL | undefined, limit: number): Promise<MineRow[]> {
  return db.select().from(mines).where(where).orderBy(asc(mines.code)).limit(limit);
}

export async function readMeta<T>(db: Executor, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value as T | undefined;
}

export async function writeMeta(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}
