import { expect, test } from '@playwright/test';
import { ADMIN, mainNav, signIn, USER } from './helpers';

test('an admin sees the admin-only menu entries, and the result and exception pages by address only', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const nav = mainNav(page);
  await expect(nav.getByRole('menuitem', { name: '数据管理' })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: '结果页' })).toHaveCount(0);
  await expect(nav.getByRole('menuitem', { name: '异常页' })).toHaveCount(0);
  await page.goto('/exception/403');
  await expect(page.getByText('对不起，您没有访问该资源的权限')).toBeVisible();
  await expect(page).toHaveTitle('403 - 贵州煤矿大数据信息平台');
});

test('a user does not see admin entries and an admin URL lands on the first permitted page', async ({
  page,
}) => {
  await signIn(page, USER);
  const nav = mainNav(page);
  await expect(nav.getByRole('menuitem', { name: '仪表盘' })).toBeVisible();
  // The data management group holds only admin pages, so it is dropped entirely.
  await expect(nav.getByRole('menuitem', { name: '数据管理' })).toHaveCount(0);

  await page.goto('/result/success');
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(page.getByRole('heading', { level: 1, name: /数据分析员/ })).toBeVisible();
});

test('switching role asks the server, shows its message and leaves a now-forbidden page', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/exception/403');
  await expect(page.getByText('对不起，您没有访问该资源的权限')).toBeVisible();
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '切换角色' }).click();
  await expect(page.getByText('已切换为普通用户角色')).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('抱歉，页面不见了～')).toBeVisible();

  await page.goto('/dashboard/workplace');
  await expect(page.getByText('当前角色：普通用户')).toBeVisible();
  await expect(mainNav(page).getByRole('menuitem', { name: '数据管理' })).toHaveCount(0);

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '切换角色' }).click();
  await expect(page.getByText('已切换为管理员角色')).toBeVisible();
  await expect(page.getByText('当前角色：管理员')).toBeVisible();
  await expect(mainNav(page).getByRole('menuitem', { name: '数据管理' })).toBeVisible();
});

test('the logo leads home (the portal) and unknown paths show the not-found page', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/user/info');
  await page.getByRole('banner').getByRole('link', { name: '贵州煤矿大数据信息平台' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page).toHaveTitle('首页 - 贵州煤矿大数据信息平台');
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，页面不见了～')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  await page.goto('/exception/500');
  await expect(page.getByText('抱歉，服务器内部错误')).toBeVisible();
});
