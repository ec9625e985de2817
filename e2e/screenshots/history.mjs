// Screenshots of a mine's change history and of its profile on a past day, in both themes, both
// languages, desktop and phone.
// Usage: start the built server, change a mine by an import, then
// `node e2e/screenshots/history.mjs [baseURL] [mineId] [YYYY-MM-DD]`.
// Writes PNGs to e2e/.artifacts/screenshots/history/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8097';
const mineId = process.argv[3] ?? '1';
const day = process.argv[4] ?? new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

await forEachVariant(
  'history',
  async ({ page, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/mine/${mineId}/history`);
    await page.locator('[data-testid=history-set]').first().waitFor();
    await shoot('history', { fullPage: true });
    await page.goto(`${base}/mine/${mineId}/history?date=${day}`);
    await page.locator('[data-testid=as-of-view], [data-testid=as-of-not-yet]').first().waitFor();
    await shoot('as-of', { fullPage: true });
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
