import type { Facet, MineFilter, MineListQuery } from '@coal/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mines } from '../../db/schema';
import { mineFilterWhere } from '../mine/mine-filter';

/** What the name index and the typeahead rows need of each mine. */
export async function nameIndexRows(db: Executor, ids?: number[]) {
  const query = db
    .select({
      id: mines.id,
      code: mines.code,
      name: mines.name,
      aliases: mines.aliases,
      pinyin: mines.pinyin,
      initials: mines.pinyinInitials,
      prefecture: mines.prefecture,
      county: mines.county,
      productionStatus: mines.productionStatus,
      capacity: mines.capacity,
    })
    .from(mines);
  return ids ? query.where(inArray(mines.id, ids)) : query;
}
export type NameIndexRow = Awaited<ReturnType<typeof nameIndexRows>>[number];

const SORT_COLUMNS = {
  name: mines.name,
  capacity: mines.capacity,
  prefecture: mines.prefecture,
  county: mines.county,
  productionStatus: mines.productionStatus,
  updatedAt: mines.updatedAt,
} as const;

export async function listMines(db: Executor, query: MineListQuery) {
  const where = mineFilterWhere(query);
  const column = SORT_COLUMNS[query.orderByColumn ?? 'capacity'];
  const ascending = query.isAsc === 'asc' || query.isAsc === 'ascending';
  // Without an explicit sort the largest mines come first; the id keeps pages stable.
  const order = query.orderByColumn ? (ascending ? asc(column) : desc(column)) : desc(mines.capacity);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mines)
      .where(where)
      .orderBy(order, asc(mines.id))
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize),
    db.select({ value: count() }).from(mines).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const FACET_COLUMNS = {
  prefecture: mines.prefecture,
  county: mines.county,
  productionStatus: mines.productionStatus,
  scale: mines.capacity,
  mergerType: mines.mergerType,
  complexity: mines.complexity,
  gasGrade: mines.gasGrade,
  hydroType: mines.hydroType,
  coalRank: mines.coalRank,
} as const satisfies Record<Facet, unknown>;

/** The filter each facet ignores when counting its own options, so picking one option keeps the others visible. */
const FACET_FILTER_KEYS: Record<Facet, (keyof MineFilter)[]> = {
  prefecture: ['prefecture', 'county'],
  county: ['county'],
  productionStatus: ['productionStatus'],
  scale: ['scale'],
  mergerType: ['mergerType'],
  complexity: ['complexity'],
  gasGrade: ['gasGrade'],
  hydroType: ['hydroType'],
  coalRank: ['coalRank'],
};

export async function facetCounts(db: Executor, filter: MineFilter, facet: Facet) {
  const without: MineFilter = { ...filter };
  for (const key of FACET_FILTER_KEYS[facet]) delete without[key];
  const column = FACET_COLUMNS[facet];
  const rows = await db
    .select({ value: column, count: count() })
    .from(mines)
    .where(mineFilterWhere(without))
    .groupBy(column);
  return rows.filter((r) => r.value !== null).map((r) => ({ value: String(r.value), count: r.count }));
}

export async function findMineById(db: Executor, id: number) {
  const [row] = await db.select().from(mines).where(eq(mines.id, id)).limit(1);
  return row;
}
