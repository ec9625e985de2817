import { expect, test } from '@playwright/test';
import { confirmPopconfirm, signIn } from '../shell/helpers';

test('an admin creates an account, its owner signs in, and disabling it signs the owner out on the next action', async ({
  page,
  browser,
}) => {
  const userName = `leaver${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto('/system/user');
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();

  await page.getByRole('button', { name: '新建用户' }).click();
  const form = page.getByRole('dialog', { name: '新建用户' });
  await form.getByLabel('账号').fill(userName);
  await form.getByLabel('姓名').fill('即将离职的分析员');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  const once = page.getByRole('dialog', { name: '初始密码' });
  const initialPassword = (await once.getByTestId('initial-password').innerText()).trim();
  expect(initialPassword).toHaveLength(12);
  await once.getByRole('button', { name: /确\s*定/ }).click();

  // The owner, in a browser of their own: the admin's password must be replaced first.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, { username: userName, password: initialPassword });
  await expect(ownerPage).toHaveURL(/\/user\/setting\?tab=password/);
  await expect(ownerPage.getByText('管理员为你设置了密码，请先修改密码').first()).toBeVisible();
  await ownerPage.getByLabel('原密码').fill(initialPassword);
  await ownerPage.getByLabel('新密码', { exact: true }).fill('Leaver-own-2026');
  await ownerPage.getByLabel('确认新密码').fill('Leaver-own-2026');
  await ownerPage.getByRole('button', { name: '确认修改' }).click();
  await expect(ownerPage).toHaveURL(/\/login/);
  await signIn(ownerPage, { username: userName, password: 'Leaver-own-2026' }, '');
  // Back where they were, the password form no longer insists.
  await expect(ownerPage.getByRole('tab', { name: '修改密码' })).toBeVisible();
  await expect(ownerPage.getByText('管理员为你设置了密码，请先修改密码')).toHaveCount(0);

  // The admin finds the account and disables it.
  await page.getByPlaceholder('账号、姓名、单位、电话或邮箱').fill(userName);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: userName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /停\s*用/ }).click();
  await confirmPopconfirm(page);
  await expect(row.getByText('停用', { exact: true })).toBeVisible();

  // The owner's next action is refused: the expired-session dialog, then the login page.
  await ownerPage.getByRole('button', { name: '切换语言' }).click();
  await ownerPage.getByRole('menuitem', { name: 'English' }).click();
  const dialog = ownerPage.getByRole('dialog').filter({ hasText: 'Login status expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  await expect(ownerPage).toHaveURL(/\/login/);
  await owner.close();
});
