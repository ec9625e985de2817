import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface LoadOptions {
  seconds?: number;
  connections?: number;
  /** Paths each connection cycles through, so a cache of one answer cannot flatter the figure. */
  paths?: string[];
}

/** Autocannon (50 connections unless told) for a few seconds after a short warm-up. */
export async function load(
  label: string,
  url: string,
  headers: Record<string, string>,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const { seconds = 8, connections = 50, paths } = options;
  const requests = paths?.map((path) => ({ method: 'GET' as const, path }));
  await autocannon({ url, headers, connections: 10, duration: 1, requests });
  const result = await autocannon({ url, headers, connections, duration: seconds, requests });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printLoad(results: LoadResult[]): void {
  console.table(
    results.map((r) => ({
      endpoint: r.label,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
    })),
  );
}

export interface LatencyResult {
  label: string;
  requests: number;
  p50Ms: number;
  p90Ms: number;
}

/** One request at a time, timed in-process to a hundredth of a millisecond (autocannon rounds to whole ms). */
export async function sequentialLatency(
  label: string,
  baseUrl: string,
  headers: Record<string, string>,
  paths: string[],
  rounds = 3,
): Promise<LatencyResult> {
  for (const path of paths.slice(0, 20)) await (await fetch(baseUrl + path, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      const res = await fetch(baseUrl + path, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]! * 100) / 100;
  return { label, requests: times.length, p50Ms: at(0.5), p90Ms: at(0.9) };
}

export function printLatency(results: LatencyResult[]): void {
  console.table(
    results.map((r) => ({ measure: r.label, requests: r.requests, 'p50 ms': r.p50Ms, 'p90 ms': r.p90Ms })),
  );
}
