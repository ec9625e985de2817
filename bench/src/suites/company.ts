// Companies of issue 39: the card list (first answer, which builds the company index, then the median)
// and the company profile median, on the demo data and on 100,000 mines. In-process on the production
// build(), as the risk figures are. Each figure is also a ratio to a ceiling measured in the same run: one
// plain read of every row the company index is built from, so figures of a loaded machine stay comparable.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../apps/server/src/db/client';
import { generateDataset, storeDataset } from '../../../apps/server/src/demo';
import type { Backend } from '../server';
import { median } from '../lighthouse/summary';
import { freshStore, signedInApp } from './data';

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The ceiling: every row the company index reads (companies, mines, majority holders, edges, records). */
function readEveryRow(app: FastifyInstance) {
  const db = app.database.db;
  return timed(async () => {
    await db.execute(sql`select id, name, credit_code from companies`);
    await db.execute(sql`select id, company_id, capacity, prefecture from mines`);
    await db.execute(
      sql`select mine_id, name, holder_type, percent from mine_shareholders where percent > 50`,
    );
    await db.execute(sql`select holder_name, holder_type, company_name, percent from ownership_edges`);
    await db.execute(sql`select mine_id, occurred_on from mine_accidents`);
    await db.execute(sql`select mine_id, decided_on from mine_penalties`);
    await db.execute(sql`select mine_id, filed_on, published_on from mine_dishonest`);
  });
}

async function figures(app: FastifyInstance, headers: Record<string, string>, label: string) {
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  let first: { rows: { companyId: number }[]; total: number } | undefined;
  const cold = await timed(async () => (first = await get('/api/company/list?pageSize=20')));
  // Pinyin follows the first answer: a Latin keyword at once waits for what is left of it.
  const coldKeyword = await timed(() => get('/api/company/list?keyword=mei&pageSize=20'));
  // Three reads one after another: at once, they would wait for each other.
  const reads: number[] = [];
  for (let i = 0; i < 3; i++) reads.push(await readEveryRow(app));
  const ceiling = median(reads);
  const ratio = (ms: number) => `${(ms / ceiling).toFixed(3)}×`;
  const list: number[] = [];
  for (let i = 0; i < 30; i++)
    list.push(
      await timed(() => get(`/api/company/list?pageSize=20&pageNum=${1 + (i % 5)}&orderByColumn=capacity`)),
    );
  const keyword: number[] = [];
  for (let i = 0; i < 30; i++)
    keyword.push(await timed(() => get('/api/company/list?keyword=mei&pageSize=20')));
  // Companies with most mines first, then a spread over the rest: groups and single-mine holders alike.
  const all = await get<{ rows: { companyId: number }[] }>('/api/company/list?pageSize=100');
  const ids = [...all.rows.map((r) => r.companyId), ...(first?.rows ?? []).map((r) => r.companyId)];
  const profile: number[] = [];
  for (let i = 0; i < 100; i++) {
    const id = ids[(i * 37) % ids.length]!;
    profile.push(await timed(() => get(`/api/company/${id}`)));
  }
  console.log(
    `${label}: ${first?.total ?? 0} companies; ceiling (one read of every row the index reads) ` +
      `${ceiling.toFixed(0)} ms; /api/company/list first ${cold.toFixed(0)} ms = ${ratio(cold)} (right after the start, the index building), ` +
      `then the first with a pinyin keyword ${coldKeyword.toFixed(0)} ms = ${ratio(coldKeyword)}, ` +
      `median ${median(list).toFixed(2)} ms = ${ratio(median(list))}, ` +
      `with a keyword ${median(keyword).toFixed(2)} ms = ${ratio(median(keyword))}; ` +
      `/api/company/{id} median ${median(profile).toFixed(2)} ms = ${ratio(median(profile))}, ` +
      `slowest ${Math.max(...profile).toFixed(0)} ms`,
  );
}

async function run(backend: Backend, mines: number, minesOnly: boolean, label: string) {
  const store = await freshStore(backend);
  try {
    const dataset = generateDataset({
      mines,
      referenceDate: new Date().toISOString().slice(0, 10),
      minesOnly,
    });
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    await storeDataset(database, dataset, 0);
    await database.close();
    const { app, headers } = await signedInApp(store);
    try {
      await figures(app, headers, label);
    } finally {
      await app.close();
    }
  } finally {
    await store.destroy();
  }
}

export async function companyBench(backend: Backend, { large }: { large: boolean }) {
  await run(backend, 900, false, `${backend}, demo data (900 mines with their records)`);
  // Whole records of 100,000 mines would fill the heap first: mine rows, companies and edges only.
  if (large) await run(backend, 100_000, true, `${backend}, 100,000 mines (mine rows only)`);
}
