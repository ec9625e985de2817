import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { printLatency } from './load';
import { withLoadReport } from './machine-load';
import { helpText, parseOptions } from './options';
import { type Backend, startServer } from './server';
import { analysisSuite, neighboursLatency, pivotLatency } from './suites/analysis';
import { bundleSuite } from './suites/bundle';
import { companyBench } from './suites/company';
import { dataBench, generationFigures } from './suites/data';
import { lighthouseSuite } from './suites/lighthouse';
import { mapApiFigures, mapFirstFrame } from './suites/map';
import { metricsOverhead } from './suites/metrics';
import { mixedSuite } from './suites/mixed';
import { engineFigures, newsBench } from './suites/news';
import { platformSuite } from './suites/platform';
import { productionBench } from './suites/production';
import { readsSuite, typeaheadP90 } from './suites/reads';
import { riskBench } from './suites/risk';
import { registerBench } from './suites/register';
import { searchSuite, typeaheadLatency } from './suites/search';

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\n${helpText()}`);
  process.exit(2);
}
if (options.help) {
  console.log(helpText());
  process.exit(0);
}

const wants = (name: (typeof options.suites)[number]) => options.suites.includes(name);
const port = Number(process.env.BENCH_PORT ?? 8290);
const backends: Backend[] = options.pgliteOnly ? ['pglite'] : ['pglite', 'postgres'];
let failed = false;

if (options.build) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

if (wants('bundle')) {
  const ok = await withLoadReport('web bundle', () => bundleSuite());
  if (!ok) failed = true;
}

const serverSuites = (['platform', 'search', 'reads', 'mixed', 'analysis', 'map'] as const).filter(wants);
if (wants('news')) await withLoadReport('sentiment engine', () => engineFigures());
if (wants('data')) await withLoadReport('demo data generation', () => generationFigures());

for (const backend of serverSuites.length > 0 ||
wants('data') ||
wants('risk') ||
wants('production') ||
wants('register') ||
wants('company') ||
wants('news') ||
wants('metrics')
  ? backends
  : []) {
  console.log(`\n=== ${backend === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL'} ===`);
  if (serverSuites.length > 0) {
    const server = await startServer(backend, port);
    try {
      if (wants('platform')) await withLoadReport('platform', () => platformSuite(server));
      if (wants('search')) await withLoadReport('search', () => searchSuite(server));
      if (wants('reads')) await withLoadReport('reads, demo data', () => readsSuite(server, 0.5));
      if (wants('mixed')) await withLoadReport('mixed reads and view writes', () => mixedSuite(server));
      if (options.large && wants('reads')) {
        // List and typeahead read mine rows only: the large store holds 100,000 of them without their tables.
        await withLoadReport('reads, 100,000 mines (mine rows only)', async () => {
          const demo = await typeaheadP90(server);
          const big = await startServer(backend, port + 1, { seedMines: 100_000, minesOnly: true });
          try {
            await readsSuite(big, 0.25);
            const p90 = await typeaheadP90(big);
            console.log(
              `typeahead p90 with 100,000 mines / with the demo data: ${(p90 / demo).toFixed(2)}× (target ≤ 3×)`,
            );
          } finally {
            await big.stop();
          }
        });
      }
      if (wants('analysis')) {
        const demo = await withLoadReport('analysis, demo data', () => analysisSuite(server));
        if (options.large && demo) {
          // The neighbour query reads mine rows only: the large store holds 100,000 of them without their tables.
          await withLoadReport('neighbours: demo data vs 100,000 mines (mine rows only)', async () => {
            const big = await startServer(backend, port + 1, { seedMines: 100_000, minesOnly: true });
            try {
              const large = await neighboursLatency(big);
              printLatency(large);
              // The pivot over mine rows alone: count and capacity by prefecture and status, 100,000 mines.
              printLatency(await pivotLatency(big));
              large.forEach((figure, i) =>
                console.log(
                  `${figure.label}: median with 100,000 mines / with the demo data: ${(figure.p50Ms / demo[i]!.p50Ms).toFixed(2)}× (target ≤ 3×)`,
                ),
              );
            } finally {
              await big.stop();
            }
          });
        }
      }
      if (wants('map')) {
        await withLoadReport('map, demo data', async () => {
          await mapApiFigures(server, 'demo data');
          // The page's drawing does not depend on the database: measured once, on the first.
          if (backend === backends[0]) await mapFirstFrame(server, 'demo data');
        });
        if (options.large) {
          // The map reads mine rows only: the large store holds 100,000 of them without their tables.
          await withLoadReport('map, 100,000 mines (mine rows only)', async () => {
            const big = await startServer(backend, port + 1, { seedMines: 100_000, minesOnly: true });
            try {
              await mapApiFigures(big, '100,000 mines');
              if (backend === backends[0]) await mapFirstFrame(big, '100,000 mines', 300_000);
            } finally {
              await big.stop();
            }
          });
        }
      }
      if (options.large && wants('search')) {
        // The typeahead reads only mine rows: the large store holds 100,000 of them without their tables.
        await withLoadReport('typeahead latency: demo data vs 100,000 mines (mine rows only)', async () => {
          const demo = await typeaheadLatency(server);
          const big = await startServer(backend, port + 1, { seedMines: 100_000, minesOnly: true });
          try {
            const p50 = await typeaheadLatency(big);
            console.log(
              `median with 100,000 mines / with the demo data: ${(p50 / demo).toFixed(2)}× (target ≤ 3×)`,
            );
          } finally {
            await big.stop();
          }
        });
      }
    } finally {
      await server.stop();
    }
  }
  if (wants('data'))
    await withLoadReport('data (demo dataset and import)', () =>
      dataBench(backend, { large: options.large }),
    );
  if (wants('risk')) await withLoadReport('risk model', () => riskBench(backend, { large: options.large }));
  if (wants('production'))
    await withLoadReport('production analysis', () => productionBench(backend, { large: options.large }));
  if (wants('register'))
    await withLoadReport('mine register', () => registerBench(backend, { large: options.large }));
  if (wants('company'))
    await withLoadReport('companies', () => companyBench(backend, { large: options.large }));
  if (wants('metrics')) await withLoadReport('metrics overhead', () => metricsOverhead(backend, port + 2));
  if (wants('news'))
    await withLoadReport('news and sentiment', () => newsBench(backend, { large: options.large }));
}

if (wants('lighthouse')) {
  // The browser figures depend on the web app and the server's HTTP behaviour, not on the database.
  const server = await startServer('pglite', port);
  try {
    await withLoadReport('lighthouse', () => lighthouseSuite(server));
  } finally {
    await server.stop();
  }
}

if (failed) {
  console.error('\nbench: a budget was exceeded (see above)');
  process.exitCode = 1;
}
