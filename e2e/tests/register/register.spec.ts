import { expect, type Page, test } from '@playwright/test';
import { signIn, USER } from '../shell/helpers';

const header = (page: Page, name: string) =>
  page.locator('.register-table').getByRole('columnheader', { name, exact: true });

test('a user chooses the register columns and finds them again after a reload', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/list/search-table');
  await expect(page.getByRole('heading', { name: '煤矿台账' })).toBeVisible();
  await expect(header(page, '核定产能（万吨/年）')).toBeVisible();
  await expect(header(page, '近三年行政处罚次数')).toHaveCount(0);

  await page.getByRole('button', { name: '列设置' }).click();
  const drawer = page.getByRole('dialog', { name: '显示的列、顺序与宽度' });
  await drawer.getByRole('checkbox', { name: '近三年行政处罚次数' }).check();
  await drawer.getByRole('checkbox', { name: '核定产能' }).uncheck();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/preferences/registerColumns') && r.request().method() === 'PUT',
  );
  await drawer.getByRole('button', { name: '保存' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(header(page, '近三年行政处罚次数')).toBeVisible();
  await expect(header(page, '核定产能（万吨/年）')).toHaveCount(0);

  await page.reload();
  await expect(header(page, '近三年行政处罚次数')).toBeVisible();
  await expect(header(page, '核定产能（万吨/年）')).toHaveCount(0);
});

test('an advanced query is applied from the URL it writes', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/list/search-table');
  const count = page.locator('.register-toolbar__count');
  await expect(count).toHaveText(/共 \d+ 座煤矿/);
  const before = await count.textContent();

  await page.getByRole('button', { name: '添加条件' }).click();
  const condition = page.getByTestId('register-condition');
  // A new condition reads 矿井名称 包含 …
  await condition.getByRole('textbox', { name: '值' }).fill('金沙');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=.*name.*contains.*/);
  await expect(count).not.toHaveText(before!);
  const url = page.url();

  // The link opens the same query.
  await page.goto(url);
  await expect(page.getByTestId('register-condition').getByRole('textbox', { name: '值' })).toHaveValue(
    '金沙',
  );
  await expect(page.locator('.register-table a').first()).toBeVisible();
});
