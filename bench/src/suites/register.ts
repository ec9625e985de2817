import { printLatency, type LatencyResult } from '../load';
import type { RunningServer } from '../server';

/** Distinct register pages of 100 rows: every sort and condition differs, so no answer comes from the cache. */
function registerQueries(count = 30): object[] {
  const sorts = [
    [{ field: 'name', dir: 'asc' }],
    [
      { field: 'productionType', dir: 'asc' },
      { field: 'capacity', dir: 'desc' },
    ],
    [{ field: 'riskScore', dir: 'desc' }],
    [
      { field: 'prefecture', dir: 'asc' },
      { field: 'penaltyCount', dir: 'desc' },
    ],
    [{ field: 'updateTime', dir: 'desc' }],
  ];
  return Array.from({ length: count }, (_, i) => ({
    conditions: [{ field: 'capacity', op: 'range', values: [String(i % 10), ''] }],
    sort: sorts[i % sorts.length],
    pageNum: 1 + Math.floor(i / 10),
    pageSize: 100,
  }));
}

/** The median of POST /api/mine/register for a page of 100 rows, one request at a time. */
export async function registerLatency(server: RunningServer, label: string): Promise<LatencyResult> {
  const times: number[] = [];
  for (const body of registerQueries()) {
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/mine/register`, {
      method: 'POST',
      headers: { ...server.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`register answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]! * 100) / 100;
  const result = { label, requests: times.length, p50Ms: at(0.5), p90Ms: at(0.9) };
  printLatency([result]);
  return result;
}
