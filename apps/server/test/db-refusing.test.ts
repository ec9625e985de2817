import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/lib/db-unavailable';
import { buildApp, call, createStore, login } from './helpers';

const adminUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A driver error as node-postgres raises it, wrapped as Drizzle wraps it. */
const driverError = (code: string, message: string) =>
  new Error('Failed query', { cause: Object.assign(new Error(message), { code }) });

describe('which database errors mean "unavailable"', () => {
  it('counts every state of a database that refuses or lost connections, and no bad query', () => {
    for (const [code, message] of [
      ['55000', 'database "coal" is not currently accepting connections'],
      ['57P01', 'terminating connection due to administrator command'],
      ['57P02', 'terminating connection because of crash of another server process'],
      ['57P03', 'the database system is starting up'],
      ['57P04', 'database dropped'],
      ['57P05', 'terminating connection due to idle-session timeout'],
      ['53300', 'sorry, too many clients already'],
      ['53400', 'configuration limit exceeded'],
      ['08006', 'connection failure'],
      ['08001', 'could not connect'],
    ] as const)
      expect(isDatabaseUnavailable(driverError(code, message)), code).toBe(true);
    for (const [code, message] of [
      ['55000', 'lastval is not yet defined in this session'],
      ['23505', 'duplicate key value violates unique constraint'],
      ['42P01', 'relation "x" does not exist'],
    ] as const)
      expect(isDatabaseUnavailable(driverError(code, message)), code).toBe(false);
  });
});

describe.runIf(adminUrl)('a PostgreSQL database that refuses connections', () => {
  it('answers 503 with the usual message, then serves again', async () => {
    const store = await createStore('postgres');
    const app = await buildApp(store);
    const name = new URL(store.config.databaseUrl ?? '').pathname.slice(1);
    try {
      const admin = await login(app, 'admin');
      await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      // The server's open connections end; every new one is refused with SQLSTATE 55000.
      await adminQuery('select pg_terminate_backend(pid, 10000) from pg_stat_activity where datname = $1', [
        name,
      ]);
      const refused = await call(app, {
        method: 'GET',
        url: '/api/system/dict/data/type/mine_geological_complexity',
        headers: admin.headers,
      });
      expect(refused.status).toBe(503);
      expect(refused.body.msg).toMatch(/^数据库暂时无法连接，请稍后重试（请求编号 .+）$/);
      expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(503);

      await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      const back = await call(app, {
        method: 'GET',
        url: '/api/system/dict/data/type/mine_geological_complexity',
        headers: admin.headers,
      });
      expect(back.status).toBe(200);
    } finally {
      await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await app.close();
      await store.destroy();
    }
  });
});
