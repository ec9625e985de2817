import { expect, test } from '@playwright/test';
import { ADMIN, signIn, USER } from './helpers';

test('the user centre says in words what the role may do, never raw permission codes', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/user/info');
  const permissions = page.locator('.user-permissions');
  await expect(permissions.getByText('查询煤矿与档案')).toBeVisible();
  await expect(permissions.getByText('导出煤矿数据')).toBeVisible();
  await expect(permissions).not.toContainText(/[a-z]+:[a-z*]+/);

  await signIn(page, ADMIN);
  await page.goto('/user/info');
  await expect(page.locator('.user-permissions').getByText('全部功能（管理员）')).toBeVisible();
  await expect(page.locator('.user-permissions')).not.toContainText('*:*:*');
});
