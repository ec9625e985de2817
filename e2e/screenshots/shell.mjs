// Screenshots of the web shell in both themes, both languages, desktop and phone.
// Usage: start the built server (e.g. PORT=8095), then `node e2e/screenshots/shell.mjs [baseURL]`.
// Writes PNGs to e2e/.artifacts/screenshots/shell/.
import { join } from 'node:path';
import { launchChromium, outputDir, viewports } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8095';
const out = outputDir('shell');

const browser = await launchChromium();

const problems = [];

async function shoot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${name}.png`) });
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const locale of ['zh-CN', 'en-US']) {
    for (const theme of ['light', 'dark']) {
      const tag = `${device}-${locale}-${theme}`;
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
      await shoot(page, `${tag}-login`);
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('admin123');
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/dashboard/workplace');
      await shoot(page, `${tag}-workplace`);

      for (const [path, name] of [
        ['/user/info', 'user-info'],
        ['/user/setting?tab=security', 'user-setting'],
        ['/exception/403', '403'],
        ['/exception/404', '404'],
        ['/exception/500', '500'],
        ['/result/success', 'result-success'],
        ['/result/error', 'result-error'],
        ['/no/such/page', 'not-found'],
      ]) {
        await page.goto(`${base}${path}`);
        await shoot(page, `${tag}-${name}`);
      }

      await page.goto(`${base}/dashboard/workplace`);
      await page.waitForLoadState('networkidle');
      await page.locator('.navbar__right li').nth(2).locator('button').click();
      await shoot(page, `${tag}-messages`);
      await page.keyboard.press('Escape');
      await page.locator('.navbar__right li').nth(3).locator('button').click();
      await shoot(page, `${tag}-settings`);
      if (device === 'phone') {
        await page.keyboard.press('Escape');
        await page.waitForTimeout(300);
        await page.locator('.navbar__left button').first().click();
        await shoot(page, `${tag}-menu-drawer`);
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
if (problems.length) console.log(problems.join('\n'));
