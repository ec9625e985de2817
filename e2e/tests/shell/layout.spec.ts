import { expect, test } from '@playwright/test';
import { mainNav, openSettings, signIn } from './helpers';

test('tab bar: visited pages become tabs and closing the last goes to the new last', async ({ page }) => {
  await signIn(page);
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '多页签' }).click();
  await drawer.getByRole('button', { name: '关闭' }).click();

  const tabs = page.getByRole('navigation', { name: '已打开的页面' });
  await expect(tabs.getByRole('link', { name: '工作台' })).toBeVisible();
  await mainNav(page).getByRole('menuitem', { name: '个人中心' }).click();
  await mainNav(page).getByRole('menuitem', { name: '用户中心' }).click();
  await expect(page).toHaveURL(/\/user\/info$/);
  // A page becomes a tab once it is shown: wait for it, as the user does, before moving on.
  await expect(tabs.getByRole('link', { name: '用户中心' })).toBeVisible();
  await mainNav(page).getByRole('menuitem', { name: '用户设置' }).click();
  await expect(page).toHaveURL(/\/user\/setting$/);
  await expect(tabs.getByRole('link')).toHaveText(['工作台', '用户中心', '用户设置']);

  await tabs.getByRole('button', { name: '关闭“用户设置”' }).click();
  await expect(page).toHaveURL(/\/user\/info$/);
  await expect(tabs.getByRole('link')).toHaveText(['工作台', '用户中心']);
  await tabs.getByRole('button', { name: '关闭“用户中心”' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(tabs.getByRole('link')).toHaveText(['工作台']);
});

test('settings persist over a reload', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText(/© 2014-2022 /)).toBeVisible();
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '底部' }).click();
  await drawer.getByLabel('菜单宽度 (px)').fill('260');
  await drawer.getByLabel('菜单宽度 (px)').press('Enter');
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByText(/© 2014-2022 /)).toHaveCount(0);
  await expect(mainNav(page)).toHaveCSS('width', '260px');

  await page.reload();
  await expect(mainNav(page)).toHaveCSS('width', '260px');
  await expect(page.getByText(/© 2014-2022 /)).toHaveCount(0);
  const again = await openSettings(page);
  await expect(again.getByRole('switch', { name: '底部' })).not.toBeChecked();
  await again.getByRole('button', { name: '恢复默认' }).click();
  await expect(page.getByText(/© 2014-2022 /)).toBeVisible();
});

test('colour weakness inverts the page by 80% and back', async ({ page }) => {
  await signIn(page);
  const drawer = await openSettings(page);
  const html = page.locator('html');
  await drawer.getByRole('switch', { name: '色弱模式' }).click();
  await expect(html).toHaveCSS('filter', 'invert(0.8)');
  await drawer.getByRole('switch', { name: '色弱模式' }).click();
  await expect(html).toHaveCSS('filter', 'none');
});

test('dark theme applies and survives a reload; the menu collapses to 48 px', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '切换为暗色主题' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await page.locator('.navbar').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(dark).not.toBe('rgb(255, 255, 255)');
  await page.reload();
  await expect(page.getByRole('button', { name: '切换为亮色主题' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(mainNav(page)).toHaveCSS('width', '48px');
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(mainNav(page)).toHaveCSS('width', '220px');

  await page.getByRole('button', { name: '切换为亮色主题' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('switching to en-US translates the shell and is remembered', async ({ page }) => {
  await signIn(page);
  await page.getByRole('banner').getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Workplace - Guizhou Coal Mine Big Data Platform');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');

  await page.reload();
  await expect(page.getByRole('heading', { name: /^To-dos/ })).toBeVisible();
  await page.getByRole('button', { name: 'Switch language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: /^待办/ })).toBeVisible();
});

test('at 390 px the menu is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('button', { name: '收起菜单' })).toHaveCount(0);
  await expect(page.locator('.app-sider')).toHaveCount(0);
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '主导航' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('menuitem', { name: '个人中心' }).click();
  await drawer.getByRole('menuitem', { name: '用户中心' }).click();
  await expect(page).toHaveURL(/\/user\/info$/);
  await expect(drawer).toBeHidden();

  // Back to a desktop width, the fixed side menu returns.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(mainNav(page)).toBeVisible();
});
