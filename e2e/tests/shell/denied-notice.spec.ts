import { expect, test } from '@playwright/test';
import { mainNav, navigateInApp, signIn, USER } from './helpers';

test('a user sent away from an admin page is told which page was denied, in each language', async ({
  page,
}) => {
  await signIn(page, USER);
  // A deep link, loaded from scratch.
  await page.goto('/result/success');
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(page.getByRole('heading', { level: 1, name: /数据分析员/ })).toBeVisible();
  await expect(page.getByText('对不起，您没有访问“成功页”的权限，已为您打开工作台')).toBeVisible();

  // Inside the app, without a reload: the notice shows again, naming the other page.
  await mainNav(page).getByRole('menuitem', { name: '个人中心' }).click();
  await mainNav(page).getByRole('menuitem', { name: '用户中心' }).click();
  await expect(page).toHaveURL(/\/user\/info$/);
  await navigateInApp(page, '/exception/403');
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(page.getByText('对不起，您没有访问“403”的权限，已为您打开工作台')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  // The choice is kept once the English texts have arrived and the page shows them.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Dashboard' }),
  ).toBeVisible();
  await page.goto('/result/error');
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(
    page.getByText('Sorry, you have no access to “Error”; Workplace is shown instead'),
  ).toBeVisible();
});
