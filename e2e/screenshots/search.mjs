// Screenshots of the home portal, the navbar mine search and the search page: both themes, both
// languages, desktop and phone.
// Usage: start the built server (e.g. PORT=8096), then `node e2e/screenshots/search.mjs [baseURL] [filter]`.
// Writes PNGs to e2e/.artifacts/screenshots/search/.
import { join } from 'node:path';
import { launchChromium, outputDir, viewports } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8096';
const only = process.argv[3] ?? '';
const out = outputDir('search');

const browser = await launchChromium();

const problems = [];

async function shoot(page, name, fullPage = false) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage });
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const locale of ['zh-CN', 'en-US']) {
    for (const theme of ['light', 'dark']) {
      const tag = `${device}-${locale}-${theme}`;
      if (only && !tag.includes(only)) continue;
      const context = await browser.newContext({ viewport, locale, timezoneId: 'Asia/Shanghai' });
      await context.addInitScript(
        ([l, t]) => {
          if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
          if (!localStorage.getItem('settings'))
            localStorage.setItem('settings', JSON.stringify({ theme: t }));
        },
        [locale, theme],
      );
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && problems.push(`${tag} console: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`${tag} pageerror: ${e.message}`));

      // Signed out: the public portal, its typeahead and the navbar search.
      await page.goto(`${base}/index`);
      await page.locator('.prefecture-chart canvas').waitFor();
      await shoot(page, `${tag}-home`, true);
      await page.locator('.hero-search input').fill('金沙');
      await page.locator('.hero-option').first().waitFor();
      await shoot(page, `${tag}-home-typeahead`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.locator('.mine-search input').fill('jinsha');
      await page.locator('.mine-option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await shoot(page, `${tag}-modal`);
      await page.keyboard.press('Escape');

      // Signed in: the search page.
      await page.goto(`${base}/login`);
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('admin123');
      await page.locator('button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto(`${base}/search`);
      await page.locator('.results-toolbar').waitFor();
      await shoot(page, `${tag}-search-table`, device === 'desktop');
      await page.goto(
        `${base}/search?prefecture=${encodeURIComponent('遵义市')}&productionStatus=1,2&sort=capacity&view=cards`,
      );
      await page.locator('.result-card').first().waitFor();
      await shoot(page, `${tag}-search-cards`, device === 'desktop');
      await page.goto(`${base}/search?mineName=zzzzqqq`);
      await page.locator('.search-page__empty').waitFor();
      await shoot(page, `${tag}-search-empty`);
      if (device === 'phone') {
        await page.goto(`${base}/search?gasGrade=3`);
        await page.locator('.results-toolbar').waitFor();
        await page.locator('.search-page__keyword button').last().click();
        await shoot(page, `${tag}-search-filters`);
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
if (problems.length) console.log(problems.join('\n'));
