import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';
import { mineWithData } from './helpers';

test('production records print years as they are written, quantities with separators', async ({ page }) => {
  await signIn(page, ADMIN);
  const mineId = await mineWithData(page, [['overview', 'productionRecords']]);
  await page.goto(`/mine/${mineId}?section=overview#productionRecords`);
  const table = page.locator('#productionRecords').getByRole('table');
  await expect(table).toBeVisible();
  const years = await table.locator('tbody tr td:first-child').allTextContents();
  expect(years.length).toBeGreaterThan(0);
  for (const year of years) expect(year).toMatch(/^(19|20)\d\d$/);
});
