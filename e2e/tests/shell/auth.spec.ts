import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

test('a deep link while logged out goes through login and back to the page', async ({ page }) => {
  await page.goto('/user/info');
  await expect(page).toHaveURL(/\/login\?redirect=Info$/);
  await signIn(page, ADMIN, '');
  await expect(page).toHaveURL(/\/user\/info$/);
  await expect(page.getByRole('heading', { name: '系统管理员' })).toBeVisible();
});

test('login keeps the redirect target and the original query', async ({ page }) => {
  await page.goto('/user/setting?tab=password');
  await expect(page).toHaveURL(/\/login\?redirect=Setting&tab=password$/);
  await signIn(page, ADMIN, '');
  await expect(page).toHaveURL(/\/user\/setting\?tab=password$/);
  await expect(page.getByRole('tab', { name: '修改密码', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '修改密码' })).toBeVisible();
});

test('the login form refuses empty fields and reports a failed login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名不能为空')).toBeVisible();
  await expect(page.getByText('密码不能为空')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('用户名', { exact: true }).fill('user');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // One message, the server's reason, in the form: no second, vaguer toast beside it.
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  await expect(page.getByText('登录出错，请刷新重试')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logout clears the session, says 登出成功 and offers the way back', async ({ page }) => {
  await signIn(page);
  await page.goto('/user/info');
  await expect(page.getByRole('heading', { name: '系统管理员' })).toBeVisible();
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('登出成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=Info$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The old page is closed to a logged-out visitor.
  await page.goto('/dashboard/workplace');
  await expect(page).toHaveURL(/\/login\?redirect=Workplace$/);
});

test('a revoked token found at start-up sends the visitor to login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/user/info');
  await expect(page).toHaveURL(/\/login\?redirect=Info$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
