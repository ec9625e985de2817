import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';

/**
 * Chinese text on screen that is not marked as data. Names, addresses and document numbers are data
 * in Chinese whatever the interface language, and carry lang="zh-CN" (screen readers read them so).
 */
async function chineseOutsideData(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const found: string[] = [];
    const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/.test(text)) continue;
      const parent = node.parentElement;
      // A chart is one image named by its label: the names it draws (SVG text) are data, as in its tooltip.
      if (
        !parent ||
        parent.closest('[lang^="zh"], script, style, [hidden], [aria-hidden="true"], [role="img"] svg')
      )
        continue;
      if (!parent.getClientRects().length) continue;
      const where = parent.closest('[id]')?.id ?? parent.tagName.toLowerCase();
      found.push(`${where}: ${text.trim().slice(0, 60)}`);
    }
    return [...new Set(found)];
  });
}

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
