import { type Backend, startServer } from './server';
import { serverSuites } from './suites';
import { dataBench } from './suites/data';

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const backends: Backend[] = process.argv.includes('--pglite-only') ? ['pglite'] : ['pglite', 'postgres'];

for (const backend of backends) {
  console.log(`\n=== ${backend === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL'} ===`);
  const server = await startServer(backend, 8290);
  try {
    for (const suite of serverSuites) {
      if (only.length && !only.includes(suite.name)) continue;
      console.log(`\n--- ${suite.name} ---`);
      await suite.run(server);
    }
  } finally {
    await server.stop();
  }
  if (!only.length || only.includes('data')) {
    console.log('\n--- data (demo dataset and import) ---');
    await dataBench(backend, { large: !process.argv.includes('--no-large') });
  }
}
