import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const seedScript = fileURLToPath(new URL('../../apps/server/src/scripts/seed.ts', import.meta.url));

export type Backend = 'pglite' | 'postgres';

export interface RunningServer {
  backend: Backend;
  baseUrl: string;
  /** Headers of a signed-in admin session. */
  headers: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the built server on a fresh data dir (and, for PostgreSQL, a fresh database). */
export async function startServer(
  backend: Backend,
  port: number,
  {
    env = {},
    seedMines,
    minesOnly = false,
  }: { env?: Record<string, string>; seedMines?: number; minesOnly?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-'));
  let dropDatabase = async () => {};
  const extra: Record<string, string> = {};
  if (backend === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `coal_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    extra.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  if (seedMines) {
    // A large dataset is generated into the store before the server first opens it.
    const seeded = spawnSync(
      'npx',
      ['tsx', seedScript, '--mines', String(seedMines), ...(minesOnly ? ['--mines-only'] : [])],
      {
        env: { ...process.env, ...extra, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
        stdio: 'inherit',
      },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      // Load generators send thousands of requests a second from one address.
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
      ...extra,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000) throw new Error('server did not start in 10 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', clientid: CLIENT_ID },
    body: JSON.stringify({ username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin123' }),
  });
  const body = (await login.json()) as { data: { access_token: string } };
  return {
    backend,
    baseUrl,
    headers: { authorization: `Bearer ${body.data.access_token}`, clientid: CLIENT_ID },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}
