import { expect, type Page, test } from '@playwright/test';
import { signIn, USER } from './helpers';

async function changePassword(page: Page, from: string, to: string) {
  await page.goto('/user/setting?tab=security');
  await page.getByLabel('原密码').fill(from);
  await page.getByLabel('新密码', { exact: true }).fill(to);
  await page.getByLabel('确认新密码').fill(to);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码已修改，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=Setting&tab=security$/);
}

test('the user centre shows the profile, roles and account facts from the server', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/user/info');
  await expect(page.getByRole('heading', { level: 1, name: '数据分析员' })).toBeVisible();
  await expect(page.getByRole('img', { name: '数据分析员 的头像' })).toHaveText('数');
  await expect(page.getByRole('heading', { name: '账号信息' })).toBeVisible();
  await expect(page.getByText('user', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
});

test('changing the password validates, ends the session and the new password works', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/user/setting?tab=security');
  await page.getByLabel('原密码').fill(USER.password);
  await page.getByLabel('新密码', { exact: true }).fill('short');
  await page.getByLabel('确认新密码').fill('different');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('新密码至少 8 个字符')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  await changePassword(page, USER.password, 'coal-Mine-2025');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The login page names only the accounts whose demo passwords still work.
  const demo = page.getByRole('note').filter({ hasText: '演示环境账号' });
  await expect(demo).toHaveText('演示环境账号：admin / admin123');
  await signIn(page, { username: USER.username, password: 'coal-Mine-2025' }, '');
  await expect(page).toHaveURL(/\/user\/setting\?tab=security$/);
  // Put the demo password back for whoever signs in next.
  await changePassword(page, 'coal-Mine-2025', USER.password);
  await expect(demo).toHaveText('演示环境账号：admin / admin123，user / user1234');
});
