import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: '搜索煤矿' });

async function openSearch(page: Page) {
  await page.getByRole('button', { name: '搜索煤矿' }).click();
  const box = dialogOf(page).getByRole('combobox', { name: '煤矿名称' });
  await expect(box).toBeFocused();
  return box;
}

test('navbar search: Enter with nothing highlighted opens the first match, even before the results show', async ({
  page,
  context,
}) => {
  await signIn(page);
  const box = await openSearch(page);
  // Typed and Enter at once, faster than the search-as-you-type delay.
  await box.pressSequentially('jinsha', { delay: 0 });
  const [tab] = await Promise.all([context.waitForEvent('page'), box.press('Enter')]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(/^\/mine\/\d+$/);
  await tab.close();
  await expect(dialogOf(page)).toBeHidden();

  // Once the results show, Enter without ↓ opens the first of them.
  const again = await openSearch(page);
  await again.fill('jinsha');
  const first = dialogOf(page).getByRole('option').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  const [second] = await Promise.all([context.waitForEvent('page'), again.press('Enter')]);
  await second.waitForLoadState();
  expect(new URL(second.url()).pathname).toBe(href);
  await second.close();
});

test('navbar search: Enter with no match opens the search page with the term', async ({ page }) => {
  await signIn(page);
  const box = await openSearch(page);
  await box.fill('没有这个煤矿名');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?mineName=%E6%B2%A1/);
  await expect(dialogOf(page)).toBeHidden();
  await expect(
    page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /煤矿名称/ }))
      .first(),
  ).toHaveValue('没有这个煤矿名');
});

test('navbar search: "jinsha" lists mines named so before mines of 金沙县, and says which field matched', async ({
  page,
}) => {
  await signIn(page);
  const box = await openSearch(page);
  await box.fill('jinsha');
  const options = dialogOf(page).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText('名称匹配');
  const labels = await options.locator('.mine-option__match').allTextContents();
  const rank = (label: string) => (label.startsWith('名称') ? 0 : label.startsWith('曾用名') ? 1 : 2);
  expect(labels.length).toBe(await options.count());
  expect(labels.map(rank)).toEqual([...labels.map(rank)].sort((a, b) => a - b));
  // Further down the list, the mines found by their county say so.
  await expect(options.filter({ hasText: '区县匹配：金沙县' }).first()).toBeVisible();
});
