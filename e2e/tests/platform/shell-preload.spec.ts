import { type Browser, expect, type Page, test } from '@playwright/test';
import { withoutApp } from './without-app';

/** The files index.html lists as the layout's and Ant Design's (without the leading slash). */
async function shellFiles(page: Page): Promise<string[]> {
  const content = await page.locator('meta[name="shell-files"]').getAttribute('content');
  return (content ?? '').split(' ').filter(Boolean);
}

/** The scripts and style sheets the page asks for, by file. */
function recordFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      fetched.push(new URL(request.url()).pathname.slice(1));
  });
  return fetched;
}

test('a page inside the layout starts fetching the layout before the app has run', async ({ page }) => {
  // Whatever arrives was asked for by index.html alone.
  await withoutApp(page);
  const fetched = recordFetches(page);
  await page.goto('/search');
  const listed = await shellFiles(page);
  const layout = listed.find((file) => /\/app-layout-[^/]+\.js$/.test(file));
  const providers = listed.find((file) => /\/antd-shell-[^/]+\.js$/.test(file));
  // Ant Design's style sheet, which the providers wait for.
  const styles = listed.find((file) => /\/antd-[^/]+\.css$/.test(file));
  expect(layout && providers && styles).toBeTruthy();
  await expect.poll(() => listed.filter((file) => fetched.includes(file)).length).toBe(listed.length);
});

/** What the sign-in page loads until it is idle, with index.html's list of the layout's files or without. */
async function signInFetches(browser: Browser, withList: boolean): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!withList)
    await page.route('**/login', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<meta name="shell-files"[^>]*>/, '');
      await route.fulfill({ response, body: html });
    });
  const fetched = recordFetches(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (withList) expect(await shellFiles(page)).not.toEqual([]);
  else await expect(page.locator('meta[name="shell-files"]')).toHaveCount(0);
  await context.close();
  return fetched.sort();
}

test('the list makes the sign-in page fetch nothing more', async ({ browser }) => {
  expect(await signInFetches(browser, true)).toEqual(await signInFetches(browser, false));
});
