import { expect, test } from '@playwright/test';
import { signInAs } from './modes';

const CJK = /[\u3400-\u9fff]/;

test('en-US dark: places, the default weight set, fixed mine terms and the operator read in English', async ({
  page,
}) => {
  await signInAs(page, { locale: 'en-US', theme: 'dark', width: 1440 });
  await page.goto('/search');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Prefecture' })).toBeVisible();
  const places = await table
    .locator('tbody tr.ant-table-row')
    .locator('td:nth-child(2), td:nth-child(3)')
    .allInnerTexts();
  expect(places.length).toBeGreaterThan(4);
  for (const place of places) expect(place).not.toMatch(CJK);
  await expect(page.locator('.app-footer')).toContainText(
    'Guizhou Coal Industry Big Data Information Center',
  );

  // The default set is named in the reader's language; a set an admin named (the risk spec activates one)
  // reads as written.
  const riskOverview = page.waitForResponse((r) => r.url().includes('/api/risk/overview') && r.ok());
  await page.goto('/dashboard/riskmodel');
  const { data } = (await (await riskOverview).json()) as { data: { modelName: string } };
  await expect(page.getByTestId('risk-version')).toContainText(
    data.modelName === '默认权重' ? 'Weight set "Default weights"' : `Weight set "${data.modelName}"`,
  );

  await page.goto('/mine/1?section=safety#safetyOverview');
  const overview = page.getByRole('region', { name: 'Safety overview' });
  await expect(overview.getByRole('cell', { name: /^(Grade [123]|Not graded)$/ })).toBeVisible();
  await expect(overview.getByRole('cell', { name: /Roof fall/ })).toBeVisible();
});

test('en-US light: the home page status tags keep clear of their bars', async ({ page }) => {
  await signInAs(page, { locale: 'en-US', theme: 'light', width: 1440 });
  await page.goto('/index');
  const rows = page.locator('.status-breakdown__row');
  await expect(rows.first()).toBeVisible();
  const overlaps = await rows.evaluateAll((links) =>
    links.flatMap((row) => {
      const tag = row.querySelector('.status-tag')!;
      const bar = row.querySelector('.status-breakdown__bar')!;
      const clipped = tag.scrollWidth > tag.clientWidth + 1;
      const covered = tag.getBoundingClientRect().right > bar.getBoundingClientRect().left;
      return clipped || covered ? [tag.textContent] : [];
    }),
  );
  expect(overlaps).toEqual([]);
});

test('en-US 1440 px: the company column is readable, Actions sits on one line, a search folds the filters', async ({
  page,
}) => {
  await signInAs(page, { locale: 'en-US', theme: 'light', width: 1440 });
  await page.goto('/search');
  const table = page.getByRole('table');
  const company = table.getByRole('columnheader', { name: 'Company' });
  await expect(company).toBeVisible();
  expect((await company.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  const actions = table.getByRole('columnheader', { name: 'Actions' });
  // One line of text: the header's words take a single line box.
  const lines = await actions.evaluate((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);

  const filters = page.getByRole('button', { name: 'Hide filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('searchbox', { name: 'Mine name' })
    .or(page.getByLabel('Mine name'))
    .first()
    .fill('煤矿');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
  // The results come first: the table's first row is on the first screen.
  const firstRow = table.locator('tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  expect((await firstRow.boundingBox())!.y).toBeLessThan(900);
});
