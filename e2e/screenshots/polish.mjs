// Screenshots of the pages the polish fixes touch: the profile's wide tables, production chart, ownership
// graph and section strip, the home portal, the workplace, the user centre, the search page, an unknown
// mine and the navbar search, in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/polish.mjs [baseURL] [only]`.
// Writes PNGs to e2e/.artifacts/screenshots/polish/.
import { forEachVariant, signIn } from './browser.mjs';

/** The first mine with production records (which mines produce follows the demo data). */
async function producingMine(page, base) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (let id = 1; id <= 60; id++) {
    const response = await page.request.get(`${base}/api/investigation/mine/${id}/section/overview`, {
      headers: { Authorization: `Bearer ${token ?? ''}`, clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e' },
    });
    const body = await response.json();
    if (body.data?.subsections?.productionRecords?.rows?.length) return id;
  }
  return 1;
}

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8097';

await forEachVariant(
  'polish',
  async ({ page, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/mine/1?section=overview#miningLicence`);
    await page.locator('#overview[data-loaded]').waitFor();
    await shoot('profile-licence');
    await page.goto(`${base}/mine/${await producingMine(page, base)}?section=overview#productionRecords`);
    await page.locator('#productionRecords canvas').first().waitFor();
    await shoot('profile-production');
    await page.goto(`${base}/index`);
    await page.locator('.prefecture-chart canvas').first().waitFor();
    await shoot('home');
    await page.goto(`${base}/dashboard/workplace`);
    await page.locator('.greeting-card').waitFor();
    await shoot('workplace');
    await page.goto(`${base}/user/info`);
    await page.locator('.user-permissions').waitFor();
    await shoot('user-info');
    await page.goto(`${base}/mine/1?section=overview#relationshipGraph`);
    await page.locator('#relationshipGraph .echart-canvas svg').first().waitFor();
    await shoot('profile-graph');
    await page.goto(`${base}/mine/1?section=management#management`);
    await page.locator('#management[data-loaded]').waitFor();
    await shoot('profile-strip');
    await page.goto(`${base}/search`);
    await page.locator('.ant-pagination').last().waitFor();
    await shoot('search');
    await page.goto(`${base}/mine/987654`);
    await page.locator('.exception').waitFor();
    await shoot('unknown-mine');
    await page.goto(`${base}/dashboard/workplace`);
    await page.locator('.navbar').waitFor();
    await page.keyboard.press('Control+k');
    const box = page.locator('.mine-search input');
    await box.fill('jinsha');
    await page.locator('.mine-option').first().waitFor();
    await shoot('navbar-search');
  },
  { only: process.argv[3] ?? '' },
);
