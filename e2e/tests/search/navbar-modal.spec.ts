import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: '搜索煤矿' });

test('navbar search: at most 6 matches, each opening the mine in a new tab; closing clears it', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: '搜索煤矿' }).click();
  const dialog = dialogOf(page);
  const box = dialog.getByRole('combobox', { name: '煤矿名称' });
  await expect(box).toBeFocused();
  await expect(dialog.getByText('输入煤矿名称开始搜索')).toBeVisible();

  await box.fill('煤矿');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(6);
  await expect(dialog.getByText(/找到 \d+ 座煤矿，显示前 6 座/)).toBeVisible();
  await expect(options.first()).toContainText('万吨/年');

  const first = options.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/mine\/\d+$/);
  await expect(first).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), first.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  await tab.close();

  // Opening again starts empty: no text, no results.
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(dialogOf(page)).toBeVisible();
  await expect(dialogOf(page).getByRole('combobox', { name: '煤矿名称' })).toHaveValue('');
  await expect(dialogOf(page).getByRole('option')).toHaveCount(0);
});

test('navbar search: keyboard choice, Enter opens a new tab, no-result state, Escape clears', async ({
  page,
  context,
}) => {
  await signIn(page);
  // The shortcut works once the navbar is on screen.
  await expect(page.getByRole('button', { name: '搜索煤矿' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = dialogOf(page);
  const box = dialog.getByRole('combobox', { name: '煤矿名称' });
  // The search runs as the text is typed (Enter with nothing chosen opens the first match: navbar-enter).
  await box.fill('jinsha');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = dialog.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  const href = await second.getAttribute('href');
  const [tab] = await Promise.all([context.waitForEvent('page'), box.press('Enter')]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  await tab.close();

  await page.getByRole('button', { name: '搜索煤矿' }).click();
  await dialogOf(page).getByRole('combobox', { name: '煤矿名称' }).fill('不存在的矿名甲乙丙丁');
  await expect(dialogOf(page).getByText('没有找到与“不存在的矿名甲乙丙丁”匹配的煤矿')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(dialogOf(page).getByRole('combobox', { name: '煤矿名称' })).toHaveValue('');
  await expect(dialogOf(page).getByText('输入煤矿名称开始搜索')).toBeVisible();
});
