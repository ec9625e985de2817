// Screenshots of the risk dashboard (with the admin's weight editor and a preview) and a profile's score,
// in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/risk.mjs [baseURL] [mineId]`.
// Writes PNGs to e2e/.artifacts/screenshots/risk/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8194';
const mineId = process.argv[3] ?? '1';

await forEachVariant(
  'risk',
  async ({ page, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/dashboard/riskmodel`);
    await page.locator('.risk-page canvas').first().waitFor();
    await shoot('dashboard', { fullPage: true });
    await page.goto(`${base}/mine/${mineId}#score`);
    await page.locator('[data-testid=mine-risk] canvas').first().waitFor();
    await shoot('profile-score');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
