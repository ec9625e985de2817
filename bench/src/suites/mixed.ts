import autocannon from 'autocannon';
import type { RunningServer } from '../server';

const SECTIONS = ['overview', 'geology', 'production', 'safety', 'management'];
const SECONDS = 30;
const CONNECTIONS = 100;

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! * 10) / 10
    : 0;

/** The reads a working day sends, over 19 endpoints, and the profile opens that record views. */
async function mixedRequests(server: RunningServer): Promise<{ reads: Request[]; views: Request[] }> {
  const rows = (
    (await (
      await fetch(`${server.baseUrl}/api/investigation/mine/list?pageSize=40`, { headers: server.headers })
    ).json()) as { rows: { mineId: number; mineName: string; prefecture: string }[] }
  ).rows;
  const ids = rows.map((r) => r.mineId);
  const prefecture = encodeURIComponent(rows[0]?.prefecture ?? '毕节市');
  const json = { 'content-type': 'application/json' };
  const reads: Request[] = [
    { method: 'GET', path: '/api/health' },
    { method: 'GET', path: '/api/system/dict/data/type/mine_production_status' },
    { method: 'GET', path: '/api/system/user/getInfo' },
    { method: 'GET', path: '/api/investigation/mine/list?pageNum=2&pageSize=20' },
    { method: 'GET', path: `/api/investigation/mine/list?prefecture=${prefecture}&pageSize=20` },
    { method: 'GET', path: '/api/investigation/mine/facets' },
    ...rows.slice(0, 3).map((r) => ({
      method: 'GET' as const,
      path: `/api/investigation/baseMine/list?mineName=${encodeURIComponent([...r.mineName].slice(0, 2).join(''))}&pageSize=6`,
    })),
    ...ids.slice(0, 8).flatMap((id, i) => ({
      method: 'GET' as const,
      path: `/api/investigation/mine/${id}/section/${SECTIONS[i % SECTIONS.length]}`,
    })),
    { method: 'GET', path: '/api/desk/recent' },
    { method: 'GET', path: '/api/desk/follows?pageNum=1&pageSize=10' },
    { method: 'GET', path: '/api/desk/licence-expiries' },
    { method: 'POST', path: '/api/message/list', body: '{}', headers: json },
    { method: 'GET', path: '/api/news/list?pageNum=1&pageSize=10' },
    { method: 'GET', path: '/api/news/sources' },
    { method: 'GET', path: '/api/risk/overview' },
    { method: 'GET', path: '/api/mine/regions' },
    { method: 'GET', path: '/api/mine/dataset' },
    { method: 'GET', path: '/api/map/mines' },
    { method: 'GET', path: '/api/alerts/settings' },
  ];
  // Every profile opened records a view: the writes queued beside the reads.
  const views = ids.map((id) => ({ method: 'GET' as const, path: `/api/investigation/mine/${id}/header` }));
  return { reads, views };
}

/** Refuses to measure a request that does not answer 200: a bench of errors would flatter the figure. */
async function checkAnswers(server: RunningServer, requests: Request[]): Promise<void> {
  for (const r of requests) {
    const res = await fetch(server.baseUrl + r.path, {
      method: r.method,
      headers: { ...server.headers, ...r.headers },
      ...(r.body ? { body: r.body } : {}),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${r.method} ${r.path} answered ${res.status}`);
  }
}

/** One request at a time while the load runs: its own latencies, with no other of its requests queued. */
async function probe(server: RunningServer, path: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    await (await fetch(server.baseUrl + path, { headers: server.headers })).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times.sort((a, b) => a - b);
}

/**
 * Issue 31 item 15: mixed reads over 19 endpoints at 100 connections for 30 s, a quarter of them
 * profile opens that queue view writes; p50/p99 of all requests, and of /api/desk/recent (which used to
 * wait for every queued write) probed one at a time beside the load. Target p99 ≤ 300 ms.
 */
export async function mixedSuite(server: RunningServer): Promise<void> {
  const { reads, views } = await mixedRequests(server);
  await checkAnswers(server, [...reads, ...views.slice(0, 2)]);
  // Three reads to one profile open, interleaved so every connection does both.
  const requests = reads.flatMap((r, i) => [r, ...(i % 3 === 2 ? [views[i % views.length]!] : [])]);
  const options = { url: server.baseUrl, headers: server.headers, requests };
  await autocannon({ ...options, connections: 10, duration: 2 });
  let done = false;
  const recent = probe(server, '/api/desk/recent', () => done);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  done = true;
  const recentTimes = await recent;
  console.table([
    {
      measure: `mixed: ${reads.length} read paths + profile opens (19 endpoints), ${CONNECTIONS} conn. × ${SECONDS} s`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    },
    {
      measure: `GET /api/desk/recent beside it, one at a time (${recentTimes.length} requests)`,
      'req/s': '',
      'p50 ms': percentile(recentTimes, 0.5),
      'p99 ms': percentile(recentTimes, 0.99),
      errors: '',
    },
  ]);
  console.log(`mixed p99: ${result.latency.p99} ms (target ≤ 300 ms)`);
}
