import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

interface PivotBody {
  data: { cols: string[]; cells: { keys: Record<string, string> }[]; total: { count: number } };
}

const PAGE = '/visualization/multi-dimension-data-analysis';
const pivotAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/visualization/pivot?') && r.ok());

test('a pivot by production year is saved as a view and opened again from the workplace', async ({
  page,
}) => {
  await signIn(page);
  const first = pivotAnswer(page);
  await page.goto(`${PAGE}?rows=prefecture&cols=&measures=count`);
  await first;
  // Production year as the columns, chosen as a user does.
  const byYear = pivotAnswer(page);
  await page.getByRole('combobox', { name: '列' }).click();
  // The list is virtual: the last options appear when the typed words narrow it.
  await page.keyboard.type('生产年度');
  await page.getByTitle('生产年度', { exact: true }).click();
  await page.keyboard.press('Escape');
  const body = (await (await byYear).json()) as PivotBody;
  expect(body.data.cols).toEqual(['year']);
  const years = [...new Set(body.data.cells.map((c) => c.keys.year))];
  expect(years).toEqual([...years].sort());
  const total = body.data.total.count;
  await expect(page.getByTestId('pivot-total')).toHaveText(`共 ${total} 条煤矿年度生产记录`);
  const pivotUrl = page.url();

  const name = `分市州年度煤矿数 ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: '保存视图' }).click();
  const dialog = page.getByRole('dialog', { name: '保存当前视图' });
  await dialog.getByLabel('名称').fill(name);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/saved-views') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: '保存视图' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  // The page's own menu lists it.
  await page.getByRole('button', { name: '我的视图' }).click();
  await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/workplace');
  const card = page.getByRole('region', { name: '我保存的视图' });
  const reopened = pivotAnswer(page);
  await card.getByRole('link', { name }).click();
  await reopened;
  await expect(page).toHaveURL(/cols=year/);
  // The same parameters (the stored state keeps no key order).
  const sorted = (url: string) => [...new URL(url).searchParams].sort();
  expect(sorted(page.url())).toEqual(sorted(pivotUrl));
  await expect(page.getByTestId('pivot-total')).toHaveText(`共 ${total} 条煤矿年度生产记录`);
});
