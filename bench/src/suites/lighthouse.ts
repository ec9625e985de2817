import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@coal/e2e/chromium';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { type FormFactor, medianFigures, type RunFigures, targetsMissed } from '../lighthouse/summary';
import type { RunningServer } from '../server';

const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function figuresOf(lhr: Result): RunFigures {
  // A load that failed has no score: NaN keeps it out of the median, where 0 would drag it down.
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    lcpElement: lcpElementOf(lhr),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    failing,
  };
}

/** The selector of the element Lighthouse timed as the largest contentful paint, or empty. */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return '';
  for (const table of details.items)
    if (table.type === 'table')
      for (const row of table.items) {
        const node = row.node;
        if (node && typeof node === 'object' && 'selector' in node && typeof node.selector === 'string')
          return node.selector;
      }
  return '';
}

/** Signs in through the login form in the Chrome that Lighthouse drives, so later runs are signed in. */
async function signIn(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('用户名', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill(process.env.ADMIN_PASSWORD ?? 'admin123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.close();
  } finally {
    // Disconnects without closing the browser Lighthouse keeps using.
    await browser.close();
  }
}

/** Empties the HTTP cache but keeps the session in localStorage, so every run is a cold load. */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    await browser.close();
  }
}

async function measure(
  url: string,
  formFactor: FormFactor,
  port: number,
  signedIn: boolean,
): Promise<RunFigures> {
  const runs: RunFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (signedIn) await clearHttpCache(port);
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Signed-in pages keep the session the form created; the login page starts from nothing.
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (error) console.log(`${url} ${formFactor}, run ${i + 1}: ${error.code} (left out of the medians)`);
    runs.push(figuresOf(result.lhr));
  }
  return medianFigures(runs);
}

/**
 * Lighthouse 12 in the system Chromium on the login page, the portal, the search page and a profile,
 * desktop and mobile, median of three cold loads each. Prints scores and LCP/TBT/CLS; the
 * targets it misses are listed, not failed on (timings depend on the machine's load).
 */
export async function lighthouseSuite(server: RunningServer): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'coal-lighthouse-'));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
  });
  const rows: Record<string, string | number>[] = [];
  const lcpElements: string[] = [];
  const missed: string[] = [];
  try {
    const pages = [
      { path: '/login', signedIn: false },
      { path: '/index', signedIn: true },
      { path: '/search', signedIn: true },
      { path: '/mine/1', signedIn: true },
    ];
    let signedIn = false;
    for (const page of pages) {
      if (page.signedIn && !signedIn) {
        await signIn(chrome.port, server.baseUrl);
        signedIn = true;
      }
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const figures = await measure(
          `${server.baseUrl}${page.path}`,
          formFactor,
          chrome.port,
          page.signedIn,
        );
        rows.push({
          page: page.path,
          device: formFactor,
          performance: figures.performance,
          accessibility: figures.accessibility,
          'best practices': figures.bestPractices,
          'FCP ms': figures.fcpMs,
          'LCP ms': figures.lcpMs,
          'TBT ms': figures.tbtMs,
          CLS: figures.cls,
        });
        lcpElements.push(`${page.path} ${formFactor}: ${figures.lcpElement || '(none)'}`);
        for (const miss of targetsMissed(page.path, formFactor, figures))
          missed.push(`${page.path} ${formFactor}: ${miss}`);
        if (figures.failing.length)
          missed.push(`${page.path} ${formFactor}: failing audits ${figures.failing.join(', ')}`);
      }
    }
  } finally {
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
  console.table(rows);
  console.log(`largest contentful paint, of:\n  ${lcpElements.join('\n  ')}`);
  console.log(
    missed.length === 0
      ? 'every page meets its Lighthouse targets'
      : `targets missed:\n  ${missed.join('\n  ')}`,
  );
}
