import { load, type LoadResult, printLoad } from '../load';
import { type Backend, startServer } from '../server';

const ROUNDS = 3;
const DICT = '/api/system/dict/data/type/mine_production_status';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue 37: the metrics cost < 5 % of a cached read's throughput. Two servers, one with METRICS=off, read
 * in turns (on, off, on, off …) so that both see the same machine; the median round of each is compared.
 */
export async function metricsOverhead(backend: Backend, port: number): Promise<void> {
  const on = await startServer(backend, port);
  const off = await startServer(backend, port + 1, { env: { METRICS: 'off' } });
  try {
    const results: Record<'on' | 'off', LoadResult[]> = { on: [], off: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, server] of [
        ['on', on],
        ['off', off],
      ] as const) {
        results[name].push(
          await load(
            `${DICT} (signed in), metrics ${name}, round ${round + 1}`,
            `${server.baseUrl}${DICT}`,
            server.headers,
            {
              seconds: 6,
            },
          ),
        );
      }
    }
    printLoad([...results.on, ...results.off]);
    const withMetrics = median(results.on.map((r) => r.requestsPerSecond));
    const without = median(results.off.map((r) => r.requestsPerSecond));
    const cost = (1 - withMetrics / without) * 100;
    console.log(
      `cached dictionary read, median of ${ROUNDS} rounds: ${withMetrics} req/s with metrics, ${without} without: cost ${cost.toFixed(1)}% (target < 5%)`,
    );
  } finally {
    await on.stop();
    await off.stop();
  }
}
