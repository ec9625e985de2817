import { expect, test } from '@playwright/test';
import { apiGet } from '../profile/helpers';
import { ADMIN, signIn } from '../shell/helpers';

test('two mines batch-edited: the result page lists both, and both profiles show the new merger stage', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const dataset = await apiGet<{ data: { mines: number } }>(page, '/api/mine/dataset');
  // Two demo mines near the end, apart from the one the edit spec changes.
  const mineIds = [dataset.data.mines - 2, dataset.data.mines - 1];
  // A stage neither mine is at yet, with its dictionary label.
  const stages: [string, string][] = [
    ['9', '新采矿权颁发'],
    ['8', '环境评价'],
  ];
  const now = await Promise.all(
    mineIds.map((id) =>
      apiGet<{ data: { values: { code: string; name: string; mergerType: string | null } } }>(
        page,
        `/api/mine/${id}/edit`,
      ),
    ),
  );
  const [, label] = stages.find(([code]) => now.every((m) => m.data.values.mergerType !== code))!;
  const mines = now.map((m, i) => ({ mineId: mineIds[i]!, name: m.data.values.name }));

  // The register, narrowed to the two mines by their codes; select both and batch-edit them.
  const q = JSON.stringify([['code', 'in', now.map((m) => m.data.values.code)]]);
  await page.goto(`/list/search-table?q=${encodeURIComponent(q)}`);
  await expect(page.locator('.register-toolbar__count')).toHaveText(/共 2 座煤矿/);
  await page.locator('.register-table thead').getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量修改' }).click();
  const drawer = page.getByRole('dialog', { name: '批量修改 2 座煤矿' });
  const stageBox = drawer.getByRole('combobox', { name: '兼并重组类型' });
  await stageBox.click();
  await stageBox.fill(label);
  await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
  await drawer.getByRole('button', { name: '预览修改' }).click();
  await expect(drawer.getByText('将修改 2 座煤矿，0 座不会变化')).toBeVisible();
  await drawer.getByRole('button', { name: '确认修改 2 座煤矿' }).click();

  await expect(page).toHaveURL(/\/result\/success\?set=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: '批量修改已完成' })).toBeVisible();
  for (const mine of mines) {
    const section = page.getByRole('region', { name: mine.name });
    await expect(section.getByRole('row').filter({ hasText: '兼并重组类型' })).toContainText(label);
  }
  for (const mine of mines) {
    await page.getByRole('link', { name: mine.name }).click();
    await expect(page).toHaveURL(new RegExp(`/mine/${mine.mineId}`));
    await expect(page.locator('section#productionOverview')).toContainText(label);
    await page.goBack();
  }
});
