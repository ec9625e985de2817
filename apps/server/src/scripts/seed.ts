// npm run db:seed -- --mines 100000 [--seed 20200930] [--reference-date 2025-06-30] [--replace] [--mines-only]
//                    [--check] [--articles 50000]
// Generates the demo dataset into the configured database (DATA_DIR or DATABASE_URL) and prints the
// time of each step and end to end; --check also counts the invariant violations over every mine; with
// --articles, that many demo news articles about its mines too (when no article is stored yet).
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { shanghaiDate } from '../lib/time';
import {
  createMineRepository,
  DEFAULT_SEED,
  generateDataset,
  rowCount,
  storeDataset,
  violationCounts,
} from '../modules/mine';
import { seedDemoArticles } from '../modules/news';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const config = loadConfig();
const mines = Number(option('mines') ?? 900);
const seed = option('seed') === undefined ? undefined : Number(option('seed'));
const referenceDate = option('reference-date');
const articles = option('articles') === undefined ? undefined : Number(option('articles'));
if (!Number.isInteger(mines) || mines < 1) throw new Error('--mines must be a positive integer');
if (articles !== undefined && (!Number.isInteger(articles) || articles < 1))
  throw new Error('--articles must be a positive integer');

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const existing = await createMineRepository(database.db).count();
  if (existing > 0) {
    if (!process.argv.includes('--replace')) {
      console.error(`The database already holds ${existing} mines; pass --replace to delete them first.`);
      process.exitCode = 1;
    } else {
      await database.db.transaction((tx) => createMineRepository(tx).deleteAll());
    }
  }
  if (!process.exitCode) {
    const generating = performance.now();
    const dataset = generateDataset({
      seed: seed ?? DEFAULT_SEED,
      mines,
      referenceDate: referenceDate ?? shanghaiDate(),
      minesOnly: process.argv.includes('--mines-only'),
    });
    const generateMs = performance.now() - generating;
    if (process.argv.includes('--check')) {
      const checking = performance.now();
      const counts = violationCounts(dataset);
      const total = counts.reduce((sum, c) => sum + c.count, 0);
      console.log(
        `invariant violations over ${mines} mines: ${total} (checked in ${seconds(performance.now() - checking)})`,
      );
      for (const c of counts)
        console.log(`  ${c.rule ? `rule ${c.rule}` : 'dataset'}: ${c.count}  ${c.title}`);
      if (total > 0) process.exitCode = 1;
    }
    const meta = await storeDataset(database, dataset, generateMs);
    if (meta)
      console.log(
        `seeded ${meta.mines} mines (${rowCount(dataset)} rows) on ${database.kind}: generated in ${seconds(meta.generateMs)}, loaded in ${seconds(meta.loadMs)}; end to end ${seconds(performance.now() - started)}`,
      );
    if (articles) {
      const seeding = performance.now();
      const added = await seedDemoArticles(database, { articles, referenceDate });
      console.log(`seeded ${added} articles in ${(performance.now() - seeding).toFixed(0)} ms`);
    }
  }
} finally {
  await database.close();
}
