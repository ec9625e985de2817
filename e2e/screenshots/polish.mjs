// Screenshots of the pages the polish fixes touch: the profile's wide tables and production chart, the
// home portal, the workplace and the user centre, in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/polish.mjs [baseURL] [only]`.
// Writes PNGs to e2e/.artifacts/screenshots/polish/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8097';

await forEachVariant(
  'polish',
  async ({ page, shoot }) => {
    await signIn(page, base);
    await page.goto(`${base}/mine/1?section=overview#miningLicence`);
    await page.locator('#overview[data-loaded]').waitFor();
    await shoot('profile-licence');
    await page.goto(`${base}/mine/1?section=overview#productionRecords`);
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
  },
  { only: process.argv[3] ?? '' },
);
