import { load, printLatency, printLoad, sequentialLatency } from '../load';
import type { RunningServer } from '../server';

interface ListRow {
  mineId: number;
  mineName: string;
}

const SECTIONS = ['overview', 'geology', 'production', 'safety', 'management'];

/** Distinct typeahead queries taken from the loaded data: whole names, two-character prefixes and typos. */
async function typeaheadPaths(server: RunningServer, count = 90): Promise<string[]> {
  const res = await fetch(
    `${server.baseUrl}/api/investigation/mine/list?pageSize=100&orderByColumn=name&isAsc=asc`,
    { headers: server.headers },
  );
  const rows = ((await res.json()) as { rows: ListRow[] }).rows;
  const queries = rows.flatMap((row) => {
    const chars = [...row.mineName];
    return [row.mineName, chars.slice(0, 2).join(''), [chars[0], '彧', ...chars.slice(2)].join('')];
  });
  return queries
    .slice(0, count)
    .map((q) => `/api/investigation/baseMine/list?mineName=${encodeURIComponent(q)}&pageNum=1&pageSize=6`);
}

/** Issue 5: typeahead throughput against /api/health, and a profile section's latency. */
export async function searchSuite(server: RunningServer): Promise<void> {
  const paths = await typeaheadPaths(server);
  const health = await load('GET /api/health', `${server.baseUrl}/api/health`, {});
  const typeahead = await load(
    `GET baseMine/list (${paths.length} distinct queries)`,
    server.baseUrl,
    server.headers,
    { paths },
  );
  printLoad([health, typeahead]);
  console.log(
    `typeahead / health throughput: ${((typeahead.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(0)}% (target ≥ 50%)`,
  );

  const mines = (
    (await (
      await fetch(`${server.baseUrl}/api/investigation/mine/list?pageSize=20`, { headers: server.headers })
    ).json()) as { rows: ListRow[] }
  ).rows;
  const sections = mines.flatMap((m) =>
    SECTIONS.map((s) => `/api/investigation/mine/${m.mineId}/section/${s}`),
  );
  printLatency([
    await sequentialLatency(
      `profile section (${mines.length} mines × 5 sections)`,
      server.baseUrl,
      server.headers,
      sections,
      1,
    ),
  ]);
}

/** The typeahead's median latency on whatever dataset the server holds (for the 100,000-mine comparison). */
export async function typeaheadLatency(server: RunningServer): Promise<number> {
  const result = await sequentialLatency(
    'baseMine/list, one request at a time',
    server.baseUrl,
    server.headers,
    await typeaheadPaths(server),
  );
  printLatency([result]);
  return result.p50Ms;
}
