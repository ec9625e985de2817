import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/** The duration Ant Design's pop-ups animate with, read from the opened avatar menu. */
async function popupMotion(page: Page): Promise<string> {
  await signIn(page);
  await page.getByRole('button', { name: /用户菜单/ }).click();
  const menu = page
    .locator('.ant-dropdown')
    .filter({ has: page.getByRole('menuitem', { name: '退出登录' }) });
  await expect(menu).toBeVisible();
  return menu.evaluate((el) => getComputedStyle(el).getPropertyValue('--ant-motion-duration-mid').trim());
}

test.describe('when the system asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('menus, drawers and pop-ups open without animation', async ({ page }) => {
    expect(await popupMotion(page)).toBe('0s');
  });
});

test.describe('by default', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('pop-ups keep Ant Design’s motion', async ({ page }) => {
    expect(await popupMotion(page)).toBe('0.2s');
  });
});
