import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';
import { readZipEntry } from '../search/xlsx';

interface ProductionBody {
  data: {
    from: number;
    to: number;
    years: { year: number; byStatus: { status: string; mines: number; drift: number }[] }[];
  };
}

const PAGE = '/visualization/data-analysis';
const answer = (page: Page, part = '') =>
  page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/visualization/production' && r.url().includes(part) && r.ok(),
  );
const searchTotal = (page: Page) => page.getByRole('heading', { name: /^共 [\d,]+ 座煤矿$/ });

test('the production analysis narrows to a prefecture and a span, drills a bar into search with its count and exports a chart', async ({
  page,
}) => {
  // Six charts over every year of the province: slower than a list on a loaded machine.
  test.slow();
  await signIn(page);
  const first = answer(page);
  await page.goto(PAGE);
  await first;
  await expect(page.getByTestId('production-summary')).toContainText('全省');

  // The area as a user picks it: a prefecture from the tree.
  const prefecture = '六盘水市';
  const narrowed = answer(page, encodeURIComponent(prefecture));
  await page.getByRole('combobox', { name: '地区' }).click();
  await page
    .getByRole('menuitemcheckbox', { name: prefecture })
    .or(page.getByTitle(prefecture))
    .first()
    .click();
  await page.keyboard.press('Escape');
  await narrowed;
  await expect(page).toHaveURL(/prefecture=/);

  // The span: from 2018.
  const spanned = answer(page, 'from=2018');
  await page.getByRole('combobox', { name: '起始年份' }).click();
  await page.keyboard.type('2018');
  await page.getByTitle('2018 年', { exact: true }).click();
  const body = (await (await spanned).json()) as ProductionBody;
  expect(body.data.from).toBe(2018);
  await expect(page.getByTestId('production-summary')).toContainText(
    `${prefecture} · 2018–${body.data.to} 年`,
  );

  // The last year's producing mines sit at the bottom of the last status bar; today's status dates them.
  const last = body.data.years.at(-1)!;
  const producing = last.byStatus.find((s) => s.status === '1')!;
  expect(producing.drift).toBe(0);
  // Charts draw as they near the screen, as a reader scrolls to them.
  await page.getByTestId('production-chart-status').scrollIntoViewIfNeeded();
  const chart = page.getByTestId('production-chart-status').locator('canvas').first();
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  const slot = (box.width - 60) / body.data.years.length;
  await chart.click({ position: { x: box.width - 8 - slot / 2, y: box.height - 34 } });
  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('prefecture')).toBe(prefecture);
  expect(params.get('productionStatus')).toBe('1');
  await expect(searchTotal(page)).toHaveText(`共 ${producing.mines} 座煤矿`);

  // Back on the analysis, one chart's figures as a workbook.
  await page.goBack();
  await expect(page.getByTestId('production-summary')).toContainText(prefecture);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出数据 年末煤矿数（按状态）' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('生产分析-年末煤矿数（按状态）.xlsx');
  const file = readFileSync(await download.path());
  const strings = readZipEntry(file, 'xl/sharedStrings.xml') ?? '';
  for (const text of ['年份', '生产', prefecture]) expect(strings).toContain(text);
  const sheet = readZipEntry(file, 'xl/worksheets/sheet1.xml') ?? '';
  expect(sheet).toContain(`<v>${last.year}</v>`);
  expect(sheet).toContain(`<v>${producing.mines}</v>`);
});
