import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeBus } from '../lib/change-bus';
import { type Database, openDatabase, queryRows } from './client';
import { vacuumAfterBulkWrites, vacuumEveryTable } from './embedded-vacuum';

const log = { info: () => {}, warn: () => {} };

describe('vacuum after bulk writes on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'coal-vacuum-')) });
  });
  afterAll(async () => database.close());

  // Never vacuumed nor analyzed, a table's row estimate is -1; a vacuum counts the rows and marks every
  // page all-visible.
  const tableState = async () =>
    (
      await queryRows<{ estimate: number; pages: number; visible: number }>(
        database.db,
        sql`select reltuples::int as estimate, relpages as pages, relallvisible as visible
            from pg_class where relname = 'dict_data'`,
      )
    )[0]!;

  it('vacuums once bulk writes have been quiet', async () => {
    const bus = await ChangeBus.connect(database);
    const vacuum = vacuumAfterBulkWrites(database, bus, log, { quietMs: 50 })!;
    const rows = (
      await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from dict_data`)
    )[0]!.n;
    expect(rows).toBeGreaterThan(0);
    expect((await tableState()).estimate).toBe(-1);
    await bus.publish('risk');
    await vacuum.settled();
    const state = await tableState();
    expect(state.estimate).toBe(rows);
    expect(state.visible).toBe(state.pages);
    await vacuum.stop();
  });

  it('hands each vacuum to the runner it is given', async () => {
    const bus = await ChangeBus.connect(database);
    let runs = 0;
    const vacuum = vacuumAfterBulkWrites(database, bus, log, {
      quietMs: 50,
      run: async () => {
        runs++;
        await vacuumEveryTable(database.db);
      },
    })!;
    await bus.publish('mine');
    await bus.publish('news');
    await vacuum.settled();
    expect(runs).toBe(1);
    await vacuum.stop();
  });
});
