import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { shanghaiDate } from '../../lib/time';
import { createMineRepository, type DatasetMeta, storeSampleDataset } from '../../modules/mine';
import { type Dataset, DEFAULT_MINE_COUNT, DEFAULT_SEED, generateDataset } from './generate';

/**
 * Writes a generated dataset through the mine module, in one transaction: all of it or none of it.
 * With `onlyIfEmpty`, only the first of several servers starting on one database loads it; returns null
 * when the mine table was not empty.
 */
export async function storeDataset(
  database: Database,
  dataset: Dataset,
  generateMs: number,
  onlyIfEmpty = false,
): Promise<DatasetMeta | null> {
  return storeSampleDataset(database, dataset, { generateMs, onlyIfEmpty });
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

/**
 * First start: when the mine table is empty, generate and load the demo dataset (示例数据). Answers how many
 * mines it loaded: 0 when there were mines already (or another server of the cluster loaded them first).
 */
export async function loadDemoIfEmpty(
  database: Database,
  log: FastifyBaseLogger,
  options: DemoOptions = {},
): Promise<number> {
  if ((await createMineRepository(database.db).count()) > 0) return 0;
  const meta = await generateAndStore(database, options, true);
  if (!meta) return 0;
  log.info(
    { mines: meta.mines, generateMs: meta.generateMs, loadMs: meta.loadMs },
    'demo dataset loaded (示例数据)',
  );
  return meta.mines;
}
