import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';
import { chineseOutsideData } from './chinese-outside-data';

const ROUTES_DIR = new URL('../../../apps/web/src/app/routes/', import.meta.url);
const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';

/** Every page path of the web route registry, read from its source so a new page is visited too. */
function registryPaths(): string[] {
  const registry = readFileSync(new URL('registry.ts', ROUTES_DIR), 'utf8');
  const modules = [...registry.matchAll(/from '\.\/modules\/([\w-]+)'/g)].map((m) => m[1]!);
  return modules.flatMap((name) => {
    const source = readFileSync(new URL(`modules/${name}.ts`, ROUTES_DIR), 'utf8');
    return [...source.matchAll(/page\(\{[^]*?path: '([^']+)'/g)].map((m) => m[1]!);
  });
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token ?? ''}`, clientid: CLIENT_ID },
  });
  return (await response.json()) as T;
}

/** The addresses to open for one registry path: its parameters filled with demo records. */
async function addressesOf(page: Page, path: string): Promise<string[]> {
  if (path.includes(':mineId')) return [path.replace(':mineId', '1')];
  if (path.endsWith('/:id?')) {
    const { rows } = await api<{ rows: { id: number }[] }>(page, '/api/news/list?pageNum=1&pageSize=1');
    const bare = path.replace('/:id?', '');
    // Without an id and with one: SPEC.md's `?id=` form.
    return [bare, `${bare}?id=${rows[0]!.id}`];
  }
  expect(path, `a parameter of ${path} has no demo value here`).not.toContain(':');
  return [path];
}

/** Skeletons and spinners on the first screen (sections further down load as they are scrolled to). */
const loadingOnScreen = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('.ant-skeleton, .ant-spin-spinning')).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      }).length,
  );

/** Waits until the page has drawn its first screen: no skeleton or spinner left there, the network quiet. */
async function settled(page: Page, address: string) {
  await expect(page.getByRole('banner').or(page.locator('main')).first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect.poll(() => loadingOnScreen(page), { message: `${address} still loading` }).toBe(0);
}

const modes = [
  { name: 'en-US dark at 1440 px', locale: 'en-US', theme: 'dark', viewport: { width: 1440, height: 900 } },
  {
    name: 'zh-CN light on a 390 px phone',
    locale: 'zh-CN',
    theme: 'light',
    viewport: { width: 390, height: 844 },
  },
] as const;

for (const mode of modes) {
  test(`every route in ${mode.name}: a clean console, and no Chinese outside data in English`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(mode.viewport);
    const heard: string[] = [];
    page.on('console', (message) => {
      // The GPU driver's performance notes (SwiftShader reading pixels back) come from the browser, not the app.
      if (message.text().includes('GL Driver Message')) return;
      if (message.type() === 'error' || message.type() === 'warning')
        heard.push(`${new URL(page.url()).pathname}: ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => heard.push(`${new URL(page.url()).pathname}: ${error.message}`));
    await signIn(page, ADMIN);
    await page.evaluate(
      ({ locale, theme }) => {
        localStorage.setItem('locale', locale);
        localStorage.setItem(
          'settings',
          JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), theme }),
        );
      },
      { locale: mode.locale, theme: mode.theme },
    );
    const paths = registryPaths();
    expect(paths.length).toBeGreaterThan(15);
    const chinese: string[] = [];
    for (const path of paths) {
      for (const address of await addressesOf(page, path)) {
        await page.goto(address);
        await settled(page, address);
        if (mode.locale === 'en-US')
          chinese.push(...(await chineseOutsideData(page)).map((text) => `${address} ${text}`));
      }
    }
    expect.soft(chinese).toEqual([]);
    expect(heard).toEqual([]);
  });
}
