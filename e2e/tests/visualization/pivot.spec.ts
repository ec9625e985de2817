import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';
import { readZipEntry } from '../search/xlsx';

interface PivotBody {
  data: {
    cells: { keys: Record<string, string>; values: Record<string, number> }[];
    total: { count: number };
  };
}

const PAGE = '/visualization/multi-dimension-data-analysis';
const pivotAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/visualization/pivot?') && r.ok());
const searchTotal = (page: Page) => page.getByRole('heading', { name: /^共 [\d,]+ 座煤矿$/ });

test('a two-dimension pivot survives a reload, exports its layout and drills a cell into search with its count', async ({
  page,
}) => {
  await signIn(page);
  const first = pivotAnswer(page);
  // Sorted by the count, the first line is the prefecture with the most mines, which holds every class.
  await page.goto(`${PAGE}?rows=prefecture&cols=&measures=count&sort=count`);
  await first;
  // Add the second dimension as a user does: scale class as the columns.
  const scaled = pivotAnswer(page);
  await page.getByRole('combobox', { name: '列' }).click();
  await page.getByTitle('规模等级', { exact: true }).click();
  await page.keyboard.press('Escape');
  const body = (await (await scaled).json()) as PivotBody;
  await expect(page).toHaveURL(/cols=scaleClass/);
  const total = body.data.total.count;
  await expect(page.getByTestId('pivot-total')).toHaveText(`共 ${total} 座煤矿`);

  await page.reload();
  await expect(page).toHaveURL(/rows=prefecture&cols=scaleClass/);
  await expect(page.getByTestId('pivot-total')).toHaveText(`共 ${total} 座煤矿`);
  const sheet = page.getByTestId('pivot-sheet').locator('canvas');
  await expect(sheet).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('多维分析.xlsx');
  const file = readFileSync(await download.path());
  const strings = readZipEntry(file, 'xl/sharedStrings.xml') ?? '';
  for (const heading of ['规模等级', '市州', '总计', '大型', '小型']) expect(strings).toContain(heading);
  const sheetXml = readZipEntry(file, 'xl/worksheets/sheet1.xml') ?? '';
  expect(sheetXml).toContain(`<v>${total}</v>`);

  // The first data cell sits right of the row headings (about 200 px) and under the two heading rows.
  const box = (await sheet.boundingBox())!;
  await sheet.click({ position: { x: Math.min(box.width - 20, 300), y: 32 * 2 + 16 } });
  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  const cell = body.data.cells.find(
    (c) => c.keys.prefecture === params.get('prefecture') && c.keys.scaleClass === params.get('scaleClass'),
  );
  expect(cell, page.url()).toBeDefined();
  await expect(searchTotal(page)).toHaveText(`共 ${cell!.values.count} 座煤矿`);
});
