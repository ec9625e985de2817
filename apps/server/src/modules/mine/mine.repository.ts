import {
  CHILD_ENTITIES,
  type ChildEntity,
  childEntityColumns,
  mineColumns,
  type MineFilter,
  MINE_SORT_COLUMNS,
  type MineSortColumn,
} from '@coal/contracts';
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bulkInsert } from '../../db/bulk-insert';
import { type Executor, queryRows } from '../../db/client';
import {
  appMeta,
  childTables,
  companies,
  mineDocuments,
  mineLicences,
  mineProduction,
  mines,
  ownershipEdges,
} from '../../db/schema';
import type { LatLng } from './geo/distance';
import { chordSql, mineFilterWhere, type MinesInBands, withinRadiusSql } from './mine-conditions.repository';
import { readRecordFacts, type RecordFacts, type RecordWindow } from './record-facts.repository';
import type { OwnershipEdge, RowValues } from './record-types';

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
export interface StatusCount {
  prefecture: string;
  status: string;
  mines: number;
  capacity: number;
  sample: number;
}
export interface LicenceRow {
  mineId: number;
  kind: string;
  number: string;
  validTo: string | null;
}

/** Ids and codes are looked up in slices: PostgreSQL takes at most 65,535 bind parameters per statement. */
const SLICE = 5000;
/** What a company upsert refreshes when the name is already stored. */
const COMPANY_UPDATES = [
  'credit_code',
  'legal_rep',
  'capital',
  'established_on',
  'type',
  'address',
  'controller',
  'control_share',
];

const SORT_COLUMNS = {
  name: mines.name,
  capacity: mines.capacity,
  prefecture: mines.prefecture,
  county: mines.county,
  productionStatus: mines.productionStatus,
  updatedAt: mines.updatedAt,
} as const satisfies Record<MineSortColumn, PgColumn>;

async function inSlices<T, R>(items: T[], run: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(...(await run(items.slice(i, i + SLICE))));
  return out;
}

export interface MineRepositoryDeps {
  /** The risk model's band reader, for the band filter of list exports and area figures. */
  minesInBands?: MinesInBands;
}

/** Every read and write of mines, their companies, child records, documents and ownership edges. */
export function createMineRepository(db: Executor, { minesInBands }: MineRepositoryDeps = {}) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(mines);
      return row?.value ?? 0;
    },

    /** Mines of the synthetic demo dataset (示例), which the console labels as such. */
    async countSample(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(mines).where(eq(mines.isSample, true));
      return row?.value ?? 0;
    },

    async findById(id: number): Promise<MineRow | undefined> {
      const [row] = await db.select().from(mines).where(eq(mines.id, id)).limit(1);
      return row;
    },

    /** Every mine, for indexes kept in memory (the name index, the list index). */
    all(): Promise<MineRow[]> {
      return db.select().from(mines).orderBy(asc(mines.id));
    },

    /** Company id → owner group, for the licence holders (companies holding a mine). */
    async ownerGroups(): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: companies.id, ownerGroup: companies.ownerGroup })
        .from(companies)
        .where(isNotNull(companies.ownerGroup));
      return new Map(rows.map((r) => [r.id, r.ownerGroup!]));
    },

    /** Mine id → the years of its production records, ascending. */
    async productionYears(): Promise<Map<number, number[]>> {
      const rows = await queryRows<{ mineId: number; years: number[] }>(
        db,
        sql`select ${mineProduction.mineId} as "mineId", array_agg(distinct year order by year) as years
              from ${mineProduction} group by ${mineProduction.mineId}`,
      );
      return new Map(rows.map((r) => [r.mineId, r.years.map(Number)]));
    },

    /**
     * Each mine's rank under every sort column of the search list, in the database's own collation, so
     * an index kept in memory sorts names exactly as SQL would.
     */
    async sortRanks(): Promise<Map<number, Record<MineSortColumn, number>>> {
      const rows = await queryRows<{ id: number } & Record<MineSortColumn, number>>(
        db,
        sql`select id, ${sql.join(
          MINE_SORT_COLUMNS.map(
            (column) =>
              sql`dense_rank() over (order by ${SORT_COLUMNS[column]})::int as ${sql.identifier(column)}`,
          ),
          sql`, `,
        )} from ${mines}`,
      );
      return new Map(rows.map(({ id, ...ranks }) => [id, ranks]));
    },

    /**
     * Mines within the radius of a point, nearest first (ties by id), with their distance in metres and
     * how many there are in all; the GiST index on the stored location answers the radius.
     */
    async withinRadius(
      centre: LatLng,
      radiusKm: number,
      { excludeId, limit }: { excludeId?: number; limit: number },
    ): Promise<{ rows: (MineRow & { distanceM: number })[]; total: number }> {
      const chord = chordSql(centre);
      const inside = and(
        withinRadiusSql(centre, radiusKm),
        excludeId === undefined ? undefined : ne(mines.id, excludeId),
      );
      // Matches are counted and ordered on the index alone (ids and locations); only the kept ones are
      // read whole, so a dense radius (thousands of mines) costs little more than a sparse one.
      const near = db.$with('near').as(
        db
          .select({ id: mines.id, chordM: chord.as('chord_m') })
          .from(mines)
          .where(inside)
          .orderBy(chord, asc(mines.id))
          .limit(limit),
      );
      const [found, [counted]] = await Promise.all([
        db
          .with(near)
          .select({ mine: mines, distanceM: sql`sec_to_gc(${near.chordM})`.mapWith(Number) })
          .from(near)
          .innerJoin(mines, eq(mines.id, near.id))
          .orderBy(near.chordM, asc(mines.id)),
        db.select({ total: count() }).from(mines).where(inside),
      ]);
      return {
        rows: found.map((r) => ({ ...r.mine, distanceM: r.distanceM })),
        total: counted?.total ?? 0,
      };
    },

    /** Ids of the mines within the radius of a point (every one, for area figures). */
    async idsWithinRadius(centre: LatLng, radiusKm: number): Promise<number[]> {
      const found = await db.select({ id: mines.id }).from(mines).where(withinRadiusSql(centre, radiusKm));
      return found.map((r) => r.id);
    },

    /** Output per year over every mine (10⁴ t), for the province line of area charts. */
    async outputByYear(): Promise<{ year: number; output: number }[]> {
      const rows = await queryRows<{ year: number; output: string | number }>(
        db,
        sql`select year, sum(output) as output from ${mineProduction} group by year order by year`,
      );
      return rows.map((r) => ({ year: Number(r.year), output: Number(r.output) }));
    },

    findByIds(ids: number[]): Promise<MineRow[]> {
      return inSlices([...new Set(ids)], (slice) => db.select().from(mines).where(inArray(mines.id, slice)));
    },

    findByCodes(codes: string[]): Promise<MineRow[]> {
      return inSlices(codes, (slice) => db.select().from(mines).where(inArray(mines.code, slice)));
    },

    /** Rows matching the search page's filters, by code, up to `limit` (exports, area figures). */
    matching(filter: MineFilter, limit: number): Promise<MineRow[]> {
      return db
        .select()
        .from(mines)
        .where(mineFilterWhere(filter, minesInBands))
        .orderBy(asc(mines.code))
        .limit(limit);
    },

    /** Accidents, penalties, dishonest-debtor records, auctions, licences and production of a window. */
    recordFacts(window: RecordWindow): Promise<RecordFacts> {
      return readRecordFacts(db, window);
    },

    /** Rows of mines and their records holding a dictionary value: a value in use cannot simply go. */
    async countUsingDictValue(dictType: string, value: string): Promise<number> {
      const countIn = (table: PgTable, keys: string[]) =>
        keys.flatMap((key) => {
          const column = getTableColumns(table)[key];
          return column ? [db.$count(table, eq(column, value))] : [];
        });
      const counts = [
        ...countIn(
          mines,
          mineColumns.filter((col) => col.dict === dictType).map((col) => col.key),
        ),
        ...CHILD_ENTITIES.flatMap((entity) =>
          countIn(
            childTables[entity],
            childEntityColumns[entity].filter((col) => col.dict === dictType).map((col) => col.key),
          ),
        ),
      ];
      return (await Promise.all(counts)).reduce((sum, n) => sum + n, 0);
    },

    /** Every value of a dictionary with the rows of mines and their records holding it, one grouped scan per column. */
    async countDictValues(dictType: string): Promise<Map<string, number>> {
      const columnsOf = (table: PgTable, keys: string[]) =>
        keys.flatMap((key) => {
          const column = getTableColumns(table)[key];
          return column ? [{ table, column }] : [];
        });
      const sources = [
        ...columnsOf(
          mines,
          mineColumns.filter((col) => col.dict === dictType).map((col) => col.key),
        ),
        ...CHILD_ENTITIES.flatMap((entity) =>
          columnsOf(
            childTables[entity],
            childEntityColumns[entity].filter((col) => col.dict === dictType).map((col) => col.key),
          ),
        ),
      ];
      const grouped = await Promise.all(
        sources.map(({ table, column }) =>
          db
            .select({ value: column, rows: count() })
            .from(table)
            .where(sql`${column} is not null`)
            .groupBy(column),
        ),
      );
      const totals = new Map<string, number>();
      for (const { value, rows } of grouped.flat())
        totals.set(String(value), (totals.get(String(value)) ?? 0) + rows);
      return totals;
    },

    /** One grouped scan of the mine table; province figures are summed from it. */
    async countByPrefectureAndStatus(): Promise<StatusCount[]> {
      const rows = await queryRows<{
        prefecture: string;
        status: string;
        mines: string | number;
        capacity: string | number | null;
        sample: string | number;
      }>(
        db,
        sql`select prefecture, production_status as status, count(*) as mines, sum(capacity) as capacity,
                   count(*) filter (where is_sample) as sample
              from mines group by prefecture, production_status`,
      );
      return rows.map((r) => ({
        prefecture: r.prefecture,
        status: r.status,
        mines: Number(r.mines),
        capacity: Number(r.capacity ?? 0),
        sample: Number(r.sample),
      }));
    },

    async findCompanies(ids: number[]): Promise<Map<number, CompanyRow>> {
      const rows = await inSlices([...new Set(ids)], (slice) =>
        db.select().from(companies).where(inArray(companies.id, slice)),
      );
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Rows of one entity for the given mines, in file order. */
    childRows(entity: ChildEntity, mineIds: number[]): Promise<(RowValues & { mineId: number })[]> {
      const table = childTables[entity];
      return inSlices(mineIds, async (slice) => {
        const found = await db
          .select()
          .from(table)
          .where(inArray(table.mineId, slice))
          .orderBy(asc(table.mineId), asc(table.sort), asc(table.id));
        return found;
      });
    },

    documentsOf(mineIds: number[]): Promise<DocumentInsert[]> {
      return inSlices(mineIds, (slice) =>
        db.select().from(mineDocuments).where(inArray(mineDocuments.mineId, slice)),
      );
    },

    async documentsOfSection(mineId: number, section: string) {
      const [row] = await db
        .select({ data: mineDocuments.data })
        .from(mineDocuments)
        .where(and(eq(mineDocuments.mineId, mineId), eq(mineDocuments.section, section)))
        .limit(1);
      return row?.data ?? {};
    },

    /** The mining and safety licences of the given mines (number and expiry only). */
    licencesOf(mineIds: number[]): Promise<LicenceRow[]> {
      // Child tables are built from column definitions at run time, so their columns are named in SQL here.
      return inSlices(mineIds, (slice) =>
        queryRows<LicenceRow>(
          db,
          sql`select mine_id as "mineId", kind, number, valid_to::text as "validTo" from ${mineLicences}
               where mine_id in (${sql.join(
                 slice.map((id) => sql`${id}`),
                 sql`, `,
               )})`,
        ),
      );
    },

    holdingsOfCompanies(names: string[]) {
      if (!names.length) return Promise.resolve([]);
      return db.select().from(ownershipEdges).where(inArray(ownershipEdges.companyName, names));
    },

    /** Inserts or updates companies by name; returns name → id for all of them. */
    async upsertCompanies(rows: CompanyInsert[]): Promise<Map<string, number>> {
      const saved = await bulkInsert<{ id: number; name: string }>(db, companies, rows, {
        onConflict: sql` on conflict (name) do update set ${sql.join(
          COMPANY_UPDATES.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
          sql`, `,
        )}`,
        returning: ['id', 'name'],
      });
      return new Map(saved.map((row) => [row.name, row.id]));
    },

    /** Inserts new mines; returns code → id. */
    async insert(rows: MineInsert[]): Promise<Map<string, number>> {
      const saved = await bulkInsert<{ id: number; code: string }>(db, mines, rows, {
        returning: ['id', 'code'],
      });
      return new Map(saved.map((row) => [row.code, row.id]));
    },

    async update(id: number, row: MineInsert): Promise<void> {
      await db
        .update(mines)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(mines.id, id));
    },

    /** The mines, locked until the transaction ends: an edit compares and writes them with no one between. */
    lockForUpdate(ids: number[]): Promise<MineRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.select().from(mines).where(inArray(mines.id, ids)).orderBy(asc(mines.id)).for('update');
    },

    /** Sets the same values of a few coded columns on many mines (a batch edit), in one statement. */
    async setColumns(
      ids: number[],
      values: Partial<Pick<MineInsert, 'productionStatus' | 'productionType' | 'mergerType'>>,
    ): Promise<void> {
      if (ids.length)
        await db
          .update(mines)
          .set({ ...values, updatedAt: new Date() })
          .where(inArray(mines.id, ids));
    },

    async touch(ids: number[]): Promise<void> {
      if (ids.length) await db.update(mines).set({ updatedAt: new Date() }).where(inArray(mines.id, ids));
    },

    /** Replaces every row of one entity for the given mines (the import's unit of change). */
    async replaceChildren(entity: ChildEntity, mineIds: number[], rows: ChildInsert[]): Promise<void> {
      const table = childTables[entity];
      if (mineIds.length) await db.delete(table).where(inArray(table.mineId, mineIds));
      await bulkInsert(db, table, rows);
    },

    async insertChildren(entity: ChildEntity, rows: ChildInsert[]): Promise<void> {
      await bulkInsert(db, childTables[entity], rows);
    },

    async replaceDocuments(mineIds: number[], rows: DocumentInsert[]): Promise<void> {
      if (mineIds.length) await db.delete(mineDocuments).where(inArray(mineDocuments.mineId, mineIds));
      await bulkInsert(db, mineDocuments, rows);
    },

    async upsertEdges(edges: OwnershipEdge[]): Promise<void> {
      await bulkInsert(db, ownershipEdges, edges, {
        onConflict: sql` on conflict (company_name, holder_type, holder_name) do update set percent = excluded.percent`,
      });
    },

    /** Servers sharing one PostgreSQL take turns at a first load until this transaction ends. */
    async lockFirstLoad(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(72410004)`);
    },

    /** Every mine (its rows follow by cascade), company and ownership edge: what a reseed replaces. */
    async deleteAll(): Promise<void> {
      await db.delete(mines);
      await db.delete(ownershipEdges);
      await db.delete(companies);
    },

    async readMeta<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
      return row?.value as T | undefined;
    },

    async writeMeta(key: string, value: unknown): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    },
  };
}

export type MineRepository = ReturnType<typeof createMineRepository>;
