import { type Browser, expect, type Page, test } from '@playwright/test';
import { withoutApp } from './without-app';

/** The scripts index.html lists as the layout's and Ant Design's (by file, without the leading slash). */
async function shellModules(page: Page): Promise<string[]> {
  const content = await page.locator('meta[name="shell-modules"]').getAttribute('content');
  return (content ?? '').split(' ').filter(Boolean);
}

function recordScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname.slice(1));
  });
  return fetched;
}

test('a page inside the layout starts fetching the layout before the app has run', async ({ page }) => {
  // Whatever arrives was asked for by index.html alone.
  await withoutApp(page);
  const fetched = recordScripts(page);
  await page.goto('/search');
  const listed = await shellModules(page);
  const layout = listed.find((file) => /\/app-layout-[^/]+\.js$/.test(file));
  const providers = listed.find((file) => /\/antd-shell-[^/]+\.js$/.test(file));
  expect(layout && providers).toBeTruthy();
  await expect.poll(() => listed.filter((file) => fetched.includes(file)).length).toBe(listed.length);
});

/** The scripts the sign-in page loads until it is idle, with index.html's list of the layout's scripts or without. */
async function signInScripts(browser: Browser, withList: boolean): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!withList)
    await page.route('**/login', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<meta name="shell-modules"[^>]*>/, '');
      await route.fulfill({ response, body: html });
    });
  const fetched = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (withList) expect(await shellModules(page)).not.toEqual([]);
  else await expect(page.locator('meta[name="shell-modules"]')).toHaveCount(0);
  await context.close();
  return fetched.sort();
}

test('the list makes the sign-in page fetch nothing more', async ({ browser }) => {
  expect(await signInScripts(browser, true)).toEqual(await signInScripts(browser, false));
});
