// Screenshots of the companies' cards, a group's profile and the not-found pages of a mine, a company
// and an article, in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/companies.mjs [baseURL]`.
// Writes PNGs to e2e/.artifacts/screenshots/companies/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8305';

await forEachVariant(
  'companies',
  async ({ page, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/list/card`);
    await page.locator('.company-card').first().waitFor();
    await shoot('cards', { fullPage: true });
    await page.goto(`${base}/list/card?keyword=${encodeURIComponent('盘江投资')}`);
    await page.locator('.company-card a').first().click();
    await page.locator('.company-profile__title h1').waitFor();
    await page.locator('.profile-graph svg').first().waitFor();
    // Charts draw when they come near the screen: bring the map in before the full-page shot.
    await page.locator('.company-map').scrollIntoViewIfNeeded();
    await page.locator('.company-map canvas').first().waitFor({ timeout: 90_000 });
    await shoot('profile', { fullPage: true });
    await page.goto(`${base}/profile/basic?id=99999`);
    await page.locator('.exception').waitFor();
    await shoot('missing-company');
    await page.goto(`${base}/mine/99999`);
    await page.locator('.exception').waitFor();
    await shoot('missing-mine');
    await page.goto(`${base}/information?id=99999`);
    await page.locator('.exception').waitFor();
    await shoot('missing-article');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
