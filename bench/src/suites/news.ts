// News and sentiment figures of issue 15: sentences scored per second, the evaluation set's accuracy
// and macro-F1, linking precision and recall on the demo articles, the /trends list and the sentiment
// dashboard medians on the demo data and with 50,000 articles (the seed's --articles).
// Runs in-process on the production build().
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../apps/server/src/db/client';
import {
  generateDataset,
  generateDemoArticles,
  readProfiles,
  seedDemoArticles,
  storeDataset,
} from '../../../apps/server/src/demo';
import { ChangeBus } from '../../../apps/server/src/lib/change-bus';
import { createMineRepository, createMineSnapshots } from '../../../apps/server/src/modules/mine';
import { createLinker, createNews } from '../../../apps/server/src/modules/news';
import { createSentimentService } from '../../../apps/server/src/modules/sentiment';
import { LINKING_CASES, LINKING_MINES } from '../../../apps/server/test/fixtures/linking/cases';
import { evaluate, evaluateHeldOut } from '../../../apps/server/test/fixtures/sentiment/evaluate';
import { SENTENCES } from '../../../apps/server/test/fixtures/sentiment/sentences';
import type { Backend } from '../server';
import { freshStore, signedInApp } from './data';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const REFERENCE_DATE = new Date().toISOString().slice(0, 10);
const DAY = 86_400_000;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The engine alone: no database. */
export function engineFigures(): void {
  const sentiment = createSentimentService();
  const texts = SENTENCES.map(([, text]) => text);
  for (const text of texts) sentiment.analyze(text); // warm the segmenter
  let scored = 0;
  const started = performance.now();
  while (performance.now() - started < 3000) {
    for (const text of texts) sentiment.analyze(text);
    scored += texts.length;
  }
  const perSecond = scored / ((performance.now() - started) / 1000);
  console.log(
    `sentences scored per second: ${perSecond.toFixed(0)} (${texts.length} evaluation sentences, 3 s)`,
  );
  const { sentences, articles } = evaluate(sentiment);
  console.log(
    `evaluation set: sentences ${sentences.items} accuracy ${sentences.accuracy.toFixed(3)} macro-F1 ` +
      `${sentences.macroF1.toFixed(3)}; articles ${articles.items} accuracy ${articles.accuracy.toFixed(3)} ` +
      `macro-F1 ${articles.macroF1.toFixed(3)} (target accuracy ≥ 0.85; the lexicon was written against this set)`,
  );
  const { all, coal } = evaluateHeldOut(sentiment);
  console.log(
    `held-out set: ${all.items} items accuracy ${all.accuracy.toFixed(3)} macro-F1 ${all.macroF1.toFixed(3)}; ` +
      `coal and power ${coal.items} accuracy ${coal.accuracy.toFixed(3)} macro-F1 ${coal.macroF1.toFixed(3)}`,
  );
}

/** The linking cases (everyday short names, Traditional characters): links found as a reader expects. */
function linkingCaseFigures(): void {
  const linker = createLinker(LINKING_MINES);
  let truePositives = 0;
  let predicted = 0;
  let expected = 0;
  let exact = 0;
  for (const { text, mineIds } of LINKING_CASES) {
    const found = linker.link(text).flatMap((link) => (link.mineId === null ? [] : [link.mineId]));
    predicted += found.length;
    expected += mineIds.length;
    truePositives += mineIds.filter((id) => found.includes(id)).length;
    if (found.length === mineIds.length && mineIds.every((id) => found.includes(id))) exact += 1;
  }
  console.log(
    `linking cases: ${exact} of ${LINKING_CASES.length} as expected, precision ${(truePositives / Math.max(predicted, 1)).toFixed(3)} ` +
      `recall ${(truePositives / expected).toFixed(3)}`,
  );
}

/** Mines each demo article is written about, against what the linker finds in its text. */
async function linkingFigures(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  linkingCaseFigures();
  const bus = await ChangeBus.connect(database);
  const records = createMineRepository(database.db);
  const snapshots = await createMineSnapshots({ mines: records, bus });
  const news = await createNews({ db: database.db, snapshots, sentiment: createSentimentService(), bus });
  const mines = news.service.mines().filter((mine) => mine.isSample);
  const linker = createLinker(mines);
  const items = generateDemoArticles(await readProfiles(records, mines), { referenceDate: REFERENCE_DATE });
  let truePositives = 0;
  let predicted = 0;
  let expected = 0;
  for (const item of items) {
    const found = new Set(
      linker
        .link(`${item.title}\n${item.paragraphs.join('\n')}`)
        .flatMap((link) => (link.mineId === null ? [] : [link.mineId])),
    );
    predicted += found.size;
    expected += item.mineIds.length;
    truePositives += item.mineIds.filter((id) => found.has(id)).length;
  }
  console.log(
    `linking on the ${items.length} demo articles (mines): precision ${(truePositives / predicted).toFixed(3)} ` +
      `recall ${(truePositives / expected).toFixed(3)} (${truePositives} of ${expected} expected links, ${predicted} found)`,
  );
}

async function readFigures(app: FastifyInstance, headers: Record<string, string>, label: string) {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  const lists = [
    '/api/news/list',
    '/api/news/list?sentiment=negative',
    `/api/news/list?keyword=${encodeURIComponent('事故')}`,
    `/api/news/list?prefecture=${encodeURIComponent('六盘水市')}`,
    '/api/news/list?sort=relevance&pageNum=3',
  ];
  const list: number[] = [];
  for (let i = 0; i < 60; i++) list.push(await timed(() => get(lists[i % lists.length]!)));
  const dashboard: number[] = [];
  // A new period each time: every call aggregates (the dashboard's cache keys on the period).
  for (let i = 0; i < 20; i++) {
    const dateTo = new Date(Date.now() - i * DAY).toISOString().slice(0, 10);
    dashboard.push(
      await timed(() => get(`/api/news/sentiment/dashboard?dateTo=${dateTo}&granularity=month`)),
    );
  }
  console.log(
    `${label}: /api/news/list median ${median(list).toFixed(1)} ms (5 filter mixes, 60 calls); ` +
      `/api/news/sentiment/dashboard median ${median(dashboard).toFixed(1)} ms (uncached, 20 periods)`,
  );
}

async function run(backend: Backend, articles: number | undefined, label: string, withLinking: boolean) {
  const store = await freshStore(backend);
  try {
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    try {
      await storeDataset(database, generateDataset({ mines: 900, referenceDate: REFERENCE_DATE }), 0);
      if (withLinking) await linkingFigures(database);
      let stored = 0;
      const seedMs = await timed(async () => {
        stored = await seedDemoArticles(database, {
          articles: articles ?? 96,
          referenceDate: REFERENCE_DATE,
        });
      });
      console.log(`${label}: stored ${stored} articles (scored and linked) in ${seedMs.toFixed(0)} ms`);
    } finally {
      await database.close();
    }
    const { app, headers } = await signedInApp(store, { username: 'user', password: 'user1234' });
    try {
      await readFigures(app, headers, label);
    } finally {
      await app.close();
    }
  } finally {
    await store.destroy();
  }
}

export async function newsBench(backend: Backend, { large }: { large: boolean }) {
  await run(backend, undefined, `${backend}, demo data (96 articles)`, true);
  if (large) await run(backend, 50_000, `${backend}, 50,000 articles`, false);
}
