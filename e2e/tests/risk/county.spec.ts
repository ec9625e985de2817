import { expect, type Page, test } from '@playwright/test';
import { signIn, USER } from '../shell/helpers';

const tooltip = (page: Page) => page.locator('.risk-county__map').getByText(/平均分 [\d.]+/);

/**
 * Points the mouse over the choropleth until the tooltip names a county with scored mines, as a person
 * reading the map does, and returns that point and the county's name.
 */
async function findScoredCounty(page: Page) {
  const canvas = page.locator('.risk-county__map canvas');
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  for (const fy of [0.45, 0.35, 0.55, 0.25, 0.65]) {
    for (const fx of [0.5, 0.4, 0.6, 0.3, 0.7]) {
      // Leaving the canvas hides the tooltip, so the next one read is the new point's.
      await page.mouse.move(box.x - 20, box.y - 20);
      await expect(tooltip(page)).toBeHidden();
      const point = { x: box.x + box.width * fx, y: box.y + box.height * fy };
      await page.mouse.move(point.x, point.y);
      const shown = await tooltip(page)
        .waitFor({ timeout: 1500 })
        .then(() => true)
        .catch(() => false);
      if (!shown) continue;
      const text = await tooltip(page).innerText();
      return { point, county: text.split('\n')[0]!.trim() };
    }
  }
  throw new Error('no county with scored mines under the probed points');
}

test.describe('risk county choropleth', () => {
  test('clicking a county lists its riskiest mines, kept in the URL, and leads to the same mines in search', async ({
    page,
  }) => {
    await signIn(page, USER);
    await page.goto('/dashboard/riskmodel');
    await expect(page.getByText('各区县平均评分')).toBeVisible();
    await page.locator('.risk-county__map').scrollIntoViewIfNeeded();
    const { point, county } = await findScoredCounty(page);
    await page.mouse.click(point.x, point.y);

    const list = page.getByRole('region', { name: `${county}风险最高的煤矿` });
    await expect(list).toBeVisible();
    await expect(page).toHaveURL(/[?&]county=52\d{4}/);
    const summary = await list.getByText(/已评分煤矿 \d+ 座/).innerText();
    const scored = Number(/已评分煤矿 (\d+) 座/.exec(summary)![1]);
    const rows = list.getByRole('row').filter({ has: page.getByRole('link') });
    await expect(rows).toHaveCount(Math.min(scored, 20));
    // Riskiest first as the console ranks: band (a floor rule lifts a mine), then score within the band.
    const scores = (await rows.locator('td:nth-child(3)').allInnerTexts()).map(Number);
    const bands = (await rows.locator('td:nth-child(4)').allInnerTexts()).map((text) => text.trim()[0]!);
    const ranked = scores.map((score, i) => ({ band: bands[i]!, score }));
    expect(ranked).toEqual([...ranked].sort((a, b) => b.band.localeCompare(a.band) || b.score - a.score));

    // A reload keeps the county picked.
    await page.reload();
    await expect(page.getByRole('region', { name: `${county}风险最高的煤矿` })).toBeVisible();

    // The search shows every mine of the county, closed (unscored) ones included, riskiest first.
    const first = await rows.first().getByRole('link').innerText();
    const more = page.getByRole('link', { name: /^在煤矿搜索中查看全部 \d+ 座$/ });
    const all = Number(/(\d+) 座/.exec(await more.innerText())![1]);
    expect(all).toBeGreaterThanOrEqual(scored);
    await more.click();
    await expect(page.getByRole('heading', { name: `共 ${all} 座煤矿` })).toBeVisible();
    await expect(page.getByRole('group', { name: '已选条件' })).toContainText(`所在地区：${county}`);
    await expect(
      page.locator('.results-table tbody tr.ant-table-row').first().getByRole('link').first(),
    ).toHaveText(first);

    await page.goBack();
    await page.getByRole('button', { name: '返回全部区县' }).click();
    await expect(page.getByText('点击地图上的区县或下表中的区县名称')).toBeVisible();
    await expect(page).not.toHaveURL(/county=/);
  });

  test('the county table picks a county too (keyboard users)', async ({ page }) => {
    await signIn(page, USER);
    await page.goto('/dashboard/riskmodel');
    const firstCounty = page.locator('.risk-county__pick').first();
    const name = await firstCounty.innerText();
    await firstCounty.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: `${name}风险最高的煤矿` })).toBeVisible();
  });
});
