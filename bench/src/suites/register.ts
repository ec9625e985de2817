// The mine register of issue 39: a page of 100 rows (distinct queries, uncached), median, on the demo data
// and on 100,000 mines, in-process on the production build(). The median is also a ratio to a ceiling
// measured in the same run: one plain read of every row the register chooses its page from (the mine rows
// and their risk scores, which it holds in memory), so figures of a loaded machine stay comparable.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type InProcessApp, startInProcessApp } from '../in-process-app';
import { median } from '../lighthouse/summary';
import type { Backend } from '../server';

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Distinct register pages of 100 rows: every sort and condition differs, so no answer comes from the cache. */
function registerQueries(count = 30): object[] {
  const sorts = [
    [{ field: 'name', dir: 'asc' }],
    [
      { field: 'productionType', dir: 'asc' },
      { field: 'capacity', dir: 'desc' },
    ],
    [{ field: 'riskScore', dir: 'desc' }],
    [
      { field: 'prefecture', dir: 'asc' },
      { field: 'penaltyCount', dir: 'desc' },
    ],
    [{ field: 'updateTime', dir: 'desc' }],
  ];
  return Array.from({ length: count }, (_, i) => ({
    conditions: [{ field: 'capacity', op: 'range', values: [String(i % 10), ''] }],
    sort: sorts[i % sorts.length],
    pageNum: 1 + Math.floor(i / 10),
    pageSize: 100,
  }));
}

/** The ceiling: every mine row and risk score, read once and returned whole (indicator values as text). */
function readEveryRow(app: FastifyInstance) {
  const db = app.database.db;
  return timed(async () => {
    await db.execute(sql`select * from mines`);
    await db.execute(sql`select mine_id, score, band, values::text from risk_scores`);
  });
}

/** The median of three reads one after another: at once, they would wait for each other. */
async function ceilingOf(app: FastifyInstance): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(await readEveryRow(app));
  return median(times);
}

async function figures({ app, headers }: InProcessApp, label: string): Promise<number> {
  const ceiling = await ceilingOf(app);
  const times: number[] = [];
  for (const payload of registerQueries()) {
    times.push(
      await timed(async () => {
        const res = await app.inject({ method: 'POST', url: '/api/mine/register', headers, payload });
        if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode} ${res.body}`);
      }),
    );
  }
  const p50 = median(times);
  console.log(
    `${label}: ceiling (one read of every mine row and risk score) ${ceiling.toFixed(0)} ms; ` +
      `register page of 100 rows median ${p50.toFixed(1)} ms = ${(p50 / ceiling).toFixed(3)}× the ceiling`,
  );
  return p50;
}

export async function registerBench(backend: Backend, { large }: { large: boolean }) {
  const demo = await startInProcessApp(backend, { mines: 900, minesOnly: false });
  let demoP50: number;
  try {
    demoP50 = await figures(demo, `${backend}, demo data (900 mines with their records)`);
  } finally {
    await demo.close();
  }
  if (!large) return;
  // The register reads mine rows and risk scores: the large store holds 100,000 mines without their tables.
  const big = await startInProcessApp(backend, { mines: 100_000, minesOnly: true });
  try {
    const p50 = await figures(big, `${backend}, 100,000 mines (mine rows only)`);
    console.log(`median with 100,000 mines / with the demo data: ${(p50 / demoP50).toFixed(2)}×`);
  } finally {
    await big.close();
  }
}
