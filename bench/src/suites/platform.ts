import { load, printLoad } from '../load';
import type { RunningServer } from '../server';

/** Issue 2: dictionaries are served from memory and must hold ≥ 60% of /api/health's throughput. */
export async function platformSuite(server: RunningServer): Promise<void> {
  const health = await load('GET /api/health', `${server.baseUrl}/api/health`, {});
  const dict = await load(
    'GET /api/system/dict/data/type/mine_production_status (signed in)',
    `${server.baseUrl}/api/system/dict/data/type/mine_production_status`,
    server.headers,
  );
  printLoad([health, dict]);
  const ratio = dict.requestsPerSecond / health.requestsPerSecond;
  console.log(`dictionary / health throughput: ${(ratio * 100).toFixed(0)}% (target ≥ 60%)`);
}
