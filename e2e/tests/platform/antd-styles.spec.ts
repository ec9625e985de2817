import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

/**
 * How many of the page's <style> elements hold rules of Ant Design's components or icons. The theme's variables
 * (`.app-theme.ant-btn{--ant-button-…}`) are written at run time by design, so they are left out.
 */
const scriptWrittenRules = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('style')).filter((style) =>
        /\.ant[\w-]+[^{}]*\{[^{}]*[a-z-]+\s*:/.test(
          (style.textContent ?? '').replace(/--[\w-]+:[^;}]*;?/g, ''),
        ),
      ).length,
  );

test('components are drawn by the build’s style sheet in the reader’s theme, with none written by script', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/search');
  const table = page.locator('.ant-table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await scriptWrittenRules(page)).toBe(0);
  // Icons keep their base rules, from the sheet.
  await expect(page.getByRole('banner').locator('.anticon').first()).toHaveCSS(
    'text-rendering',
    'optimizelegibility',
  );
  // The current page of the pager takes the theme colour, #165DFF, from the theme's variables.
  await expect(page.locator('.ant-pagination-item-active')).toHaveCSS('border-color', 'rgb(22, 93, 255)');
  await expect(table).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  // The same sheet serves the dark theme.
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ theme: 'dark' })));
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  expect(await scriptWrittenRules(page)).toBe(0);
});
