import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WEBGL_ARGS } from '@coal/e2e/chromium';
import { type LatencyResult, printLatency, sequentialLatency } from '../load';
import type { RunningServer } from '../server';

/** Filters that each make their own list (the server caches one body per filter and data version). */
const FILTERS = [
  '',
  'productionStatus=1',
  'productionStatus=4',
  'productionStatus=1,2',
  'gasGrade=3',
  'coalRank=1',
  'scale=3',
  'prefecture=六盘水市',
  'prefecture=毕节市',
  'prefecture=遵义市',
].map((q) => `/api/map/mines${q ? `?${encodeURI(q)}` : ''}`);

/** The bytes a browser receives for a path when it accepts gzip, and the uncompressed length. */
function bodySizes(server: RunningServer, path: string): Promise<{ gzip: number; plain: number }> {
  const sized = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.baseUrl}${path}`,
        { headers: { ...server.headers, 'accept-encoding': encoding } },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve(bytes));
        },
      );
      req.on('error', reject);
      req.end();
    });
  return Promise.all([sized('gzip'), sized('identity')]).then(([gzip, plain]) => ({ gzip, plain }));
}

/** Each filter's first call: the list is built from the snapshot, not served from the cache. */
async function firstCalls(server: RunningServer): Promise<LatencyResult> {
  const times: number[] = [];
  for (const path of FILTERS) {
    const started = performance.now();
    const res = await fetch(server.baseUrl + path, { headers: server.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]! * 100) / 100;
  return {
    label: 'map mines, first call per filter (built)',
    requests: times.length,
    p50Ms: at(0.5),
    p90Ms: at(0.9),
  };
}

export interface MapApiFigures {
  mines: number;
  gzipBytes: number;
  first: LatencyResult;
  cached: LatencyResult;
}

/** `/api/map/mines`: the whole province's body size and the call's median, built and cached. */
export async function mapApiFigures(server: RunningServer, label: string): Promise<MapApiFigures> {
  const first = await firstCalls(server);
  const cached = await sequentialLatency(
    'map mines, again (cached body)',
    server.baseUrl,
    server.headers,
    FILTERS,
  );
  const sizes = await bodySizes(server, FILTERS[0]!);
  const all = (await (await fetch(server.baseUrl + FILTERS[0], { headers: server.headers })).json()) as {
    data: { all: number };
  };
  printLatency([first, cached]);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  console.log(
    `${label}: ${all.data.all.toLocaleString('en-US')} mines; whole province ${mb(sizes.plain)} MB, ` +
      `${mb(sizes.gzip)} MB gzip (target < 2 MB); median ${first.p50Ms} ms built, ${cached.p50Ms} ms cached ` +
      '(target < 300 ms)',
  );
  return { mines: all.data.all, gzipBytes: sizes.gzip, first, cached };
}

const RUNS = 3;

/**
 * Run in the page on every frame (this package has no DOM types: the probe is page script text): the
 * time since navigation once the map's canvases hold several colours, else false.
 */
const FIRST_FRAME_PROBE = `(() => {
  const chart = document.querySelector('.map-page .echart-canvas');
  const canvases = chart ? Array.from(chart.querySelectorAll('canvas')) : [];
  if (!chart || canvases.length === 0) return false;
  const rect = chart.getBoundingClientRect();
  const out = document.createElement('canvas');
  out.width = Math.round(rect.width / 4);
  out.height = Math.round(rect.height / 4);
  const ctx = out.getContext('2d');
  for (const canvas of canvases) ctx.drawImage(canvas, 0, 0, out.width, out.height);
  const data = ctx.getImageData(0, 0, out.width, out.height).data;
  const colours = new Set();
  for (let i = 0; i < data.length; i += 12)
    if (data[i + 3] > 0) colours.add(((data[i] >> 5) << 6) | ((data[i + 1] >> 5) << 3) | (data[i + 2] >> 5));
  return colours.size > 5 ? performance.now() : false;
})()`;

/** Milliseconds from navigation to the first frame that shows the map: the canvas holds several colours. */
async function firstFrameMs(
  server: RunningServer,
  token: string,
  path: string,
  timeoutMs: number,
): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...WEBGL_ARGS],
  });
  try {
    // A fresh context: a cold HTTP cache, the session already in storage (as after signing in).
    // The probe is script text, which the page's CSP (no 'unsafe-eval') would refuse; the app never evals.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      bypassCSP: true,
    });
    await context.addInitScript({ content: `localStorage.setItem('token', ${JSON.stringify(token)})` });
    const page = await context.newPage();
    await page.goto(server.baseUrl + path, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(FIRST_FRAME_PROBE, undefined, {
      polling: 'raf',
      timeout: timeoutMs,
    });
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await browser.close();
  }
}

/** Time to the first drawn frame of /map in 3D and in 2D, headless Chromium (SwiftShader), median of 3. */
export async function mapFirstFrame(
  server: RunningServer,
  label: string,
  timeoutMs = 120_000,
): Promise<void> {
  const token = server.headers.authorization!.replace(/^Bearer /, '');
  const rows: Record<string, string | number>[] = [];
  for (const [view, path] of [
    ['3D (bars)', '/map'],
    ['2D', '/map?mode=2d'],
  ] as const) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await firstFrameMs(server, token, path, timeoutMs));
    runs.sort((a, b) => a - b);
    rows.push({ data: label, view, 'first frame ms (median of 3)': runs[1]!, runs: runs.join(' / ') });
  }
  console.table(rows);
}
