// npm run db:seed -- --mines 100000 [--seed 20200930] [--reference-date 2025-06-30] [--replace] [--mines-only]
//                    [--articles 50000]
// Generates the demo dataset into the configured database (DATA_DIR or DATABASE_URL); with --articles,
// that many demo news articles about its mines too (when no article is stored yet).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMineRepository, generateAndStore } from '../modules/mine';
import { seedDemoArticles } from '../modules/news';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

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
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from mines`);
        await tx.execute(sql`delete from ownership_edges`);
        await tx.execute(sql`delete from companies`);
      });
    }
  }
  if (!process.exitCode) {
    const meta = await generateAndStore(database, {
      mines,
      seed,
      referenceDate,
      minesOnly: process.argv.includes('--mines-only'),
    });
    if (meta)
      console.log(
        `seeded ${meta.mines} mines on ${database.kind}: generated in ${meta.generateMs} ms, loaded in ${meta.loadMs} ms`,
      );
    if (articles) {
      const started = performance.now();
      const added = await seedDemoArticles(database, { articles, referenceDate });
      console.log(`seeded ${added} articles in ${(performance.now() - started).toFixed(0)} ms`);
    }
  }
} finally {
  await database.close();
}
