import { expect, test } from '@playwright/test';
import { apiGet } from '../profile/helpers';
import { ADMIN, signIn } from '../shell/helpers';

interface Preview {
  data: { mines: { mineId: number; name: string; base: Record<string, string | null> }[]; changed: number };
}

test('two mines batch-edited: the result page lists both, and both profiles show the new merger stage', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const dataset = await apiGet<{ data: { mines: number } }>(page, '/api/mine/dataset');
  // Two demo mines near the end, apart from the one the edit spec changes.
  const mineIds = [dataset.data.mines - 2, dataset.data.mines - 1];
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token ?? ''}`, clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e' };
  // A stage neither mine is at yet, with its dictionary label.
  const stages: [string, string][] = [
    ['9', '新采矿权颁发'],
    ['8', '环境评价'],
  ];
  const now = await Promise.all(
    mineIds.map((id) =>
      apiGet<{ data: { values: { mergerType: string | null } } }>(page, `/api/mine/${id}/edit`),
    ),
  );
  const [stage, label] = stages.find(([code]) => now.every((m) => m.data.values.mergerType !== code))!;
  // The register's drawer sends these two calls.
  const body = { mineIds, changes: { mergerType: stage } };
  const preview = (await (
    await page.request.post('/api/mine/batch-edit/preview', { headers, data: body })
  ).json()) as Preview;
  expect(preview.data.changed).toBe(2);
  const base = preview.data.mines.map((m) => ({ mineId: m.mineId, ...m.base }));
  const done = (await (
    await page.request.post('/api/mine/batch-edit', { headers, data: { ...body, base } })
  ).json()) as {
    data: { setId: number };
  };

  await page.goto(`/result/success?set=${done.data.setId}`);
  await expect(page.getByRole('heading', { level: 1, name: '批量修改已完成' })).toBeVisible();
  for (const mine of preview.data.mines) {
    const section = page.getByRole('region', { name: mine.name });
    await expect(section.getByRole('row').filter({ hasText: '兼并重组类型' })).toContainText(label);
  }
  for (const mine of preview.data.mines) {
    await page.getByRole('link', { name: mine.name }).click();
    await expect(page).toHaveURL(new RegExp(`/mine/${mine.mineId}`));
    await expect(page.locator('section#productionOverview')).toContainText(label);
    await page.goBack();
  }
});
