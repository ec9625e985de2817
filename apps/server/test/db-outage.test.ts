import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/lib/db-unavailable';
import { buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { TcpProxy } from './tcp-proxy';

const adminUrl = process.env.TEST_DATABASE_URL;
const DICT_URL = '/api/system/dict/data/type/mine_geological_complexity';

async function terminateBackend(pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // With a timeout, the call returns once the backend has gone, not merely when it was signalled.
    await client.query('select pg_terminate_backend($1, 10000)', [pid]);
  } finally {
    await client.end();
  }
}

/** A server of the store whose database connections all pass through a relay the test can cut. */
async function buildBehindProxy(store: TestStore): Promise<{ app: FastifyInstance; proxy: TcpProxy }> {
  const url = new URL(store.config.databaseUrl ?? '');
  const proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
  await proxy.accept();
  const config = { ...store.config, databaseUrl: proxy.urlFor(url.toString()) };
  const app = await buildApp({ ...store, config });
  return { app, proxy };
}

const dictLabels = async (app: FastifyInstance, session: Session) =>
  (
    await call<{ data: { dictLabel: string }[] }>(app, {
      method: 'GET',
      url: DICT_URL,
      headers: session.headers,
    })
  ).body.data.map((d) => d.dictLabel);

describe.runIf(adminUrl)('PostgreSQL outages', () => {
  it('a connection cut in the middle of a transaction fails that transaction, not the process', async () => {
    const store = await createStore('postgres');
    const database = await openDatabase({
      databaseUrl: store.config.databaseUrl,
      dataDir: store.config.dataDir,
    });
    try {
      const write = database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // The client is checked out and idle between two statements when its server goes away.
        await terminateBackend(row!.pid);
        await tx.execute(sql`select 1`);
      });
      await expect(write).rejects.toSatisfy(isDatabaseUnavailable);
      // The pool replaces the lost connection: the next statement runs.
      expect(await queryRows(database.db, sql`select 42 as answer`)).toEqual([{ answer: 42 }]);
    } finally {
      await database.close();
      await store.destroy();
    }
  });

  it('answers 503 while the database is unreachable, then serves again, and catches up on missed changes', async () => {
    const store = await createStore('postgres');
    const writer = await buildApp(store);
    const { app: reader, proxy } = await buildBehindProxy(store);
    try {
      const admin = await login(writer, 'admin');
      const readerAdmin = await login(reader, 'admin');
      const before = await dictLabels(reader, readerAdmin);
      expect(before).toEqual(['简单', '中等', '复杂']);

      await proxy.refuse();
      const addType = (headers: Record<string, string>, dictValue: string) =>
        call(reader, {
          method: 'POST',
          url: '/api/system/dict/data',
          headers,
          payload: {
            dictType: 'mine_geological_complexity',
            dictLabel: `待定${dictValue}`,
            dictValue,
            dictSort: 9,
          },
        });
      const down = await addType(readerAdmin.headers, '9');
      expect(down.status).toBe(503);
      expect(down.body.msg).toMatch(/^数据库暂时无法连接，请稍后重试（请求编号 .+）$/);
      const downInEnglish = await addType({ ...readerAdmin.headers, 'accept-language': 'en-US' }, '9');
      expect(downInEnglish.status).toBe(503);
      expect(downInEnglish.body.msg).toMatch(/database/i);
      expect((await call(reader, { method: 'GET', url: '/api/health' })).status).toBe(503);

      // A change made by another process while this one cannot hear it.
      const created = await call(writer, {
        method: 'POST',
        url: '/api/system/dict/data',
        headers: admin.headers,
        payload: { dictType: 'mine_geological_complexity', dictLabel: '极复杂', dictValue: '4', dictSort: 4 },
      });
      expect(created.body.code).toBe(200);

      await proxy.accept();
      // Once the change channel is back, the reader treats its caches as stale and reads the change.
      await expect
        .poll(() => dictLabels(reader, readerAdmin), { timeout: 20_000 })
        .toEqual(['简单', '中等', '复杂', '极复杂']);
      // The pool reconnects too: the write refused during the outage now lands, once.
      expect((await addType(readerAdmin.headers, '9')).body.code).toBe(200);
      // …and its notice reaches the other process again.
      await expect
        .poll(() => dictLabels(writer, admin), { timeout: 20_000 })
        .toEqual(['简单', '中等', '复杂', '极复杂', '待定9']);
    } finally {
      await proxy.refuse();
      await reader.close();
      await writer.close();
      await store.destroy();
    }
  });
});
