// Screenshots of the home portal, the navbar mine search and the search page: both themes, both
// languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/search.mjs [baseURL] [filter]`.
// Writes PNGs to e2e/.artifacts/screenshots/search/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8096';

await forEachVariant(
  'search',
  async ({ page, device, shoot }) => {
    // Signed out: the public portal, its typeahead and the navbar search.
    await page.goto(`${base}/index`);
    await page.locator('.prefecture-chart canvas').waitFor();
    await shoot('home', { fullPage: true });
    await page.locator('.hero-search input').fill('金沙');
    await page.locator('.hero-option').first().waitFor();
    await shoot('home-typeahead');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.locator('.mine-search input').fill('jinsha');
    await page.locator('.mine-option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await shoot('modal');
    await page.keyboard.press('Escape');

    // Signed in: the search page.
    await signIn(page, base);
    await page.goto(`${base}/search`);
    await page.locator('.results-toolbar').waitFor();
    await shoot('search-table', { fullPage: device === 'desktop' });
    await page.goto(
      `${base}/search?prefecture=${encodeURIComponent('遵义市')}&productionStatus=1,2&sort=capacity&view=cards`,
    );
    await page.locator('.result-card').first().waitFor();
    await shoot('search-cards', { fullPage: device === 'desktop' });
    await page.goto(`${base}/search?mineName=zzzzqqq`);
    await page.locator('.search-page__empty').waitFor();
    await shoot('search-empty');
    if (device === 'phone') {
      await page.goto(`${base}/search?gasGrade=3`);
      await page.locator('.results-toolbar').waitFor();
      await page.locator('.search-page__keyword button').last().click();
      await page.locator('.search-filter-drawer').waitFor();
      await shoot('search-filters');
    }
  },
  { only: process.argv[3] ?? process.env.SHOT_ONLY ?? '' },
);
