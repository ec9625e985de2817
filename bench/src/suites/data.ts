// Data figures of issue 4: generate + load the demo dataset (default and 100,000 mines) and import
// throughput for a 10,000-row file, on the embedded database and on PostgreSQL; how long generating
// 12,000 mines takes (once a timed assertion in the unit tests). Runs in-process on the server's own
// modules (the same code the first start and the import API run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { build } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import { openDatabase } from '../../../apps/server/src/db/client';
import { generateDataset, storeDataset } from '../../../apps/server/src/demo';
import { dictLookup, writeWorkbook } from '../../../apps/server/src/modules/mine';
import { median } from '../lighthouse/summary';
import type { Backend } from '../server';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh empty store: a temp dir, and for PostgreSQL a new database. */
export async function freshStore(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-data-'));
  let databaseUrl: string | undefined;
  const name = `coal_bench_data_${Date.now()}`;
  if (backend === 'postgres') {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    async destroy() {
      if (backend === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The production app on a store, signed in: what the in-process suites measure. Close the app after. */
export async function signedInApp(
  store: { dataDir: string; databaseUrl?: string },
  { username = 'admin', password = 'admin123' } = {},
): Promise<{ app: FastifyInstance; headers: Record<string, string> }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    RATE_LIMIT_PER_MINUTE: '0',
    WEB_DIST: join(store.dataDir, 'none'),
  });
  const app = await build({ config, logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { clientid: config.clientId },
    payload: { username, password },
  });
  const token = login.json<{ data: { access_token: string } }>().data.access_token;
  return { app, headers: { authorization: `Bearer ${token}`, clientid: config.clientId } };
}

/** Generating 12,000 mines, whole records and mine rows only: median of 3, no database involved. */
export function generationFigures(): void {
  const time = (minesOnly: boolean) =>
    median(
      [1, 2, 3].map(() => {
        const started = performance.now();
        generateDataset({ mines: 12_000, seed: 3, referenceDate: '2025-06-30', minesOnly });
        return performance.now() - started;
      }),
    );
  const full = time(false);
  const rows = time(true);
  console.log(
    `generate 12,000 mines (median of 3): whole records ${(full / 1000).toFixed(1)} s, mine rows only ${(rows / 1000).toFixed(1)} s`,
  );
}

async function generateAndLoad(backend: Backend, mines: number) {
  const store = await freshStore(backend);
  const database = await openDatabase(store);
  try {
    const started = performance.now();
    const dataset = generateDataset({ mines, referenceDate: '2025-06-30' });
    const generateMs = performance.now() - started;
    const meta = await storeDataset(database, dataset, generateMs);
    const rows = dataset.mines.reduce(
      (n, m) => n + 1 + Object.values(m.children).reduce((k, r) => k + (r?.length ?? 0), 0),
      0,
    );
    console.log(
      `generate + load ${mines.toLocaleString('en')} mines (${rows.toLocaleString('en')} rows): generate ${(generateMs / 1000).toFixed(1)} s, load ${((meta?.loadMs ?? 0) / 1000).toFixed(1)} s, total ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
    await store.destroy();
  }
}

function multipart(fileName: string, data: Buffer) {
  const boundary = '----coalbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function importThroughput(backend: Backend, rows: number) {
  const store = await freshStore(backend);
  const { app, headers } = await signedInApp(store);
  try {
    // A file of new mines (mine sheet only), as an agency's first bulk import would be.
    const dataset = generateDataset({ mines: rows, referenceDate: '2025-06-30', seed: 99 });
    const byType = () => [];
    const file = await writeWorkbook(dataset.mines, dictLookup(byType), byType, { sheets: ['mine'] });
    const body = multipart('mines.xlsx', file);
    let started = performance.now();
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/mine/import',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const validateMs = performance.now() - started;
    const job = uploaded.json<{ data: { jobId: number; counts: { problems: number } } }>().data;
    started = performance.now();
    const committed = await app.inject({
      method: 'POST',
      url: `/api/mine/import/jobs/${job.jobId}/commit`,
      headers,
    });
    const commitMs = performance.now() - started;
    const ok = committed.json<{ code: number }>().code === 200;
    console.log(
      `import ${rows.toLocaleString('en')}-row .xlsx (${(file.length / 1024 / 1024).toFixed(1)} MB): upload+validate ${(validateMs / 1000).toFixed(1)} s (${Math.round(rows / (validateMs / 1000))} rows/s), commit ${(commitMs / 1000).toFixed(1)} s (${Math.round(rows / (commitMs / 1000))} rows/s)${ok ? '' : ` — commit failed (${job.counts.problems} problems)`}`,
    );
  } finally {
    await app.close();
    await store.destroy();
  }
}

export async function dataBench(backend: Backend, options: { large: boolean }): Promise<void> {
  await generateAndLoad(backend, 900);
  if (options.large) await generateAndLoad(backend, 100_000);
  await importThroughput(backend, 10_000);
}
