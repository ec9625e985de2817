// Screenshots of the risk dashboard (with the county choropleth, a picked county, the admin's weight
// editor), a profile's score, and the search page's band filter and score column, in both themes,
// both languages, desktop and phone.
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
    await page.locator('.risk-county__map canvas').waitFor();
    await shoot('dashboard', { fullPage: true });
    // The riskiest county, picked from the county table as a keyboard user would.
    await page.locator('.risk-county__pick').first().click();
    await page.locator('.risk-county__title').waitFor();
    await page.locator('.risk-county__title').scrollIntoViewIfNeeded();
    await shoot('dashboard-county');
    await page.goto(`${base}/mine/${mineId}#score`);
    await page.locator('[data-testid=mine-risk] canvas').first().waitFor();
    await shoot('profile-score');
    await page.goto(`${base}/search?riskBand=C,D&sort=riskScore&order=desc`);
    await page.locator('.risk-score').first().waitFor();
    await shoot('search-bands');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
