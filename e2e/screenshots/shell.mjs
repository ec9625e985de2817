// Screenshots of the web shell in both themes, both languages, desktop and phone: login, workplace,
// user pages, exception and result pages, the message box, the settings drawer and the phone menu.
// Usage: start the built server, then `node e2e/screenshots/shell.mjs [baseURL] [filter]`.
// Writes PNGs to e2e/.artifacts/screenshots/shell/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8095';

await forEachVariant(
  'shell',
  async ({ page, device, shoot }) => {
    await page.goto(`${base}/login`);
    await page.locator('.login__card').waitFor();
    await shoot('login');
    await signIn(page, base);
    await page.locator('.workplace .greeting-card').waitFor();
    await shoot('workplace', { fullPage: true });

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
      await page.locator('main').first().waitFor();
      await shoot(name);
    }

    // The navbar's own buttons, found by their names as a screen reader announces them.
    await page.goto(`${base}/dashboard/workplace`);
    await page.getByRole('button', { name: /^(消息通知|Notifications)/ }).click();
    await page.locator('.message-box').waitFor();
    await shoot('messages');
    await page.keyboard.press('Escape');
    await page.locator('.message-box').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^(页面配置|Page settings)$/ }).click();
    await page.getByRole('dialog').waitFor();
    await shoot('settings');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    if (device === 'phone') {
      await page.getByRole('button', { name: /^(打开导航菜单|Open navigation menu)$/ }).click();
      await page.getByRole('dialog').waitFor();
      await shoot('menu-drawer');
    }
  },
  { only: process.argv[3] ?? process.env.SHOT_ONLY ?? '' },
);
