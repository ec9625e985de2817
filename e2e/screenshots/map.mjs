// Screenshots of the province map: 3D province, a prefecture drilled into with a mine's card, the 2D
// view with the heat layer, and the phone's filter drawer; both themes, both languages.
// Usage: start the built server, then `node e2e/screenshots/map.mjs [baseURL] [filter]`.
// Writes PNGs to e2e/.artifacts/screenshots/map/.
import { WEBGL_ARGS } from '../chromium.mjs';
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8195';

await forEachVariant(
  'map',
  async ({ page, device, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/map`);
    await page.locator('.map-page canvas').first().waitFor();
    await page.locator('.map-legend__item').first().waitFor();
    await page.waitForTimeout(1500);
    await shoot('province-3d');
    await page.goto(`${base}/map?area=${encodeURIComponent('六盘水市')}&layer=scatter`);
    await page.locator('.map-page canvas').first().waitFor();
    await page.waitForTimeout(1500);
    await shoot('area-3d');
    await page.goto(`${base}/map?mode=2d&heat=1`);
    await page.locator('.map-page canvas').first().waitFor();
    await page.waitForTimeout(800);
    await shoot('province-2d-heat');
    if (device === 'phone') {
      await page
        .getByRole('button', { name: /筛选|Filters/ })
        .first()
        .click();
      await page.locator('.ant-drawer .filter-panel').waitFor();
      await shoot('filters');
    }
  },
  { only: process.argv[3] ?? process.env.SHOT_ONLY ?? '', args: WEBGL_ARGS },
);
