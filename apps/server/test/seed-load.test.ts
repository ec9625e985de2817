import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Executor, openDatabase, queryRows } from '../src/db/client';
import { childTables, companies, mineDocuments, mines, ownershipEdges } from '../src/db/schema';
import { generateDataset, storeDataset } from '../src/demo';
import { insertRecords, loadRegions, type RecordWriter } from '../src/modules/mine';
import { backends, createStore, type TestStore } from './helpers';

const TABLES: PgTable[] = [companies, mines, ownershipEdges, mineDocuments, ...Object.values(childTables)];

/** Every row of a table as JSON without its timestamps, sorted: a count and a checksum to compare stores. */
async function fingerprint(db: Executor, table: PgTable) {
  const name = sql.identifier(getTableName(table));
  const [row] = await queryRows<{ rows: number; checksum: string }>(
    db,
    sql`select count(*)::int as rows, coalesce(md5(string_agg(r, E'\\n' order by r)), '') as checksum
          from (select (to_jsonb(t) - 'created_at' - 'updated_at')::text as r from ${name} t) s`,
  );
  return { table: getTableName(table), rows: row?.rows ?? 0, checksum: row?.checksum ?? '' };
}

/** The load as it was before the JSON bulk insert: Drizzle's multi-row VALUES with a bind value per cell. */
function valuesWriter(db: Executor): RecordWriter {
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 200) }, (_, i) => rows.slice(i * 200, i * 200 + 200));
  return {
    async upsertCompanies(rows) {
      const ids = new Map<string, number>();
      for (const chunk of chunks(rows)) {
        const saved = await db
          .insert(companies)
          .values(chunk)
          .onConflictDoUpdate({ target: companies.name, set: { creditCode: sql`excluded.credit_code` } })
          .returning({ id: companies.id, name: companies.name });
        for (const row of saved) ids.set(row.name, row.id);
      }
      return ids;
    },
    async insert(rows) {
      const ids = new Map<string, number>();
      for (const chunk of chunks(rows)) {
        const saved = await db.insert(mines).values(chunk).returning({ id: mines.id, code: mines.code });
        for (const row of saved) ids.set(row.code, row.id);
      }
      return ids;
    },
    async insertChildren(entity, rows) {
      for (const chunk of chunks(rows)) await db.insert(childTables[entity]).values(chunk);
    },
    async replaceDocuments(_mineIds, rows) {
      for (const chunk of chunks(rows))
        await db.insert(mineDocuments).values(chunk as (typeof mineDocuments.$inferInsert)[]);
    },
  };
}

describe.each(backends)('the demo load on %s', (backend) => {
  const dataset = generateDataset({ mines: 40, referenceDate: '2025-06-30', seed: 5 });
  const stores: TestStore[] = [];
  const databases: Database[] = [];
  const open = async () => {
    const store = await createStore(backend);
    stores.push(store);
    const database = await openDatabase({
      databaseUrl: store.config.databaseUrl,
      dataDir: store.config.dataDir,
    });
    databases.push(database);
    return database;
  };
  let bulk: Database;
  let values: Database;

  beforeAll(async () => {
    [bulk, values] = [await open(), await open()];
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    for (const store of stores) await store.destroy();
  });

  it('stores the same rows as row-by-value inserts: counts and checksums of every table', async () => {
    await storeDataset(bulk, dataset, 0);
    await values.db.transaction(async (tx) => {
      await insertRecords(valuesWriter(tx), dataset.mines, loadRegions(), true);
      for (let i = 0; i < dataset.edges.length; i += 200)
        await tx.insert(ownershipEdges).values(dataset.edges.slice(i, i + 200));
    });
    const expected = await Promise.all(TABLES.map((t) => fingerprint(values.db, t)));
    const actual = await Promise.all(TABLES.map((t) => fingerprint(bulk.db, t)));
    expect(actual).toEqual(expected);
    // The comparison covers real content: only the rarest tables may be empty for these 40 mines.
    const rare = ['mine_accidents', 'mine_dishonest', 'mine_smart_faces', 'mine_auctions'];
    const empty = expected.filter((f) => f.rows === 0).map((f) => f.table);
    expect(empty.filter((table) => !rare.includes(table))).toEqual([]);
    expect(expected.find((f) => f.table === 'mines')?.rows).toBe(40);
  });

  it('leaves nothing behind when a load fails part way', async () => {
    const database = await open();
    const broken = generateDataset({ mines: 30, referenceDate: '2025-06-30', seed: 6 });
    // The ownership edges go in last, after every mine and table: one without its holding fails there.
    broken.edges.push({
      holderName: '某人',
      holderType: 'person',
      companyName: '某公司',
      percent: null as never,
    });
    await expect(storeDataset(database, broken, 0)).rejects.toThrow();
    for (const table of TABLES)
      expect((await fingerprint(database.db, table)).rows, getTableName(table)).toBe(0);
  });
});
