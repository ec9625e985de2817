import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

const bands = (page: Page) => page.getByRole('group', { name: '风险等级' });
const totalText = (page: Page) => page.getByRole('heading', { name: /^共 [\d,]+ 座煤矿$/ });
const countOn = async (chip: ReturnType<Page['getByRole']>) =>
  Number((await chip.locator('.facet-chip__count').innerText()).replace(/\D/g, ''));
const riskCells = (page: Page) => page.locator('.results-table tbody tr td .risk-score-label');

test('band chips filter with their counts, the score sorts, and both stay in the URL', async ({ page }) => {
  await signIn(page);
  await page.goto('/search');
  await expect(totalText(page)).toBeVisible();

  const high = bands(page).getByRole('button', { name: /^D 级 高风险/ });
  const higher = bands(page).getByRole('button', { name: /^C 级 较高风险/ });
  await expect(high).toHaveText(/\d$/);
  const d = await countOn(high);
  const c = await countOn(higher);
  expect(d).toBeGreaterThan(0);

  await high.click();
  await expect(page).toHaveURL(/riskBand=D(&|$)/);
  await expect(high).toHaveAttribute('aria-pressed', 'true');
  await expect(totalText(page)).toHaveText(`共 ${d.toLocaleString('en-US')} 座煤矿`);
  await expect(page.getByRole('group', { name: '已选条件' })).toContainText('风险等级：D 级');
  await expect(riskCells(page).first()).toContainText('D 高风险');
  for (const cell of await riskCells(page).allInnerTexts()) expect(cell).toContain('D 高风险');

  // A second band adds its mines ("any of"); the other band's count is what it adds.
  await higher.click();
  await expect(page).toHaveURL(/riskBand=D%2CC|riskBand=D,C/);
  await expect(totalText(page)).toHaveText(`共 ${(c + d).toLocaleString('en-US')} 座煤矿`);

  // Riskiest first, by the column's header; every D mine comes before every C mine.
  await page.getByRole('columnheader', { name: '风险评分' }).click();
  await expect(page).toHaveURL(/sort=riskScore&order=asc/);
  // The riskiest mine of the filtered list, as the server ranks them, is what the first row must show.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/investigation/mine/list') && r.url().includes('isAsc=desc'),
  );
  await page.getByRole('columnheader', { name: '风险评分' }).click();
  await expect(page).toHaveURL(/sort=riskScore&order=desc/);
  const list = (await (await answered).json()) as {
    rows: { mineName: string }[];
    riskSet: { version: number; computedAt: string };
  };
  const top = list.rows[0]!.mineName;
  await expect(page.locator('.results-table tbody tr.ant-table-row').first()).toContainText(top);
  // On hover a row's score says which way it runs, and the weight set and time the list's scores came from.
  await riskCells(page).first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    `风险评分 0–100，越高风险越大 · 权重方案第 ${list.riskSet.version} 版 · 计算于 ${list.riskSet.computedAt}`,
  );
  await page.mouse.move(0, 0);
  await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
  await expect(riskCells(page).first()).toContainText('D 高风险');
  // Ranked as the console ranks: band first (a floor rule lifts a mine), then score within the band.
  const ranked = (await riskCells(page).allInnerTexts()).map((text) => {
    const [score, band] = text.split(/\s+/);
    return { band: band!, score: Number(score) };
  });
  expect(ranked.length).toBe(Math.min(20, c + d));
  expect(ranked).toEqual([...ranked].sort((a, b) => b.band.localeCompare(a.band) || b.score - a.score));

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(bands(page).getByRole('button', { name: /^D 级 高风险/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(totalText(page)).toHaveText(`共 ${(c + d).toLocaleString('en-US')} 座煤矿`);

  // The cards show the score and band too.
  await page.getByText('卡片').click();
  await expect(page.locator('.result-card').first()).toContainText('D 高风险');

  await page.getByRole('button', { name: /^移除条件：风险等级/ }).click();
  await expect(page).not.toHaveURL(/riskBand/);
  await expect(bands(page).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
});
