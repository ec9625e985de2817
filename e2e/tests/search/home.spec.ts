import { expect, test } from '@playwright/test';

test('home works signed out and its figures equal the API', async ({ page, request }) => {
  const res = await request.get('/api/portal/overview');
  const { data } = (await res.json()) as {
    data: {
      mines: number;
      capacity: number;
      producingMines: number;
      producingCapacity: number;
      sample: boolean;
    };
  };
  await page.goto('/index');
  await expect(page).toHaveURL(/\/index$/);
  const figures = page.getByRole('list', { name: '全省概况' });
  const figure = (title: string) => figures.getByRole('listitem').filter({ hasText: title });
  const fmt = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
  await expect(figure('煤矿总数')).toContainText(`${fmt(data.mines)}座`);
  await expect(figure('核定产能合计')).toContainText(`${fmt(data.capacity)}万吨/年`);
  await expect(figure('生产矿井产能')).toContainText(`${fmt(data.producingCapacity)}万吨/年`);
  await expect(figure('生产矿井').first()).toContainText(`${fmt(data.producingMines)}座`);
  if (data.sample) await expect(page.getByText('示例数据').first()).toBeVisible();
  await expect(page.getByRole('img', { name: '各市州煤矿数量（按生产状态堆叠）' })).toBeVisible();
});

test('a shortcut from the signed-out home leads through login to the filtered search', async ({ page }) => {
  await page.goto('/index');
  await page
    .getByRole('navigation', { name: '按市州' })
    .getByRole('link', { name: /^遵义市/ })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=Search&prefecture=/);
  await page.getByLabel('用户名', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?prefecture=%E9%81%B5%E4%B9%89%E5%B8%82$/);
  await expect(page.getByRole('row').locator('td:nth-child(2)').first()).toHaveText('遵义市');
});

test('the hero typeahead suggests mines and Enter opens the search page', async ({ page }) => {
  await page.goto('/index');
  const box = page.getByRole('combobox', { name: '搜索煤矿' });
  await box.fill('jinsha');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(6);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=Search&mineName=jinsha/);
});
