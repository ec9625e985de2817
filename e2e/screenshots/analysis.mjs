// Screenshots of the neighbour comparison (seam and quality tabs, a radius without neighbours) and the
// area analysis with its search drill-down, in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/analysis.mjs [baseURL] [mineId]`.
// Writes PNGs to e2e/.artifacts/screenshots/analysis/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8193';
const mineId = process.argv[3] ?? '1';

await forEachVariant(
  'analysis',
  async ({ page, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/peripheralAnalysis/coalSeamAnalysis/${mineId}`);
    await page.locator('.seam-matrix').waitFor();
    await page.locator('.analysis-map canvas').waitFor();
    await shoot('seams', { fullPage: true });
    await page.goto(`${base}/peripheralAnalysis/coalQualityCompare/${mineId}?radius=50`);
    await page.locator('.analysis-boxes canvas').first().waitFor();
    await shoot('quality', { fullPage: true });
    await page.goto(`${base}/peripheralAnalysis/coalSeamAnalysis/${mineId}?radius=1`);
    await page.locator('.analysis-body .ant-alert').waitFor();
    await shoot('no-neighbour');
    await page.goto(`${base}/industryAnalysis?mineId=${mineId}&radius=50`);
    await page.locator('.area-stats').waitFor();
    await shoot('area', { fullPage: true });
    await page.goto(`${base}/search?nearMine=${mineId}&radiusKm=50&areaLabel=${encodeURIComponent('示例')}`);
    await page.locator('.active-filters').waitFor();
    await shoot('search-chip');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
