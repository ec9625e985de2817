import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readZipEntry } from '../search/xlsx';
import { ADMIN, signIn } from '../shell/helpers';

const neighbourHeading = (page: Page) => page.getByText(/^周边煤矿（\d+）$/);
const neighbourCount = async (page: Page) =>
  Number((await neighbourHeading(page).innerText()).replace(/\D/g, ''));
const totalText = (page: Page) => page.getByRole('heading', { name: /^共 [\d,]+ 座煤矿$/ });

test.describe('surrounding analysis', () => {
  test('seam tab from a profile, radius change, quality tab and back, export', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/mine/1?section=geology#minableSeams');
    await page.locator('#minableSeams').getByRole('link', { name: '与周边煤矿对比' }).click();
    await expect(page).toHaveURL(/\/peripheralAnalysis\/coalSeamAnalysis\/1$/);
    await expect(page.getByRole('tab', { name: '煤层对比', selected: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '煤层分布（平均厚度，米）' })).toBeVisible();
    await expect(neighbourHeading(page)).toBeVisible();
    const at20 = await neighbourCount(page);
    const map = page.locator('.analysis-map');
    await expect(map).toHaveAttribute('data-neighbours', String(at20));

    await page.getByText('50 公里', { exact: true }).first().click();
    await expect(page).toHaveURL(/radius=50/);
    await expect.poll(() => neighbourCount(page)).toBeGreaterThan(at20);
    const at50 = await neighbourCount(page);
    await expect(map).toHaveAttribute('data-neighbours', String(at50));
    // The table lists them, nearest first, each linking to its profile.
    const rows = page.locator('.analysis-neighbours .ant-table-row');
    await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/mine\/\d+$/);

    await page.getByRole('tab', { name: '煤质对比' }).click();
    await expect(page).toHaveURL(/\/peripheralAnalysis\/coalQualityCompare\/1\?radius=50$/);
    await expect(page.getByText('本矿与周边中位数')).toBeVisible();
    await expect(page.getByText('指标分布与 GB/T 15224 等级')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/peripheralAnalysis\/coalSeamAnalysis\/1\?radius=50$/);
    await expect(page.getByRole('tab', { name: '煤层对比', selected: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^煤层对比-.+-50km\.xlsx$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(readZipEntry(bytes, 'xl/workbook.xml')).toContain('煤层对比');
    expect(readZipEntry(bytes, 'xl/sharedStrings.xml')).toContain('平均厚度');
  });

  test('an export that fails says so, and the page stays as it was', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.route('**/api/analysis/*/seams/export*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"msg":"busy"}' }),
    );
    await page.goto('/peripheralAnalysis/coalSeamAnalysis/1');
    await expect(neighbourHeading(page)).toBeVisible();
    await page.getByRole('button', { name: '导出 Excel' }).click();
    await expect(page.locator('.ant-message').getByText('导出失败，请稍后重试')).toBeVisible();
    await expect(neighbourHeading(page)).toBeVisible();
  });

  test('no neighbour within the radius is a state that offers the next radius', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/peripheralAnalysis/coalSeamAnalysis/1?radius=1');
    await expect(page.getByText('半径 1 公里内没有其他煤矿')).toBeVisible();
    await page.getByRole('button', { name: /^扩大到 \d+ 公里$/ }).click();
    await expect(page).not.toHaveURL(/radius=1$/);
    await expect.poll(() => neighbourCount(page)).toBeGreaterThan(0);
  });

  test('an area figure drills into search with the area chip and the same count', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/industryAnalysis?mineId=1&radius=50');
    const mines = page.locator('.area-stat').first();
    await expect(mines).toContainText('煤矿数');
    const count = Number((await mines.locator('.ant-statistic-content').innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(1);
    await mines.click();
    await expect(page).toHaveURL(/\/search\?nearMine=1&radiusKm=50/);
    await expect(page.locator('.active-filters')).toContainText(/周边范围：.+ 周边 50 公里/);
    await expect(totalText(page)).toHaveText(`共 ${count.toLocaleString('en-US')} 座煤矿`);
    // Reloading keeps the area.
    await page.reload();
    await expect(totalText(page)).toHaveText(`共 ${count.toLocaleString('en-US')} 座煤矿`);
  });

  test('the area’s point is picked on a map: a click sets the coordinates the analysis uses', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/industryAnalysis');
    await page.getByText('坐标', { exact: true }).click();
    const picker = page.getByRole('img', { name: /^选点地图/ });
    await expect(picker).toHaveAccessibleName('选点地图，当前坐标 26.6, 106.7');
    const lat = page.getByRole('spinbutton', { name: '纬度' });
    const lng = page.getByRole('spinbutton', { name: '经度' });
    // The inputs show two decimals at least; their value is the picked one, to about 10 m.
    await expect(lat).toHaveAttribute('aria-valuenow', '26.6');

    // A quarter of the map's width east of the centre: the map spans 30 km each way at the default
    // 20 km radius, so the point moves about 15 km east, 0.151° of longitude at this latitude.
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
    await expect(picker).not.toHaveAccessibleName(/106\.7$/);
    const pickedLng = Number(await lng.getAttribute('aria-valuenow'));
    const pickedLat = Number(await lat.getAttribute('aria-valuenow'));
    expect(pickedLng).toBeCloseTo(106.7 + 30 / (111.32 * Math.cos((26.6 * Math.PI) / 180)) / 2, 2);
    expect(pickedLat).toBeCloseTo(26.6, 2);

    await page.getByRole('button', { name: '分析' }).click();
    await expect(page).toHaveURL(new RegExp(`lat=${pickedLat}&lng=${pickedLng}&radius=20`));
    await expect(page.getByText(`坐标 ${pickedLat}, ${pickedLng} 周边 20 公里`)).toBeVisible();
  });
});
