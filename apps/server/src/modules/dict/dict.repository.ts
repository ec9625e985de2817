import type { DictTypeListQuery } from '@coal/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dictData, dictTypes } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

export type DictDataRow = typeof dictData.$inferSelect;
export type DictTypeRow = typeof dictTypes.$inferSelect;

async function allDictData(db: Executor): Promise<DictDataRow[]> {
  return db
    .select()
    .from(dictData)
    .orderBy(asc(dictData.dictType), asc(dictData.dictSort), asc(dictData.dictCode));
}

export interface DictTypeFilter {
  dictName?: string | undefined;
  dictType?: string | undefined;
  offset: number;
  limit: number;
  orderByColumn?: DictTypeListQuery['orderByColumn'];
  descending?: boolean;
}

async function listDictTypes(db: Executor, filter: DictTypeFilter) {
  const where: SQL[] = [];
  if (filter.dictName) {
    const pattern = `%${escapeLike(filter.dictName)}%`;
    where.push(or(ilike(dictTypes.dictName, pattern), ilike(dictTypes.dictNameEn, pattern))!);
  }
  if (filter.dictType) where.push(ilike(dictTypes.dictType, `%${escapeLike(filter.dictType)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dictTypes)
      .where(condition)
      .orderBy(
        (filter.descending ? desc : asc)(dictTypes[filter.orderByColumn ?? 'dictId']),
        asc(dictTypes.dictId),
      )
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ value: count() }).from(dictTypes).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function findDictType(db: Executor, dictType: string): Promise<DictTypeRow | undefined> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.dictType, dictType)).limit(1);
  return row;
}

async function findDictData(db: Executor, dictCode: number): Promise<DictDataRow | undefined> {
  const [row] = await db.select().from(dictData).where(eq(dictData.dictCode, dictCode)).limit(1);
  return row;
}

async function dictDataOfType(db: Executor, dictType: string): Promise<DictDataRow[]> {
  return db
    .select()
    .from(dictData)
    .where(eq(dictData.dictType, dictType))
    .orderBy(asc(dictData.dictSort), asc(dictData.dictCode));
}

/** Gives the items of one type the order of `codes`: dictSort 1, 2, 3 … */
async function renumberDictData(db: Executor, codes: number[]): Promise<void> {
  for (const [index, code] of codes.entries())
    await db
      .update(dictData)
      .set({ dictSort: index + 1, updatedAt: new Date() })
      .where(eq(dictData.dictCode, code));
}

async function findDictDataByCodes(db: Executor, codes: number[]): Promise<DictDataRow[]> {
  return db.select().from(dictData).where(inArray(dictData.dictCode, codes));
}

async function findDictValue(db: Executor, dictType: string, dictValue: string) {
  const [row] = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, dictValue)))
    .limit(1);
  return row;
}

async function insertDictData(db: Executor, values: typeof dictData.$inferInsert): Promise<DictDataRow> {
  const [row] = await db.insert(dictData).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

async function updateDictData(
  db: Executor,
  dictCode: number,
  values: Partial<typeof dictData.$inferInsert>,
): Promise<DictDataRow | undefined> {
  const [row] = await db
    .update(dictData)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dictData.dictCode, dictCode))
    .returning();
  return row;
}

async function deleteDictData(db: Executor, codes: number[]): Promise<void> {
  await db.delete(dictData).where(inArray(dictData.dictCode, codes));
}

/** Dictionary types and items, read whole into memory by the service and edited by admins. */
export function createDictRepository(db: Executor) {
  return {
    all: () => allDictData(db),
    listTypes: (filter: DictTypeFilter) => listDictTypes(db, filter),
    findType: (dictType: string) => findDictType(db, dictType),
    find: (dictCode: number) => findDictData(db, dictCode),
    findByCodes: (codes: number[]) => findDictDataByCodes(db, codes),
    ofType: (dictType: string) => dictDataOfType(db, dictType),
    renumber: (codes: number[]) => renumberDictData(db, codes),
    findValue: (dictType: string, dictValue: string) => findDictValue(db, dictType, dictValue),
    insert: (input: Parameters<typeof insertDictData>[1]) => insertDictData(db, input),
    update: (dictCode: number, input: Parameters<typeof updateDictData>[2]) =>
      updateDictData(db, dictCode, input),
    delete: (codes: number[]) => deleteDictData(db, codes),
  };
}

export type DictRepository = ReturnType<typeof createDictRepository>;
