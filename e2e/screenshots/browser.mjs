// What every screenshot script shares: the system Chromium with this machine's flags, the viewports,
// languages and themes, a fresh browser context per variant, waiting until a page has settled, and an
// output folder under the git-ignored e2e/.artifacts/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
export const locales = ['zh-CN', 'en-US'];
export const themes = ['light', 'dark'];

export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...extraArgs, ...CHROMIUM_ARGS] });
}

/** Creates and returns e2e/.artifacts/screenshots/<name>/. */
export function outputDir(name) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screenshots', name);
  mkdirSync(out, { recursive: true });
  return out;
}

/** Waits until nothing is loading and every transition has ended (endless spinners do not count). */
export async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      globalThis.document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Signs in through the login form, as a person does. */
export async function signIn(page, base, { username = 'admin', password = 'admin123' } = {}) {
  await page.goto(`${base}/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.locator('.navbar').waitFor();
}

/**
 * Runs `scene` once per viewport × language × theme (those whose tag contains `only`), each in a
 * fresh context with the language and theme preset. The scene gets the page, the variant and
 * `shoot(name, { fullPage })`, which waits for the page to settle and writes `<tag>-<name>.png`.
 * Console errors and page errors are collected and printed at the end.
 */
export async function forEachVariant(name, scene, { only = '', contextOptions = {}, args = [] } = {}) {
  const out = outputDir(name);
  const problems = [];
  const browser = await launchChromium(args);
  try {
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const locale of locales) {
        for (const theme of themes) {
          const tag = `${device}-${locale}-${theme}`;
          if (only && !tag.includes(only)) continue;
          const context = await browser.newContext({
            viewport,
            locale,
            timezoneId: 'Asia/Shanghai',
            ...contextOptions,
          });
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
          const shoot = async (shot, { fullPage = false } = {}) => {
            await settle(page);
            await page.screenshot({ path: join(out, `${tag}-${shot}.png`), fullPage });
          };
          try {
            await scene({ page, tag, device, locale, theme, shoot });
          } finally {
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
  if (problems.length) console.log(problems.join('\n'));
}
