// Screenshots of the production analysis (/visualization/data-analysis): the province, a prefecture over
// a span with a drill note open, in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/production.mjs [baseURL]`.
// Writes PNGs to e2e/.artifacts/screenshots/production/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8194';

/** Charts draw as they near the screen: each one brought into view, top to bottom, then the top again. */
async function drawEveryChart(page) {
  for (const chart of ['output', 'prefecture', 'capacity', 'status', 'share', 'openings']) {
    const box = page.locator(`[data-testid=production-chart-${chart}]`);
    await box.scrollIntoViewIfNeeded();
    await box.locator('canvas').first().waitFor();
  }
  await page.evaluate(() => globalThis.scrollTo(0, 0));
}

await forEachVariant(
  'production',
  async ({ page, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/visualization/data-analysis`);
    await drawEveryChart(page);
    await shoot('province', { fullPage: true });
    await page.goto(
      `${base}/visualization/data-analysis?prefecture=${encodeURIComponent('毕节市')}&from=2016`,
    );
    await page.locator('[data-testid=production-chart-output] canvas').first().waitFor();
    await shoot('prefecture');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
