import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CLIENT_ID } from '@coal/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { build, type BuildOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const CLIENT_ID = DEFAULT_CLIENT_ID;

export interface TestStore {
  backend: Backend;
  config: Config;
  /** Drops the PostgreSQL database or removes the data dir. */
  destroy(): Promise<void>;
}

/** A fresh, empty store: a temp data dir, plus a new PostgreSQL database for that backend. */
export async function createStore(backend: Backend, env: Record<string, string> = {}): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `coal_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    WEB_DIST: join(dataDir, 'no-web-app'),
    // Tests send bursts from one address; the rate limits have a test of their own.
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });
  return {
    backend,
    config,
    async destroy() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function buildApp(
  store: TestStore,
  options: Partial<BuildOptions> = {},
): Promise<FastifyInstance> {
  return build({ config: store.config, logger: false, ...options });
}

export interface Session {
  token: string;
  headers: Record<string, string>;
}

export async function login(
  app: FastifyInstance,
  username = 'admin',
  password = username === 'admin' ? 'admin123' : 'user1234',
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { clientid: CLIENT_ID },
    payload: { username, password },
  });
  const body = response.json<{ code: number; msg: string; data: { access_token: string } }>();
  if (body.code !== 200) throw new Error(`login as ${username} failed: ${body.msg}`);
  const token = body.data.access_token;
  return { token, headers: { authorization: `Bearer ${token}`, clientid: CLIENT_ID } };
}

/** Injects a request and returns the parsed envelope with the HTTP status beside it. */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<T & { code: number; msg: string }>(),
  };
}
