// Screenshots of the mine profile and the workplace desk panels in both themes, both languages,
// desktop and phone. Usage: start the built server, then
// `node e2e/screenshots/profile.mjs [baseURL] [mineId]`. Writes PNGs to e2e/.artifacts/screenshots/profile/.
import { join } from 'node:path';
import { launchChromium, outputDir, viewports } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8097';
const mineId = process.argv[3] ?? '1';
const only = process.env.SHOT_ONLY ?? '';
const out = outputDir('profile');

const browser = await launchChromium();

const problems = [];

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
}

async function shoot(page, name, full = false) {
  await settle(page);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: full });
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

      await page.goto(`${base}/login`);
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('admin123');
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/dashboard/workplace');

      await page.goto(`${base}/mine/${mineId}`);
      await shoot(page, `${tag}-profile-top`);
      for (const [hash, name] of [
        ['relationshipGraph', 'graph'],
        ['productionRecords', 'production-chart'],
        ['coalQuality', 'coal-quality'],
        ['minableSeams', 'seams'],
        ['shaftFeatures', 'production'],
        ['accidents', 'safety'],
        ['shareholders', 'management'],
        ['auctions', 'empty'],
      ]) {
        await page.goto(`${base}/mine/${mineId}#${hash}`);
        await page.waitForTimeout(2800);
        await shoot(page, `${tag}-profile-${name}`);
      }
      if (theme === 'light') {
        await page.goto(`${base}/mine/${mineId}?section=overview#relationshipGraph`);
        await page.waitForTimeout(2800);
        // Focus the holder company through the node picker (the same as clicking its square).
        await page.locator('#relationshipGraph .profile-graph__select').click();
        await page.locator('.ant-select-item-option').nth(2).click();
        await shoot(page, `${tag}-profile-graph-focus`);
      }
      await page.goto(`${base}/dashboard/workplace`);
      await shoot(page, `${tag}-workplace`, true);
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
if (problems.length) console.log(problems.join('\n'));
