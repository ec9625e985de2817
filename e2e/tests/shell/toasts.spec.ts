import { expect, type Page, test } from '@playwright/test';
import { mainNav, navigateInApp, signIn, USER } from './helpers';

const TOAST_CODE = /\/assets\/toast-holder-[\w-]+\.js$/;

/** Opens a page the analyst may not see, inside the app: the workplace opens instead, with a toast. */
async function openDenied(page: Page, path: string) {
  await navigateInApp(page, path);
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
}

const denied = (title: string) => `对不起，您没有访问“${title}”的权限，已为您打开工作台`;

test('the toast code arrives with the first toast, not with the page', async ({ page }) => {
  await signIn(page, USER);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (TOAST_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.goto('/dashboard/workplace');
  await expect(page.getByRole('heading', { level: 1, name: /数据分析员/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  const arrived = page.waitForResponse((response) => TOAST_CODE.test(new URL(response.url()).pathname));
  await openDenied(page, '/result/success');
  await arrived;
  await expect(page.locator('.ant-message').getByText(denied('成功页'))).toBeVisible();
  // Later toasts use the code already there.
  await openDenied(page, '/exception/403');
  await expect(page.locator('.ant-message').getByText(denied('403'))).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('a toast whose code cannot arrive is lost without harm, and the next one shows', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/dashboard/workplace');
  await expect(page.getByRole('heading', { level: 1, name: /数据分析员/ })).toBeVisible();

  await page.route(TOAST_CODE, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) =>
    TOAST_CODE.test(new URL(request.url()).pathname),
  );
  await openDenied(page, '/result/success');
  await failed;
  // The page still works: the menu still navigates.
  await mainNav(page).getByRole('menuitem', { name: '工作台' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /数据分析员/ })).toBeVisible();

  await page.unroute(TOAST_CODE);
  await openDenied(page, '/exception/403');
  await expect(page.locator('.ant-message').getByText(denied('403'))).toBeVisible();
  await expect(page.getByText(denied('成功页'))).toHaveCount(0);
});
