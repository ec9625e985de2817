import { expect, test } from '@playwright/test';
import { apiGet } from '../profile/helpers';
import { ADMIN, signIn } from '../shell/helpers';

test('a mine edited in two tabs: the first save shows its result, the second is refused naming the field changed since', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN);
  // The last demo mine, which no other spec reads.
  const dataset = await apiGet<{ data: { mines: number } }>(page, '/api/mine/dataset');
  const mineId = dataset.data.mines;
  await page.goto(`/mine/${mineId}`);
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(new RegExp(`/form/group\\?mineId=${mineId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^编辑煤矿：/ })).toBeVisible();

  const second = await context.newPage();
  await second.goto(`/form/group?mineId=${mineId}`);
  await expect(second.getByLabel('矿井名称', { exact: true })).toBeVisible();

  const address = `贵州省测试路 ${Date.now()} 号`;
  await page.getByLabel('地址', { exact: true }).fill(address);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/result\/success\?set=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '煤矿已保存' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: address })).toContainText('地址');

  await second.getByLabel('矿井名称', { exact: true }).fill('第二个标签页改的名字');
  await second.getByRole('button', { name: /保\s*存/ }).click();
  const refusal = second.getByRole('alert').filter({ hasText: '未能保存' });
  await expect(refusal).toContainText('以下字段已被修改：地址');
  await expect(second).toHaveURL(/\/form\/group/);

  // Reloaded, the form shows the first tab's address and saves.
  await refusal.getByRole('button', { name: '重新加载' }).click();
  await expect(second.getByLabel('地址', { exact: true })).toHaveValue(address);
});
