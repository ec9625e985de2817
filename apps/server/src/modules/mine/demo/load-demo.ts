import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { vacuumEveryTable } from '../../../db/embedded-vacuum';
import { loadRegions } from '../geo/geo-assets';
import { DATASET_META_KEY, type DatasetMeta } from '../dataset-meta';
import { createMineRepository } from '../mine.repository';
import { insertRecords } from '../record-writer';
import { type Dataset, DEFAULT_MINE_COUNT, DEFAULT_SEED, generateDataset } from './generate';
import { shanghaiDate } from '../../../lib/time';

/**
 * Writes a generated dataset in one transaction: all of it or, if anything fails, none of it.
 * With `onlyIfEmpty`, servers starting together against one PostgreSQL take turns (advisory lock) and
 * only the first loads; returns null when the mine table was not empty.
 */
export async function storeDataset(
  database: Database,
  dataset: Dataset,
  generateMs: number,
  onlyIfEmpty = false,
): Promise<DatasetMeta | null> {
  const regions = loadRegions();
  const started = performance.now();
  const batch = 2000;
  const meta = await database.db.transaction(async (tx) => {
    const repo = createMineRepository(tx);
    if (onlyIfEmpty) {
      if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(72410004)`);
      if ((await repo.count()) > 0) return null;
    }
    for (let i = 0; i < dataset.mines.length; i += batch) {
      await insertRecords(repo, dataset.mines.slice(i, i + batch), regions, true);
    }
    await repo.upsertEdges(dataset.edges);
    const meta: DatasetMeta = {
      seed: dataset.seed,
      referenceDate: dataset.referenceDate,
      mines: dataset.mines.length,
      loadedAt: new Date().toISOString(),
      generateMs: Math.round(generateMs),
      loadMs: Math.round(performance.now() - started),
    };
    await repo.writeMeta(DATASET_META_KEY, meta);
    return meta;
  });
  // Fresh statistics for the planner, and the visibility map that lets radius searches read the location
  // index alone; the embedded database has no autovacuum to do it later.
  if (meta) await vacuumEveryTable(database.db);
  return meta;
}

export interface DemoOptions {
  seed?: number;
  mines?: number;
  /** Defaults to the first start's date: licence expiries then read as "soon" and "lapsed" from that day. */
  referenceDate?: string;
  /** Only the mine rows, without their tables and documents: enough to load-test search quickly. */
  minesOnly?: boolean;
}

export async function generateAndStore(
  database: Database,
  options: DemoOptions = {},
  onlyIfEmpty = false,
): Promise<DatasetMeta | null> {
  const started = performance.now();
  const dataset = generateDataset({
    seed: options.seed ?? DEFAULT_SEED,
    mines: options.mines ?? DEFAULT_MINE_COUNT,
    referenceDate: options.referenceDate ?? shanghaiDate(),
    minesOnly: options.minesOnly ?? false,
  });
  return storeDataset(database, dataset, performance.now() - started, onlyIfEmpty);
}

/** First start: when the mine table is empty, generate and load the demo dataset (示例数据). */
export async function loadDemoIfEmpty(
  database: Database,
  log: FastifyBaseLogger,
  options: DemoOptions = {},
): Promise<void> {
  if ((await createMineRepository(database.db).count()) > 0) return;
  const meta = await generateAndStore(database, options, true);
  if (meta)
    log.info(
      { mines: meta.mines, generateMs: meta.generateMs, loadMs: meta.loadMs },
      'demo dataset loaded (示例数据)',
    );
}
