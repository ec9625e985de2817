import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };
export const USER = { username: 'user', password: 'user1234' };

/** Fills the login form the way a person does; waits until the app has left the login page. */
export async function signIn(page: Page, account = ADMIN, from = '/login'): Promise<void> {
  if (from) await page.goto(from);
  await page.getByLabel('用户名', { exact: true }).fill(account.username);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The address changes before the next page has rendered: until the login card is gone its own
  // language and theme buttons are still on screen, and a click would land on them.
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Goes to `path` inside the running app, as a link would: the router navigates without a reload. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

export async function openSettings(page: Page) {
  await page.getByRole('button', { name: '页面配置' }).click();
  const drawer = page.getByRole('dialog', { name: '页面配置' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Confirms the open pop-up confirmation (Ant Design may space its two-character label: 确 定). */
export async function confirmPopconfirm(page: Page) {
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
}
