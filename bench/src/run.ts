import { type Backend, startServer } from './server';
import { serverSuites } from './suites';
import { typeaheadLatency } from './suites/search';
import { bundleSuite } from './suites/bundle';
import { dataBench } from './suites/data';

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const backends: Backend[] = process.argv.includes('--pglite-only') ? ['pglite'] : ['pglite', 'postgres'];
const large = !process.argv.includes('--no-large');
const wants = (name: string) => !only.length || only.includes(name);

if (wants('bundle')) {
  console.log('\n--- web bundle ---');
  bundleSuite();
}

for (const backend of backends) {
  console.log(`\n=== ${backend === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL'} ===`);
  const server = await startServer(backend, 8290);
  try {
    for (const suite of serverSuites) {
      if (only.length && !only.includes(suite.name)) continue;
      console.log(`\n--- ${suite.name} ---`);
      await suite.run(server);
    }
    if (large && wants('search')) {
      // The typeahead reads only mine rows: the large store holds 100,000 of them without their tables.
      console.log('\n--- typeahead latency: demo data vs 100,000 mines (mine rows only) ---');
      const demo = await typeaheadLatency(server);
      const big = await startServer(backend, 8291, { seedMines: 100_000, minesOnly: true });
      try {
        const p50 = await typeaheadLatency(big);
        console.log(
          `median with 100,000 mines / with the demo data: ${(p50 / demo).toFixed(2)}× (target ≤ 3×)`,
        );
      } finally {
        await big.stop();
      }
    }
  } finally {
    await server.stop();
  }
  if (wants('data')) {
    console.log('\n--- data (demo dataset and import) ---');
    await dataBench(backend, { large });
  }
}
