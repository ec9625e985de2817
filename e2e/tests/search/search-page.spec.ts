import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';
import { readZipEntry } from './xlsx';

const group = (page: Page, name: string) => page.getByRole('group', { name });
const totalText = (page: Page) => page.getByRole('heading', { name: /^共 [\d,]+ 座煤矿$/ });
const totalOf = async (page: Page) => Number((await totalText(page).innerText()).replace(/\D/g, ''));

test('filters, sort, page and view round-trip through the URL and survive a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/search');
  await expect(totalText(page)).toBeVisible();
  const all = await totalOf(page);

  const producing = group(page, '生产状态').getByRole('button', { name: /^生产/ });
  await expect(producing).toHaveText(/\d/);
  const countOnChip = Number((await producing.innerText()).replace(/\D/g, ''));
  const facets = page.waitForResponse((r) => r.url().includes('/mine/facets?productionStatus=1'));
  await producing.click();
  await expect(page).toHaveURL(/productionStatus=1(&|$)/);
  await facets;
  await expect(producing).toHaveAttribute('aria-pressed', 'true');
  await expect(totalText(page)).toHaveText(`共 ${countOnChip.toLocaleString('en-US')} 座煤矿`);
  expect(countOnChip).toBeLessThan(all);

  const highGas = group(page, '瓦斯等级').getByRole('button', { name: /^高瓦斯矿井/ });
  // Each option counts mines under every other filter: the chip tells the total it will give.
  await expect(highGas).toHaveText(/\d/);
  const filtered = Number((await highGas.innerText()).replace(/\D/g, ''));
  await highGas.click();
  await expect(page).toHaveURL(/gasGrade=2/);
  await expect(totalText(page)).toHaveText(`共 ${filtered.toLocaleString('en-US')} 座煤矿`);

  await page.getByRole('columnheader', { name: '核定产能（万吨/年）' }).click();
  await expect(page).toHaveURL(/sort=capacity&order=asc/);
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(group(page, '生产状态').getByRole('button', { name: /^生产/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(group(page, '瓦斯等级').getByRole('button', { name: /^高瓦斯矿井/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(totalText(page)).toHaveText(`共 ${filtered.toLocaleString('en-US')} 座煤矿`);
  await expect(page.getByRole('listitem', { name: '2' })).toHaveClass(/ant-pagination-item-active/);
  const capacities = await page.getByRole('row').locator('td:nth-child(6)').allInnerTexts();
  const numbers = capacities.map((c) => Number(c.replace(/,/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  // A shared link opens the same view in a fresh page.
  const again = await page.context().newPage();
  await again.goto(url);
  await expect(totalText(again)).toHaveText(`共 ${filtered.toLocaleString('en-US')} 座煤矿`);
  await again.close();

  await page.getByRole('button', { name: '清除全部条件' }).first().click();
  await expect(page).not.toHaveURL(/productionStatus|gasGrade/);
  await expect(totalText(page)).toHaveText(`共 ${all.toLocaleString('en-US')} 座煤矿`);
});

test('table and cards show the same mines, the view is kept in the URL', async ({ page }) => {
  await signIn(page);
  await page.goto(`/search?prefecture=${encodeURIComponent('遵义市')}&sort=name&order=asc`);
  await expect(page.getByRole('table')).toBeVisible();
  const names = await page.getByRole('row').locator('td:first-child a').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);

  const view = (name: RegExp) => page.locator('label').filter({ has: page.getByRole('radio', { name }) });
  await view(/卡片/).click();
  await expect(page).toHaveURL(/view=cards/);
  const cards = page.getByRole('list', { name: '搜索结果' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(names);

  await page.reload();
  await expect(page.getByRole('list', { name: '搜索结果' })).toBeVisible();
  await view(/表格/).click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.getByRole('table')).toBeVisible();
});

test('the region tree filters by prefecture and county; an impossible search says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/search');
  await page.getByRole('combobox', { name: '所在地区' }).click();
  await page.getByRole('menuitemcheckbox', { name: /^遵义市/ }).click();
  await expect(page).toHaveURL(/prefecture=%E9%81%B5%E4%B9%89%E5%B8%82/);
  await page.getByRole('menuitemcheckbox', { name: /^汇川区/ }).click();
  await expect(page).toHaveURL(/county=%E6%B1%87%E5%B7%9D%E5%8C%BA/);
  const rows = page.getByRole('row').locator('td:nth-child(3)');
  await expect(rows.first()).toHaveText('汇川区');

  await page.goto('/search?mineName=zzzzqqqq');
  await expect(page.getByText('没有符合条件的煤矿')).toBeVisible();
  await page.getByRole('button', { name: '清除全部条件' }).last().click();
  await expect(totalText(page)).toBeVisible();
});

test('export downloads the filtered list as a valid .xlsx with Chinese headers', async ({ page }) => {
  await signIn(page);
  await page.goto('/search?gasGrade=3');
  await expect(totalText(page)).toBeVisible();
  const total = await totalOf(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`煤矿列表-${total}.xlsx`);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const file = readFileSync(path);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  const strings = readZipEntry(file, 'xl/sharedStrings.xml') ?? '';
  expect(strings).toContain('矿井名称');
  expect(strings).toContain('核定产能（万吨/年）');
});
