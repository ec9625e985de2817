import { sql } from 'drizzle-orm';
import type { ChangeBus } from '../lib/change-bus';
import { type Database, type Executor, queryRows } from './client';

/** Writes that replace many rows: an import, a rescoring (scores are deleted and inserted), a feed run. */
const BULK_TOPICS = ['mine', 'risk', 'news'];

/**
 * `vacuum analyze` of every table, one at a time with requests served between: the embedded database
 * runs on the event loop, and a vacuum of everything at once held every request for its length.
 */
export async function vacuumEveryTable(db: Executor): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  for (const { name } of tables) {
    await db.execute(sql`vacuum analyze ${sql.identifier(name)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface EmbeddedVacuum {
  /** Resolves when no vacuum is running or waiting; the next write starts the wait again. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface VacuumOptions {
  quietMs?: number;
  /** Runs the vacuum; the server hands it to the scheduler, which records each run beside the timed jobs. */
  run?: () => Promise<unknown>;
}

/**
 * The embedded database has no autovacuum. Once bulk writes have been quiet for `quietMs`,
 * `vacuum analyze` reclaims the deleted rows and renews the planner's statistics and the visibility map
 * (which lets radius searches read the location index alone). PostgreSQL's autovacuum does this itself.
 * Bulk writes start it, not a clock: a timetable would vacuum an idle database for nothing and leave the
 * planner blind for hours after an import.
 */
export function vacuumAfterBulkWrites(
  database: Database,
  bus: ChangeBus,
  log: { info(obj: object, message: string): void; warn(obj: object, message: string): void },
  { quietMs = 30_000, run }: VacuumOptions = {},
): EmbeddedVacuum | null {
  if (database.kind !== 'pglite') return null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const waiting: (() => void)[] = [];

  const vacuumLogged = async () => {
    const started = performance.now();
    try {
      await vacuumEveryTable(database.db);
      log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
    } catch (error) {
      log.warn({ err: error }, 'embedded database vacuum failed');
    }
  };
  const vacuum = async () => {
    timer = undefined;
    await (run ? run().catch((error: unknown) => log.warn({ err: error }, 'vacuum failed')) : vacuumLogged());
    if (!timer) for (const resolve of waiting.splice(0)) resolve();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(vacuum);
    }, quietMs);
    timer.unref();
  };
  for (const topic of BULK_TOPICS) bus.on(topic, schedule);

  return {
    settled: () => (timer ? new Promise((resolve) => waiting.push(resolve)) : running),
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}
