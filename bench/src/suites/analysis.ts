import { type LatencyResult, printLatency, sequentialLatency } from '../load';
import type { RunningServer } from '../server';

/** Mines to ask about: the first page of the list (the largest mines), spread over the province. */
async function subjects(server: RunningServer, count = 20): Promise<number[]> {
  const res = await fetch(`${server.baseUrl}/api/investigation/mine/list?pageSize=${count}`, {
    headers: server.headers,
  });
  return ((await res.json()) as { rows: { mineId: number }[] }).rows.map((r) => r.mineId);
}

/**
 * The neighbour call alone, one request at a time: as the page asks (up to 200 mines), and for the 10
 * nearest, whose answer is the same size on any dataset, so that it times the index search alone.
 */
export async function neighboursLatency(server: RunningServer): Promise<LatencyResult[]> {
  const ids = await subjects(server);
  return [
    await sequentialLatency(
      'neighbours, 20 km',
      server.baseUrl,
      server.headers,
      ids.map((id) => `/api/analysis/neighbours/${id}?radiusKm=20`),
    ),
    await sequentialLatency(
      'neighbours, 20 km, the 10 nearest',
      server.baseUrl,
      server.headers,
      ids.map((id) => `/api/analysis/neighbours/${id}?radiusKm=20&limit=10`),
    ),
  ];
}

const PIVOT_MEASURES =
  'count,capacity,output,accidents,deaths,penalties,penaltyAmount,dishonest,negativeNews';

/** Issue 38: two-dimension pivots over every mine, aggregated by the database, 20 requests each. */
export async function pivotLatency(server: RunningServer): Promise<LatencyResult[]> {
  const times = (path: string) => Array<string>(20).fill(path);
  return [
    await sequentialLatency(
      'pivot, prefecture × status, count',
      server.baseUrl,
      server.headers,
      times('/api/visualization/pivot?rows=prefecture&cols=productionStatus&measures=count'),
    ),
    await sequentialLatency(
      'pivot, prefecture × scale class, every measure',
      server.baseUrl,
      server.headers,
      times(`/api/visualization/pivot?rows=prefecture&cols=scaleClass&measures=${PIVOT_MEASURES}`),
    ),
    await sequentialLatency(
      'pivot, owner group × production year, count and output',
      server.baseUrl,
      server.headers,
      times('/api/visualization/pivot?rows=ownerGroup&cols=year&measures=count,output'),
    ),
    await sequentialLatency(
      'pivot, county × risk band, count and capacity',
      server.baseUrl,
      server.headers,
      times('/api/visualization/pivot?rows=county&cols=riskBand&measures=count,capacity'),
    ),
  ];
}

/**
 * Issue 13: neighbours, seam and coal-quality comparison (median under 30 ms on the demo data) and the
 * area figures at 50 km (median under 100 ms), one request at a time.
 */
export async function analysisSuite(server: RunningServer): Promise<LatencyResult[]> {
  const ids = await subjects(server);
  const each = (label: string, path: (id: number) => string) =>
    sequentialLatency(label, server.baseUrl, server.headers, ids.map(path));
  const neighbours = await neighboursLatency(server);
  const results = [
    ...neighbours,
    await each('seam comparison, 20 km', (id) => `/api/analysis/${id}/seams?radiusKm=20`),
    await each('coal-quality comparison, 20 km', (id) => `/api/analysis/${id}/coal-quality?radiusKm=20`),
    await each('area analysis around a mine, 50 km', (id) => `/api/analysis/area?mineId=${id}&radiusKm=50`),
    await each(
      'mine list within 50 km of a mine',
      (id) => `/api/investigation/mine/list?nearMine=${id}&radiusKm=50`,
    ),
    ...(await pivotLatency(server)),
  ];
  printLatency(results);
  console.log('targets: neighbours, seams, coal quality p50 < 30 ms; area at 50 km p50 < 100 ms');
  return neighbours;
}
