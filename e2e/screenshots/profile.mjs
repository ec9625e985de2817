// Screenshots of the mine profile (each section, the ownership graph, an empty subsection) and the
// workplace desk panels in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/profile.mjs [baseURL] [mineId]`.
// Writes PNGs to e2e/.artifacts/screenshots/profile/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8097';
const mineId = process.argv[3] ?? '1';

await forEachVariant(
  'profile',
  async ({ page, theme, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/mine/${mineId}`);
    await page.locator('#overview[data-loaded]').waitFor();
    await shoot('profile-top');
    for (const [anchor, section, name] of [
      ['relationshipGraph', 'overview', 'graph'],
      ['productionRecords', 'overview', 'production-chart'],
      ['coalQuality', 'geology', 'coal-quality'],
      ['minableSeams', 'geology', 'seams'],
      ['shaftFeatures', 'production', 'production'],
      ['accidents', 'safety', 'safety'],
      ['shareholders', 'management', 'management'],
      ['auctions', 'management', 'empty'],
    ]) {
      await page.goto(`${base}/mine/${mineId}#${anchor}`);
      // What the reader waits for: the section that holds the anchor has loaded its data.
      await page.locator(`#${section}[data-loaded]`).waitFor();
      await page.locator(`#${anchor}`).waitFor();
      await shoot(`profile-${name}`);
    }
    if (theme === 'light') {
      await page.goto(`${base}/mine/${mineId}?section=overview#relationshipGraph`);
      await page.locator('#relationshipGraph canvas').waitFor();
      // Focus the holder company through the node picker (the same as clicking its square).
      await page.locator('#relationshipGraph .profile-graph__select').click();
      await page.locator('.ant-select-item-option').nth(2).click();
      await shoot('profile-graph-focus');
    }
    await page.goto(`${base}/dashboard/workplace`);
    await page.locator('.workplace .greeting-card').waitFor();
    await shoot('workplace', { fullPage: true });
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
