/** What `npm run bench -- …` accepts. */
export const SUITES = {
  bundle: 'each route’s first-load JavaScript (gzip) against its budget; fails when a route is over',
  platform: 'dictionary and health throughput (autocannon), per database',
  metrics:
    'a cached dictionary read with the metrics on and off (METRICS=off), in turns, per database: their cost (target < 5%)',
  register:
    'the mine register: a page of 100 rows (distinct queries, uncached), median, as a ratio to one read of the rows it chooses from; with 100,000 mines unless --no-large',
  search: 'typeahead throughput and latency, profile sections; with 100,000 mines unless --no-large',
  reads:
    'profile sections and the mine list beside /api/health at 50 connections; typeahead p90; with 100,000 mines unless --no-large',
  mixed:
    'mixed reads over 19 endpoints at 100 connections × 30 s while profile opens queue view writes: p50/p99, and /api/desk/recent beside it',
  data: 'generating 12,000 mines; demo dataset generation and load and import throughput, per database',
  analysis:
    'neighbours, seam and coal-quality comparison, area figures (p50, one at a time); neighbours with 100,000 mines unless --no-large',
  map: '/api/map/mines body size (gzip) and median, built and cached; time to the first drawn frame of /map in 3D and 2D (headless Chromium); with 100,000 mines unless --no-large',
  lighthouse: 'Lighthouse 12 on /login, /index, /search, /mine/1, desktop and mobile, median of 3',
  risk: 'risk model: full recomputation, mine score and overview medians, back-test; with 100,000 mines unless --no-large',
  production:
    'production analysis medians (province, prefecture, county) as ratios to one read of the rows it reads; with 100,000 mines unless --no-large',
  company:
    'companies: the card list (first answer and median) and the company profile median, as ratios to one read of the rows the index reads; with 100,000 mines unless --no-large',
  news: 'sentences scored per second, evaluation accuracy and macro-F1, linking precision and recall, /trends list and dashboard medians; with 50,000 articles unless --no-large',
} as const;
export type SuiteName = keyof typeof SUITES;

export const FLAGS = {
  '--pglite-only': 'skip PostgreSQL (server suites run on the embedded database only)',
  '--no-large': 'skip the 100,000-mine figures',
  '--no-build': 'use the apps as last built instead of building them first',
  '--help': 'print this and run nothing',
} as const;

export interface BenchOptions {
  help: boolean;
  suites: SuiteName[];
  pgliteOnly: boolean;
  large: boolean;
  build: boolean;
}

const isSuite = (name: string): name is SuiteName => Object.hasOwn(SUITES, name);

/** Reads the command line; unknown suites or flags are errors that name what is accepted. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const names = argv.filter((a) => !a.startsWith('-'));
  const flags = argv.filter((a) => a.startsWith('-'));
  for (const flag of flags) {
    if (flag !== '-h' && !Object.hasOwn(FLAGS, flag))
      throw new Error(`unknown flag ${flag}; flags: ${Object.keys(FLAGS).join(', ')}`);
  }
  for (const name of names) {
    if (!isSuite(name)) throw new Error(`unknown suite ${name}; suites: ${Object.keys(SUITES).join(', ')}`);
  }
  const suites = names.filter(isSuite);
  return {
    help: flags.includes('--help') || flags.includes('-h'),
    suites: suites.length > 0 ? suites : (Object.keys(SUITES) as SuiteName[]),
    pgliteOnly: flags.includes('--pglite-only'),
    large: !flags.includes('--no-large'),
    build: !flags.includes('--no-build'),
  };
}

export function helpText(): string {
  const pad = (s: string) => s.padEnd(16);
  return [
    'npm run bench -- [suite …] [flag …]',
    '',
    'Suites (all of them when none is named):',
    ...Object.entries(SUITES).map(([name, what]) => `  ${pad(name)}${what}`),
    '',
    'Flags:',
    ...Object.entries(FLAGS).map(([flag, what]) => `  ${pad(flag)}${what}`),
    '',
    'Environment: BENCH_PORT (first of two ports, default 8290), BENCH_DATABASE_URL (PostgreSQL admin URL).',
  ].join('\n');
}
