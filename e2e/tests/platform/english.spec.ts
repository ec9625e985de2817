import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';
import { chineseOutsideData } from './chinese-outside-data';

test.describe('the English interface', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  });

  test('the home portal shows no Chinese outside data', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByRole('img', { name: /Mines per prefecture/ })).toBeVisible();
    await expect(page.locator('[data-figure="mines"]')).toBeVisible();
    expect(await chineseOutsideData(page)).toEqual([]);
  });

  test('when the English texts cannot arrive, the page is drawn in Chinese rather than left blank', async ({
    page,
  }) => {
    await page.route(/\/assets\/en-US-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/dashboard/workplace');
    await expect(page.getByRole('heading', { name: '全省煤矿概况' })).toBeVisible();
  });

  test('the workplace shows no Chinese outside data', async ({ page }) => {
    await page.goto('/dashboard/workplace');
    await expect(page.getByRole('heading', { name: 'Province at a glance' })).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    expect(await chineseOutsideData(page)).toEqual([]);
  });

  test('a mine profile shows no Chinese outside data', async ({ page }) => {
    await page.goto('/mine/1');
    for (const section of ['overview', 'geology', 'production', 'safety', 'management']) {
      // Scrolled as a reader scrolls, without first waiting for the section to hold still: the sections
      // above it may still be growing as their tables and charts arrive.
      await page.locator(`#${section}`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(page.locator(`#${section}`)).toHaveAttribute('data-loaded', 'true');
    }
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    expect(await chineseOutsideData(page)).toEqual([]);
  });

  test('the mine search shows no Chinese outside data', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('table').or(page.locator('.search-cards')).first()).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    expect(await chineseOutsideData(page)).toEqual([]);
  });
});
