import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** Autocannon at 50 connections for a few seconds after a short warm-up. */
export async function load(
  label: string,
  url: string,
  headers: Record<string, string>,
  seconds = 8,
): Promise<LoadResult> {
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const result = await autocannon({ url, headers, connections: 50, duration: seconds });
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
