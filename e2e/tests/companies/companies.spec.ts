import { expect, test } from '@playwright/test';
import { apiGet } from '../profile/helpers';
import { signIn, USER } from '../shell/helpers';

const HOLDER = '贵州盘江精煤股份有限公司';
const GROUP = '贵州盘江投资控股（集团）有限公司';

test.describe('companies', () => {
  test('a card found by pinyin opens the company profile', async ({ page }) => {
    await signIn(page, USER);
    await page.goto('/list/card');
    const search = page.getByLabel('企业名称、统一社会信用代码或拼音');
    await search.fill('panjiangjingmei');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=panjiangjingmei/);
    const cards = page.getByRole('list', { name: '企业列表' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('7 座');
    await cards.first().getByRole('link', { name: HOLDER }).click();
    await expect(page).toHaveURL(/\/profile\/basic\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: HOLDER })).toBeVisible();
    await expect(page.getByRole('table', { name: '持有煤矿' }).locator('tbody tr')).toHaveCount(7);
    await expect(page.getByRole('table', { name: '股东' })).toContainText(GROUP);
  });

  test("a company node of a mine's ownership graph opens that company's profile", async ({ page }) => {
    await signIn(page, USER);
    const found = await apiGet<{ rows: { companyId: number }[] }>(
      page,
      `/api/company/list?keyword=${encodeURIComponent(HOLDER)}`,
    );
    const profile = await apiGet<{ data: { heldMines: { mineId: number }[] } }>(
      page,
      `/api/company/${found.rows[0]!.companyId}`,
    );
    await page.goto(`/mine/${profile.data.heldMines[0]!.mineId}#relationshipGraph`);
    const block = page.locator('#relationshipGraph');
    await expect(block.locator('.echart-canvas svg').first()).toBeVisible();
    const picker = block.getByRole('combobox', { name: '聚焦节点' });
    await picker.click();
    // The group is the only node whose name holds these words: Enter picks it.
    await picker.fill('盘江投资');
    await picker.press('Enter');
    await expect(block.getByText(`已聚焦：${GROUP}`)).toBeVisible();
    await block.getByRole('link', { name: '打开企业档案' }).click();
    await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    await expect(page.getByText('持股过半的子公司', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: HOLDER }).first()).toBeVisible();
  });

  test('a missing mine gets its own page naming the id, with a search', async ({ page }) => {
    await signIn(page, USER);
    await page.goto('/mine/99999');
    await expect(page.getByRole('heading', { level: 1, name: '未找到煤矿 99999' })).toBeVisible();
    const search = page.getByLabel('煤矿名称、拼音或首字母');
    await search.fill('煤矿');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?mineName=/);
  });
});
