import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8190);
const dataDir = mkdtempSync(join(tmpdir(), 'coal-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 60_000,
  // What a user waits for can take longer than 10 s on two cores shared with other test runs (a reload
  // loading its chunks at load 15+); waiting longer hides no failure, it only reports one later.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Pop-ups open at once, as for a user who asks for less motion: an item clicked while its menu still
    // slides in is retried with a scroll, and the menu, realigned late on a busy machine, takes the click
    // on its neighbour. reduced-motion.spec.ts checks both settings.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    // The built app on the real server, on a fresh embedded database with the demo data; in the Prism run
    // (run.mjs --prism) behind Prism's validating proxy.
    command: process.env.E2E_PRISM ? 'node prism/serve.mjs' : 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The whole suite browses from one address; the API tests cover the rate limits.
      RATE_LIMIT_PER_MINUTE: '0',
      JWT_TTL_SECONDS: '28800',
      // The news-admin specs serve their feeds from this machine, as an intranet news site would be.
      FEED_ALLOW_HOSTS: '127.0.0.1',
      // Lets several builds be tested side by side, each from its own output folder.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
