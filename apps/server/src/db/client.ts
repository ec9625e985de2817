import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { type LockAttempt, withTryAdvisoryLock } from './advisory-lock';
import type { BackupManifest } from './backup/format';
import { backupPglite } from './backup/pglite-backup';
import { lockDataDir } from './lock';
import { migrationsFolder } from './migrations-folder';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { LISTENER_NAME, PgListener } from './pg-listener';
import { makePrivate } from './private-files';

export type Schema = typeof schema;
/** The one Drizzle type the repositories see, whichever backend is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs `select 1`; returns the round trip in milliseconds. */
  ping(): Promise<number>;
  /** Connections of the pool now: PGlite's one connection is busy while a query runs, the rest wait. */
  poolUse(): PoolUse;
  /** The database's size on disk, in bytes. */
  sizeBytes(): Promise<number>;
  /** Subscribes to a cross-process channel; on PGlite there is one process, so it stays in-process. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** How many server processes listen on the database (each has one listening connection); 1 on PGlite. */
  listeners(): Promise<number>;
  /** Called after the cross-process channel was lost and is back: notifications may have been missed. */
  onReconnect(handler: () => void): void;
  /** False while the cross-process channel is down (always true on PGlite). */
  readonly listening: boolean;
  /**
   * Runs `run` holding the session advisory lock (namespace, key) on one connection, or answers
   * `taken: false` at once when another server process holds it. On PGlite the one session always takes it.
   */
  tryAdvisoryLock<T>(namespace: number, key: number, run: () => Promise<T>): Promise<LockAttempt<T>>;
  /** Writes a consistent backup of the embedded database to `file`; absent on PostgreSQL (pg_dump's work). */
  backup?: (file: string) => Promise<BackupManifest>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Where start-up notices go (the server's logger). */
  log?: { warn(message: string): void };
  /** Told the duration of every query the application runs (the metrics' database time). */
  onQuery?: (seconds: number) => void;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

type QueryFn = (...args: never[]) => Promise<unknown>;

/** The same query method, telling `onQuery` how long each call took. */
function timedQuery<F extends QueryFn>(query: F, onQuery: (seconds: number) => void): F {
  return (async (...args: Parameters<F>) => {
    const start = performance.now();
    try {
      return await query(...args);
    } finally {
      onQuery((performance.now() - start) / 1000);
    }
  }) as F;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onQuery)
    : openPglite(options.dataDir, options.log, options.onQuery);
}

async function openPglite(
  dataDir: string,
  log: DatabaseOptions['log'],
  onQuery: DatabaseOptions['onQuery'],
): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const repaired = makePrivate(dataDir);
    if (repaired)
      log?.warn(
        `数据目录 ${dataDir} 中 ${repaired} 个文件或目录的权限过宽，已改为仅本账号可读写（0600/0700）`,
      );
    const client = await PGlite.create(join(dataDir, 'pgdata'), {
      extensions: PGLITE_EXTENSIONS,
    });
    const inFlight = observePglite(client, onQuery);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    const handlers = new Map<string, Set<(payload: string) => void>>();
    return {
      kind: 'pglite',
      db,
      ping: () => timed(() => client.query('select 1')),
      poolUse: () => ({ total: 1, idle: inFlight() > 0 ? 0 : 1, waiting: Math.max(0, inFlight() - 1) }),
      sizeBytes: () => databaseSize(db),
      listen: (channel, onMessage) => {
        const set = handlers.get(channel) ?? new Set();
        set.add(onMessage);
        handlers.set(channel, set);
        return Promise.resolve();
      },
      notify: (channel, payload) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload);
        return Promise.resolve();
      },
      listeners: () => Promise.resolve(1),
      // One process, no connection to lose.
      onReconnect: () => undefined,
      listening: true,
      tryAdvisoryLock: (namespace, key, run) => withTryAdvisoryLock(client, namespace, key, run),
      backup: (file) => backupPglite(client, file),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string, onQuery: DatabaseOptions['onQuery']): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose server went away is dropped by the pool and the next query reconnects;
  // without a listener the error would end the process.
  pool.on('error', () => undefined);
  // The pool listens only to idle clients. A client checked out for a transaction whose server goes away
  // between two statements would raise an unheard error; its statements fail instead, and once released it
  // is dropped because it is no longer queryable.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    // Every query of the pool, transactions' too, runs on one of its clients.
    if (onQuery) client.query = timedQuery<typeof client.query>(client.query.bind(client), onQuery);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await withAdvisoryLock(pool, () => migratePg(db as never, { migrationsFolder }));
  const listener = new PgListener(url);
  return {
    kind: 'postgres',
    db,
    ping: () => timed(() => pool.query('select 1')),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    sizeBytes: () => databaseSize(db),
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    listeners: async () => {
      const result = await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [LISTENER_NAME],
      );
      return result.rows[0]?.n ?? 0;
    },
    onReconnect: (handler) => listener.onReconnect(handler),
    get listening() {
      return listener.live;
    },
    tryAdvisoryLock: async (namespace, key, run) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await withTryAdvisoryLock(client, namespace, key, run, (error) => (broken = error));
      } finally {
        // A client whose unlock failed is closed, which ends its session and so releases the lock.
        client.release(broken);
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Several servers may start at once against one PostgreSQL: only one migrates at a time. */
async function withAdvisoryLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(72410001)');
    await run();
  } finally {
    await client.query('select pg_advisory_unlock(72410001)').catch(() => undefined);
    client.release();
  }
}

/**
 * Times PGlite's queries, its transactions' too, and counts those under way (its one connection's use).
 * The instance is patched in place: PGlite's methods read private fields that a wrapper object lacks.
 */
function observePglite(client: PGlite, onQuery: DatabaseOptions['onQuery']): () => number {
  let inFlight = 0;
  const observe = (seconds: number) => {
    inFlight--;
    onQuery?.(seconds);
  };
  const wrap = <F extends QueryFn>(query: F): F => {
    const timedCall = timedQuery(query, observe);
    return ((...args: Parameters<F>) => {
      inFlight++;
      return timedCall(...args);
    }) as F;
  };
  client.query = wrap(client.query.bind(client));
  client.exec = wrap(client.exec.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      tx.query = wrap(tx.query.bind(tx));
      tx.exec = wrap(tx.exec.bind(tx));
      return work(tx);
    });
  return () => inFlight;
}

async function databaseSize(db: Db): Promise<number> {
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select pg_database_size(current_database()) as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Raw SQL rows, for queries Drizzle's builder does not express (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers' results carry `rows`; Drizzle types the shared base as unknown.
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
