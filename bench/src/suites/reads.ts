import { load, type LoadResult, printLatency, printLoad, sequentialLatency } from '../load';
import type { RunningServer } from '../server';

const SECTIONS = ['overview', 'geology', 'production', 'safety', 'management'];

/** Filter combinations a search page sends, each with the pages a user clicks through. */
function listPaths(prefectures: string[]): { plain: string[]; filtered: string[] } {
  const pages = [1, 2, 3, 4, 5];
  const plain = pages.map((p) => `/api/investigation/mine/list?pageNum=${p}&pageSize=20`);
  const filters = [
    ...prefectures.map((p) => `prefecture=${encodeURIComponent(p)}`),
    'productionStatus=1&gasGrade=3',
    'productionStatus=1,6&capacityMin=45',
    'gasGrade=2,3&coalRank=WY&orderByColumn=name&isAsc=asc',
    `company=${encodeURIComponent('能源')}`,
    'mineName=kuang&orderByColumn=updatedAt',
  ];
  const filtered = filters.flatMap((f) =>
    pages.slice(0, 3).map((p) => `/api/investigation/mine/list?${f}&pageNum=${p}&pageSize=20`),
  );
  return { plain, filtered };
}

const ratio = (part: LoadResult, whole: LoadResult) => part.requestsPerSecond / whole.requestsPerSecond;

/**
 * Issue 9: reads that must not wait on the database, at 50 connections beside /api/health (which touches
 * no database) in one run: profile sections and the mine list with and without filters.
 */
export async function readsSuite(server: RunningServer, target: number): Promise<void> {
  const rows = (
    (await (
      await fetch(`${server.baseUrl}/api/investigation/mine/list?pageSize=20`, { headers: server.headers })
    ).json()) as { rows: { mineId: number; prefecture: string }[] }
  ).rows;
  const sections = rows.flatMap((m) =>
    SECTIONS.map((s) => `/api/investigation/mine/${m.mineId}/section/${s}`),
  );
  const { plain, filtered } = listPaths([...new Set(rows.map((r) => r.prefecture))].slice(0, 4));
  const health = await load('GET /api/health', `${server.baseUrl}/api/health`, {});
  const results = [
    health,
    await load(`profile section (${sections.length} paths)`, server.baseUrl, server.headers, {
      paths: sections,
    }),
    await load(`mine list, 20 rows, no filter (${plain.length} pages)`, server.baseUrl, server.headers, {
      paths: plain,
    }),
    await load(`mine list, 20 rows, filtered (${filtered.length} paths)`, server.baseUrl, server.headers, {
      paths: filtered,
    }),
  ];
  printLoad(results);
  for (const result of results.slice(1))
    console.log(
      `${result.label} / health: ${(ratio(result, health) * 100).toFixed(0)}% (target ≥ ${target * 100}%)`,
    );
}

/** The typeahead's p90, one request at a time, on whatever dataset the server holds. */
export async function typeaheadP90(server: RunningServer): Promise<number> {
  const names = (
    (await (
      await fetch(`${server.baseUrl}/api/investigation/mine/list?pageSize=60&orderByColumn=name&isAsc=asc`, {
        headers: server.headers,
      })
    ).json()) as { rows: { mineName: string }[] }
  ).rows.map((r) => r.mineName);
  // Whole names, two-character prefixes (the long tail: many names share them) and one-character typos.
  const queries = names.flatMap((name) => {
    const chars = [...name];
    return [name, chars.slice(0, 2).join(''), [chars[0], '彧', ...chars.slice(2)].join('')];
  });
  const result = await sequentialLatency(
    'baseMine/list, one request at a time',
    server.baseUrl,
    server.headers,
    queries.map((q) => `/api/investigation/baseMine/list?mineName=${encodeURIComponent(q)}&pageSize=6`),
  );
  printLatency([result]);
  return result.p90Ms;
}
