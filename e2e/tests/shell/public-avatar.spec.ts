import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

test('signed in, the public home page shows the avatar with the user’s initial after a reload', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/index');
  const avatar = page.getByRole('button', { name: /^用户菜单：\S+/ });
  await expect(avatar).toBeVisible();
  const name = (await avatar.getAttribute('aria-label'))?.replace('用户菜单：', '') ?? '';
  await expect(avatar.locator('.avatar-trigger__avatar')).toHaveText(name.slice(0, 1));
  await page.reload();
  await expect(avatar).toBeVisible();
  await expect(avatar.locator('.avatar-trigger__avatar')).toHaveText(name.slice(0, 1));
});
