import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGETS, type Budget, checkBudget } from '../bundle/budget';
import { type Manifest, routeChunks } from '../bundle/route-chunks';

const dist = fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url));
/** Ant Design's providers, around every page but sign-in. */
const ANTD_SHELL = 'src/app/antd-shell.tsx';
const LAYOUT = 'src/app/layout/app-layout.tsx';
/** echarts-gl and claygl: the map loads them only for its 3D view. */
const MAP_3D_PARTS = 'src/features/map/components/gl-parts.ts';
const PAGE = /^src\/app\/routes\/pages\/(.+)-route\.tsx$/;

/** Where each page module is mounted (the registry's paths), for the table. */
const PATHS: Record<string, string> = {
  login: '/login',
  'standalone-not-found': '/not-found',
  home: '/index',
  workplace: '/dashboard/workplace',
  search: '/search',
  mine: '/mine/{id}',
  import: '/form/step',
  'user-info': '/user/info',
  'user-setting': '/user/setting',
  forbidden: '/exception/403',
  'not-found': '/exception/404',
  'server-error': '/exception/500',
  success: '/result/success',
  'error-result': '/result/error',
  comparison: '/peripheralAnalysis/…/{id}',
  'industry-analysis': '/industryAnalysis',
  map: '/map',
  trends: '/trends',
  information: '/information',
  sentiment: '/dashboard/sentiment',
  riskmodel: '/dashboard/riskmodel',
  pivot: '/visualization/multi-dimension-data-analysis',
  production: '/visualization/data-analysis',
};
/** Pages whose first screen is a chart: the charting library is part of what they must show. */
const CHART_PAGES = new Set(['map', 'sentiment']);
/** Pages outside the main layout; sign-in is outside Ant Design's providers too. */
const STANDALONE = new Set(['login', 'standalone-not-found']);
const shellsOf = (name: string): string[] =>
  name === 'login' ? [] : STANDALONE.has(name) ? [ANTD_SHELL] : [ANTD_SHELL, LAYOUT];
/** Charting libraries load only with a chart, never with a page's first screen. */
const CHART_LIBRARIES = /node_modules\/(echarts|echarts-gl|zrender)\//;
/** The schema library loads with a page's first answer; only pages that read their URL with it load it first. */
const SCHEMA_LIBRARY = /node_modules\/zod\//;
/**
 * What no page may load: a library's development build, and Ant Design's run-time CSS compiler, which
 * no page needs under zeroRuntime (antd-static-styles.mjs).
 */
const NEVER_LOADED =
  /node_modules\/(react-router\/dist\/development\/|react(-dom)?\/cjs\/[^/]*\.development\.js|stylis\/)/;
const SCHEMA_PAGES = new Set([
  'comparison',
  'import',
  'industry-analysis',
  'map',
  'news-admin',
  'trends',
  'user-setting',
]);

function budgetOf(name: string): Budget {
  if (name === 'login') return BUDGETS.login;
  if (name === 'workplace') return BUDGETS.workplace;
  return BUDGETS.other;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const sourcesCache = new Map<string, string[]>();
/** Whether a chunk holds a library, read from its source map. */
function holds(file: string, library: RegExp): boolean {
  let sources = sourcesCache.get(file);
  if (!sources) {
    const map = join(dist, `${file}.map`);
    sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    sourcesCache.set(file, sources);
  }
  return sources.some((source) => library.test(source));
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/**
 * Each route's first-load JavaScript (the entry, the providers and layout the page sits in, the page
 * and their static imports), gzipped, against its budget. Returns false when any route breaks one.
 */
export function bundleSuite(): boolean {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = Object.keys(manifest)
    .map((key) => ({ key, name: PAGE.exec(key)?.[1] }))
    .filter((p): p is { key: string; name: string } => p.name !== undefined)
    .sort((a, b) => (PATHS[a.name] ?? a.name).localeCompare(PATHS[b.name] ?? b.name));

  const verdicts = pages.map(({ key, name }) => {
    const route = PATHS[name] ?? name;
    const chunks = routeChunks(
      manifest,
      [ANTD_SHELL, LAYOUT],
      { route, page: key, shells: shellsOf(name) },
      pages.map((p) => p.key),
    );
    const budget = budgetOf(name);
    const size = {
      route,
      firstLoadBytes: sum(chunks.firstLoad),
      ownBytes: sum(chunks.own),
      budget,
      forbidden: [
        ...(CHART_PAGES.has(name)
          ? []
          : [...chunks.firstLoad].filter((file) => holds(file, CHART_LIBRARIES))),
        ...(SCHEMA_PAGES.has(name)
          ? []
          : [...chunks.firstLoad].filter((file) => holds(file, SCHEMA_LIBRARY))),
        ...[...chunks.firstLoad].filter((file) => holds(file, NEVER_LOADED)),
      ],
    };
    return { size, verdict: checkBudget(size) };
  });

  console.table(
    verdicts.map(({ size, verdict }) => ({
      route: size.route,
      'first load KB gzip': kb(size.firstLoadBytes),
      'own KB gzip': kb(size.ownBytes),
      budget:
        size.budget.firstLoad !== undefined
          ? `first load ≤ ${kb(size.budget.firstLoad)}`
          : `own ≤ ${kb(size.budget.own ?? 0)}`,
      verdict: verdict.ok ? 'ok' : `OVER: ${verdict.problems.join('; ')}`,
    })),
  );
  const gl = manifest[MAP_3D_PARTS];
  if (gl) {
    // Not in the route's budget: the 3D view asks for it after the page's first screen, the 2D view never.
    console.log(
      `/map's 3D view also loads ${gl.file}: ${kb(gzipBytes(gl.file))} KB gzip (echarts-gl, claygl)`,
    );
  }
  const failed = verdicts.filter(({ verdict }) => !verdict.ok);
  console.log(
    failed.length === 0
      ? `every route within its budget (${verdicts.length} routes)`
      : `${failed.length} of ${verdicts.length} routes over budget: ${failed.map((f) => f.size.route).join(', ')}`,
  );
  return failed.length === 0;
}
