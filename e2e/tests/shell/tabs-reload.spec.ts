import { expect, test } from '@playwright/test';
import { mainNav, openSettings, signIn } from './helpers';

test('the visited tabs survive a full reload, and signing out forgets them', async ({ page }) => {
  await signIn(page);
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '多页签' }).click();
  await drawer.getByRole('button', { name: '关闭' }).click();

  const tabs = page.getByRole('navigation', { name: '已打开的页面' });
  await mainNav(page).getByRole('menuitem', { name: '个人中心' }).click();
  await mainNav(page).getByRole('menuitem', { name: '用户中心' }).click();
  await expect(page).toHaveURL(/\/user\/info$/);
  // The tab shows once the visit is recorded; a full load before that would not know of it.
  await expect(tabs.getByRole('link', { name: '用户中心' })).toBeVisible();
  await page.goto('/search?prefecture=520200');
  await expect(tabs.getByRole('link')).toHaveText(['工作台', '用户中心', '煤矿搜索']);

  await page.reload();
  await expect(tabs.getByRole('link')).toHaveText(['工作台', '用户中心', '煤矿搜索']);
  await expect(tabs.getByRole('link', { name: '煤矿搜索' })).toHaveAttribute(
    'href',
    '/search?prefecture=520200',
  );
  await tabs.getByRole('button', { name: '关闭“用户中心”' }).click();
  await expect(tabs.getByRole('link')).toHaveText(['工作台', '煤矿搜索']);
  await page.reload();
  await expect(tabs.getByRole('link')).toHaveText(['工作台', '煤矿搜索']);

  // Signing out forgets them: signed in again, only the desk and the page the way back leads to.
  await tabs.getByRole('link', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, undefined, '');
  await expect(tabs.getByRole('link')).toHaveText(['工作台']);
});
