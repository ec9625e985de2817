// Risk model figures of issue 16: a full recomputation (activation of a weight set: entropy measured,
// every mine scored, scores and history written) on the demo data and on 100,000 mines, and the medians
// of GET /api/risk/mines/{id} and /api/risk/overview. Runs in-process on the production build().
// Issue 32: the back-test (every mine scored for each past year, in the background), until ready and
// cached, active and draft. Every time is also given as a ratio to a reference measured in the same run
// (one read of the records the computation reads), so that figures of a loaded machine stay comparable;
// the process's peak memory is sampled throughout.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readRecordHistory, summariseRecords } from '../../../apps/server/src/modules/mine';
import { DEFAULT_RISK_MODEL } from '../../../apps/server/src/modules/risk';
import { startInProcessApp } from '../in-process-app';
import type { Backend } from '../server';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;

/** Samples the process's memory until stopped: the peaks of resident size and JS heap. */
function memoryPeaks() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
  };
  sample();
  const timer = setInterval(sample, 250);
  timer.unref();
  return {
    /** The peaks so far, and starts over. */
    read() {
      sample();
      const out = `peak memory ${mb(peak.rss)} resident, ${mb(peak.heap)} JS heap`;
      peak.rss = 0;
      peak.heap = 0;
      return out;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The reference of the run: one read of every record the recomputation reads (the 3-year window) and the
 * back-test reads (every year), as the scoring code reads them. Ratios to it leave out the machine's speed.
 */
async function referenceReads(app: FastifyInstance) {
  const today = new Date().toISOString().slice(0, 10);
  const window = {
    since: `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`,
    year: Number(today.slice(0, 4)) - 1,
  };
  const recent = await timed(() => summariseRecords(app.database.db, window));
  const history = await timed(() => readRecordHistory(app.database.db));
  return { recent, history };
}

const ratio = (ms: number, reference: number) => `${(ms / reference).toFixed(1)}×`;

async function figures(
  app: FastifyInstance,
  headers: Record<string, string>,
  mineIds: number[],
  label: string,
  memory: ReturnType<typeof memoryPeaks>,
) {
  const reference = await referenceReads(app);
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
    `${label}: reference (one read of the records scored, 3-year window) ${reference.recent.toFixed(0)} ms; ` +
      `full recomputation (activation) ${activation.toFixed(0)} ms = ${ratio(activation, reference.recent)} the reference, ` +
      `a database read beside it: ${waits.length} answered, slowest ${Math.max(0, ...waits).toFixed(0)} ms; ` +
      `/api/risk/mines/{id} median ${median(mine).toFixed(2)} ms; ` +
      `/api/risk/overview first ${overviewCold.toFixed(0)} ms, median ${median(overview).toFixed(2)} ms; ` +
      memory.read(),
  );
}

/**
 * Mine rows alone leave nothing to back-test: output records from 2016 and accidents at 0.8–3 % per
 * mine and year (more at gassier mines), written straight into the tables as an import would leave them.
 */
export async function seedRecords(app: FastifyInstance) {
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

interface BacktestAnswer {
  status: 'ready' | 'computing';
  years?: { year: number; auc: number | null }[];
  progress?: { done: number; total: number };
}

/**
 * The back-test of the active set (started, polled as the page polls, until ready; then cached) and of a new
 * draft (its weights measured first). A reader beside the computation shows whether other requests wait.
 */
async function backtestFigures(
  app: FastifyInstance,
  headers: Record<string, string>,
  label: string,
  memory: ReturnType<typeof memoryPeaks>,
) {
  const inject = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  const reference = await referenceReads(app);
  /** Asks until ready: the first answer's time, the time to ready, and the slowest read beside it. */
  const untilReady = async (url: string) => {
    let computing = true;
    const waits: number[] = [];
    const reader = (async () => {
      while (computing) {
        waits.push(await timed(() => inject('GET', '/api/risk/models')));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    let answer = await inject<BacktestAnswer>('GET', url);
    const firstAnswer = performance.now() - started;
    while (answer.status !== 'ready') {
      await new Promise((r) => setTimeout(r, 250));
      answer = await inject<BacktestAnswer>('GET', url);
    }
    const ready = performance.now() - started;
    computing = false;
    await reader;
    return { answer, firstAnswer, ready, slowestRead: Math.max(0, ...waits) };
  };
  const active = await untilReady('/api/risk/backtest');
  const cached = await timed(() => inject('GET', '/api/risk/backtest'));
  const draft = await inject<{ id: number }>('POST', '/api/risk/models', {
    ...DEFAULT_RISK_MODEL,
    name: 'bench back-test',
  });
  const drafted = await untilReady(`/api/risk/backtest?set=${draft.id}`);
  const years = active.answer.years ?? [];
  const aucs = years.map((y) => `${y.year} ${y.auc === null ? '–' : y.auc.toFixed(3)}`).join(', ');
  console.log(
    `${label}: reference (one read of every year's records) ${reference.history.toFixed(0)} ms; ` +
      `back-test of ${years.length} years: first answer ${active.firstAnswer.toFixed(0)} ms (computing), ` +
      `ready after ${active.ready.toFixed(0)} ms = ${ratio(active.ready, reference.history)} the reference, ` +
      `slowest read beside it ${active.slowestRead.toFixed(0)} ms; cached ${cached.toFixed(1)} ms; ` +
      `a draft (weights measured on today's data first): first answer ${drafted.firstAnswer.toFixed(0)} ms, ` +
      `ready after ${drafted.ready.toFixed(0)} ms = ${ratio(drafted.ready, reference.history)} the reference; ` +
      `${memory.read()}; AUC by year: ${aucs}`,
  );
}

async function run(backend: Backend, mines: number, minesOnly: boolean, label: string) {
  const memory = memoryPeaks();
  const { app, headers, firstStartMs, close } = await startInProcessApp(backend, { mines, minesOnly });
  try {
    console.log(
      `${label}: first start incl. scoring every mine ${firstStartMs.toFixed(0)} ms; ${memory.read()}`,
    );
    const ids = Array.from({ length: mines }, (_, i) => i + 1);
    await figures(app, headers, ids, label, memory);
    if (minesOnly) await seedRecords(app);
    await backtestFigures(
      app,
      headers,
      minesOnly ? `${label}, with output and accident records added` : label,
      memory,
    );
  } finally {
    await close();
    memory.stop();
  }
}

export async function riskBench(backend: Backend, { large }: { large: boolean }) {
  await run(backend, 900, false, `${backend}, demo data (900 mines with their records)`);
  if (large) await run(backend, 100_000, true, `${backend}, 100,000 mines (mine rows only)`);
}
