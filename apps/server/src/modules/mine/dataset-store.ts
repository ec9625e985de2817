import type { Database } from '../../db/client';
import { vacuumEveryTable } from '../../db/embedded-vacuum';
import { DATASET_META_KEY, type DatasetMeta } from './dataset-meta';
import { loadRegions } from './geo/geo-assets';
import { createMineRepository } from './mine.repository';
import { insertRecords } from './record-writer';
import type { MineRecord, OwnershipEdge } from './record-types';

/** A whole sample dataset (示例数据): new mines with all their rows, the ownership edges and where it came from. */
export interface SampleDataset {
  seed: number;
  referenceDate: string;
  mines: MineRecord[];
  edges: OwnershipEdge[];
}

/** Mines go in this many at a time, so one statement's JSON stays small. */
const BATCH = 2000;

/**
 * Writes a sample dataset in one transaction: all of it or, if anything fails, none of it, then keeps its
 * facts for GET /api/mine/dataset. With `onlyIfEmpty`, servers starting together against one PostgreSQL
 * take turns (advisory lock) and only the first loads; returns null when the mine table was not empty.
 */
export async function storeSampleDataset(
  database: Database,
  dataset: SampleDataset,
  { generateMs = 0, onlyIfEmpty = false }: { generateMs?: number; onlyIfEmpty?: boolean } = {},
): Promise<DatasetMeta | null> {
  const regions = loadRegions();
  const started = performance.now();
  const meta = await database.db.transaction(async (tx) => {
    const repo = createMineRepository(tx);
    if (onlyIfEmpty) {
      if (database.kind === 'postgres') await repo.lockFirstLoad();
      if ((await repo.count()) > 0) return null;
    }
    for (let i = 0; i < dataset.mines.length; i += BATCH) {
      await insertRecords(repo, dataset.mines.slice(i, i + BATCH), regions, true);
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

/** Deletes every mine with all its rows, every company and ownership edge, in one transaction (a reseed). */
export async function deleteAllMines(database: Database): Promise<void> {
  await database.db.transaction((tx) => createMineRepository(tx).deleteAll());
}
