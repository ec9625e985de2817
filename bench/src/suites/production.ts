// Issue 38: the production analysis (GET /api/visualization/production), province, a prefecture and a
// county, on the demo data and on 100,000 mines with records added, in-process on the production build().
// Each median is also a ratio to a ceiling measured in the same run: one plain read of every row the
// analysis reads (mines, output, capacity announcements, status changes), so figures of a loaded machine
// stay comparable. A two-dimension pivot over the same mines is timed beside it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../../apps/server/src/db/client';
import { type InProcessApp, startInProcessApp } from '../in-process-app';
import type { Backend } from '../server';
import { seedRecords } from './risk';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The ceiling: every row the analysis reads, read once and returned whole. */
async function readEveryRow(app: FastifyInstance) {
  const db = app.database.db;
  return timed(() =>
    Promise.all([
      db.execute(sql`select id, prefecture, county, production_status, capacity from mines`),
      db.execute(sql`select mine_id, year, output from mine_production`),
      db.execute(sql`select mine_id, announced_on, capacity from mine_capacity_changes`),
      db.execute(
        sql`select mine_id, changed_on, before, after from mine_changes where item = '生产状态变更'`,
      ),
    ]),
  );
}

/**
 * Mine rows alone have no capacity history or status changes: a design announcement for every mine, a
 * 核增 for one in five, and a status change for one in ten, dated across the years the output covers.
 */
async function seedHistory(app: FastifyInstance) {
  const db = app.database.db;
  await db.execute(
    sql.raw(`insert into mine_capacity_changes (mine_id, sort, announced_on, kind, capacity)
             select id, 0, make_date(2010 + id % 6, 1 + id % 12, 1), '设计', capacity from mines`),
  );
  await db.execute(
    sql.raw(`insert into mine_capacity_changes (mine_id, sort, announced_on, kind, capacity, previous_capacity)
             select id, 1, make_date(2018 + id % 5, 6, 1), '核增', capacity * 1.5, capacity from mines where id % 5 = 0`),
  );
  await db.execute(
    sql.raw(`insert into mine_changes (mine_id, sort, changed_on, item, before, after)
             select id, 0, make_date(2017 + id % 6, 3, 1), '生产状态变更', '生产', case when id % 20 = 0 then '注销' else '停产' end
               from mines where id % 10 = 0`),
  );
}

const PATHS = (prefecture: string, county: string) =>
  [
    ['province', '/api/visualization/production?'],
    ['prefecture', `/api/visualization/production?prefecture=${encodeURIComponent(prefecture)}&`],
    [
      'county',
      `/api/visualization/production?prefecture=${encodeURIComponent(prefecture)}&county=${encodeURIComponent(county)}&`,
    ],
  ] as const;

/** A two-dimension pivot over the same mines, with the measures the records added feed. */
const PIVOT = '/api/visualization/pivot?rows=prefecture&cols=productionStatus&measures=count,capacity,output';
const RUNS = 11;

async function medianOf({ app, headers }: InProcessApp, urls: string[]): Promise<number> {
  const times: number[] = [];
  for (const url of urls)
    times.push(
      await timed(async () => {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }),
    );
  return median(times);
}

/**
 * Each area's analysis computed (a span not asked for before: the answers are kept until mine data
 * changes) and kept (the same span again), and the pivot, each as a median and a ratio to the ceiling.
 */
async function figures(run: InProcessApp, label: string) {
  const { app, headers } = run;
  const [area] = await queryRows<{ prefecture: string; county: string }>(
    app.database.db,
    sql`select prefecture, county from mines group by 1, 2 order by count(*) desc limit 1`,
  );
  const first = await app.inject({ method: 'GET', url: PATHS('', '')[0][1], headers });
  const { firstYear } = first.json<{ data: { firstYear: number } }>().data;
  // One read after another: three at once on the embedded database wait in line and triple the ceiling.
  const reads: number[] = [];
  for (let i = 0; i < 3; i++) reads.push(await readEveryRow(app));
  const ceiling = median(reads);
  const parts = [`${label}: ceiling (one read of every row the analysis reads) ${ceiling.toFixed(0)} ms`];
  const ratio = (ms: number) => `${ms.toFixed(1)} ms = ${(ms / ceiling).toFixed(2)}× the ceiling`;
  for (const [name, url] of PATHS(area!.prefecture, area!.county)) {
    // Eleven spans from the first dated year on: each one a new answer (the province's first is asked above).
    const spans = Array.from({ length: RUNS }, (_, i) => `${url}from=${firstYear + i + 1}`);
    const computed = await medianOf(run, spans);
    const kept = await medianOf(run, Array<string>(RUNS).fill(spans[0]!));
    parts.push(`${name} median computed ${ratio(computed)}, kept ${ratio(kept)}`);
  }
  parts.push(
    `pivot prefecture × status (count, capacity, output) median ${ratio(await medianOf(run, Array<string>(RUNS).fill(PIVOT)))}`,
  );
  console.log(parts.join('; '));
}

export async function productionBench(backend: Backend, { large }: { large: boolean }) {
  const demo = await startInProcessApp(backend, { mines: 900, minesOnly: false });
  try {
    await figures(demo, `${backend}, demo data (900 mines with their records)`);
  } finally {
    await demo.close();
  }
  if (!large) return;
  const big = await startInProcessApp(backend, { mines: 100_000, minesOnly: true });
  try {
    await seedRecords(big.app);
    await seedHistory(big.app);
    await figures(big, `${backend}, 100,000 mines (output, capacity and status records added)`);
  } finally {
    await big.close();
  }
}
