// Risk model figures of issue 16: a full recomputation (activation of a weight set: entropy measured,
// every mine scored, scores and history written) on the demo data and on 100,000 mines, and the medians
// of GET /api/risk/mines/{id} and /api/risk/overview. Runs in-process on the production build().
// Issue 32: the back-test (every mine scored for each past year), first and cached, active and draft.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
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

/**
 * Mine rows alone leave nothing to back-test: output records from 2016 and accidents at 0.8–3 % per
 * mine and year (more at gassier mines), written straight into the tables as an import would leave them.
 */
async function seedRecords(app: FastifyInstance) {
  const last = new Date().getUTCFullYear() - 1;
  await app.database.db.execute(
    sql.raw(`insert into mine_production (mine_id, sort, year, output, capacity)
             select m.id, y - 2016, y, round((m.capacity * (0.6 + random() * 0.45))::numeric, 1), m.capacity
               from mines m cross join generate_series(2016, ${last}) y`),
  );
  await app.database.db.execute(
    sql.raw(`insert into mine_accidents (mine_id, sort, occurred_on, kind, grade, deaths)
             select m.id, 0, make_date(y, 1 + (random() * 11)::int, 1 + (random() * 27)::int), '顶板',
                    case when random() < 0.1 then '2' else '1' end, (random() * 3)::int
               from mines m cross join generate_series(2016, ${last}) y
              where random() < case m.gas_grade when '3' then 0.03 when '2' then 0.015 else 0.008 end`),
  );
}

/** The back-test of the active set, first and cached, and of a new draft (its weights measured first). */
async function backtestFigures(app: FastifyInstance, headers: Record<string, string>, label: string) {
  const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { id: number; years: { year: number; auc: number | null }[] } }>().data;
  };
  let years: { year: number; auc: number | null }[] = [];
  const first = await timed(async () => {
    years = (await inject('GET', '/api/risk/backtest')).years;
  });
  const cached = await timed(() => inject('GET', '/api/risk/backtest'));
  const draft = await inject('POST', '/api/risk/models', { ...DEFAULT_RISK_MODEL, name: 'bench back-test' });
  const draftMs = await timed(() => inject('GET', `/api/risk/backtest?set=${draft.id}`));
  const aucs = years.map((y) => `${y.year} ${y.auc === null ? '–' : y.auc.toFixed(3)}`).join(', ');
  console.log(
    `${label}: back-test of ${years.length} years, first ${first.toFixed(0)} ms, cached ${cached.toFixed(1)} ms, ` +
      `a draft (weights measured on today's data first) ${draftMs.toFixed(0)} ms; AUC by year: ${aucs}`,
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
      const headers = { authorization: `Bearer ${token}`, clientid: config.clientId };
      await figures(app, headers, ids, label);
      if (minesOnly) await seedRecords(app);
      await backtestFigures(
        app,
        headers,
        minesOnly ? `${label}, with output and accident records added` : label,
      );
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
