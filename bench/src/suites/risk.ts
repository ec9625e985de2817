// Risk model figures of issue 16: a full recomputation (activation of a weight set: entropy measured,
// every mine scored, scores and history written) on the demo data and on 100,000 mines, and the medians
// of GET /api/risk/mines/{id} and /api/risk/overview. Runs in-process on the production build().
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import { openDatabase } from '../../../apps/server/src/db/client';
import { generateDataset, storeDataset } from '../../../apps/server/src/demo';
import { DEFAULT_RISK_MODEL } from '../../../apps/server/src/modules/risk';
import type { Backend } from '../server';
import { freshStore } from './data';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function figures(
  app: FastifyInstance,
  headers: Record<string, string>,
  mineIds: number[],
  label: string,
) {
  const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { id: number } }>().data;
  };
  const draft = await inject('POST', '/api/risk/models', { ...DEFAULT_RISK_MODEL, name: 'bench' });
  // A reader beside the recomputation: its slowest answer is how long the database was held from it.
  let recomputing = true;
  const waits: number[] = [];
  const reader = (async () => {
    while (recomputing) {
      waits.push(await timed(() => inject('GET', '/api/risk/models')));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const activation = await timed(() => inject('POST', `/api/risk/models/${draft.id}/activate`));
  recomputing = false;
  await reader;
  const overviewCold = await timed(() => inject('GET', '/api/risk/overview'));
  const overview: number[] = [];
  for (let i = 0; i < 30; i++) overview.push(await timed(() => inject('GET', '/api/risk/overview')));
  const mine: number[] = [];
  for (let i = 0; i < 200; i++) {
    const id = mineIds[(i * 7919) % mineIds.length]!;
    mine.push(await timed(() => inject('GET', `/api/risk/mines/${id}`)));
  }
  console.log(
    `${label}: full recomputation (activation) ${activation.toFixed(0)} ms, ` +
      `a database read beside it: ${waits.length} answered, slowest ${Math.max(0, ...waits).toFixed(0)} ms; ` +
      `/api/risk/mines/{id} median ${median(mine).toFixed(2)} ms; ` +
      `/api/risk/overview first ${overviewCold.toFixed(0)} ms, median ${median(overview).toFixed(2)} ms`,
  );
}

async function run(backend: Backend, mines: number, minesOnly: boolean, label: string) {
  const store = await freshStore(backend);
  try {
    const dataset = generateDataset({ mines, referenceDate: new Date().toISOString().slice(0, 10) });
    const stored = minesOnly
      ? { ...dataset, edges: [], mines: dataset.mines.map((m) => ({ ...m, children: {}, documents: {} })) }
      : dataset;
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    await storeDataset(database, stored, 0);
    await database.close();
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
    let app: FastifyInstance | undefined;
    // The first start seeds the default set and scores every mine before it answers.
    const firstStart = await timed(async () => {
      app = await build({ config, logger: false });
    });
    if (!app) return;
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { clientid: config.clientId },
        payload: { username: 'admin', password: 'admin123' },
      });
      const token = login.json<{ data: { access_token: string } }>().data.access_token;
      console.log(`${label}: first start incl. scoring every mine ${firstStart.toFixed(0)} ms`);
      const ids = Array.from({ length: mines }, (_, i) => i + 1);
      await figures(app, { authorization: `Bearer ${token}`, clientid: config.clientId }, ids, label);
    } finally {
      await app.close();
    }
  } finally {
    await store.destroy();
  }
}

export async function riskBench(backend: Backend, { large }: { large: boolean }) {
  await run(backend, 900, false, `${backend}, demo data (900 mines with their records)`);
  if (large) await run(backend, 100_000, true, `${backend}, 100,000 mines (mine rows only)`);
}
