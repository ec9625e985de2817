import { expect, type Page, test } from '@playwright/test';
import { apiGet } from '../profile/helpers';
import { ADMIN, signIn, USER } from '../shell/helpers';

const matrix = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const topMines = (page: Page) =>
  page.locator('.risk-panel').filter({ hasText: '风险最高的 20 座煤矿' }).getByRole('table');

/** Picks a Saaty value in the cell (row against column) of a comparison matrix. */
async function judge(page: Page, cell: string, value: string) {
  await page.getByRole('combobox', { name: cell }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${value}"]`).click();
}

test.describe('risk model', () => {
  test('an admin edits a judgement, sees the CR follow, previews and activates; dashboard and profile follow', async ({
    page,
  }) => {
    // The activation below may wait a minute of its own, longer than the default for a whole test.
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await page.goto('/dashboard/riskmodel');
    await expect(page.getByRole('heading', { name: '煤矿风险模型' })).toBeVisible();
    await expect(page.getByTestId('risk-version')).toContainText('（第 1 版）');
    const natural = matrix(page, '自然条件');
    await expect(natural.getByTestId('cr')).toHaveText('CR = 0.000');

    await judge(page, '瓦斯等级 相对 水文地质类型', '5');
    await expect(natural.getByTestId('cr')).toHaveText('CR = 0.016');
    // The mirror cell takes the reciprocal.
    await expect(natural.getByRole('row', { name: /^水文地质类型/ })).toContainText('1/5');
    await judge(page, '瓦斯等级 相对 水文地质类型', '1/9');
    await expect(natural.getByTestId('cr')).not.toHaveText('CR = 0.016');
    await expect(page.getByRole('button', { name: '保存草稿并预览' })).toBeDisabled();
    await judge(page, '瓦斯等级 相对 水文地质类型', '5');
    await expect(page.getByRole('button', { name: '保存草稿并预览' })).toBeEnabled();

    // A lower limit for band B moves mines from A to B.
    await page.getByRole('spinbutton', { name: 'B 级' }).fill('10');
    await page.getByRole('button', { name: '保存草稿并预览' }).click();
    // Other specs may have saved drafts before: the new draft takes the next version number.
    const preview = page.getByRole('region', { name: /预览：草稿第 \d+ 版/ });
    await expect(preview).toBeVisible();
    const version = /第 (\d+) 版/.exec((await preview.getAttribute('aria-label')) ?? '')![1];
    await expect(preview.getByTestId('band-changes')).toContainText(/\d+ 座煤矿的等级将变化/);

    // The overview answers after the weight sets, as on a busy server: the editor is remounted for the new
    // active set before the refetch ends, and the activation must still be reported.
    const setsReloaded = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/risk/models',
    );
    await page.route(
      '**/api/risk/overview',
      async (route) => {
        await setsReloaded;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: '启用此方案' }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    // Activation rescores every mine before it answers: on a busy machine that takes a while.
    await expect(page.getByText(`已启用权重方案第 ${version} 版，全部煤矿已重算`)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('risk-version')).toContainText(`（第 ${version} 版）`);

    const top = topMines(page).getByRole('link').first();
    const name = await top.textContent();
    await top.click();
    await expect(page.getByRole('heading', { name: name ?? '', level: 1 })).toBeVisible();
    await page.goto(`${new URL(page.url()).pathname}#score`);
    const score = page.getByTestId('mine-risk');
    await expect(score).toContainText(`权重方案第 ${version} 版`);
    await expect(score.locator('canvas').first()).toBeVisible();
  });

  test('an admin raises the long-idle floor to D; a long-idle mine’s profile follows, naming the rule', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    // A mine the long-idle rule holds at C.
    let idle = 0;
    for (let id = 1; id <= 300 && !idle; id++) {
      const risk = await apiGet<{ data: { floor: { rule: { kind: string } } | null } | null }>(
        page,
        `/api/risk/mines/${id}`,
      );
      if (risk.data?.floor?.rule.kind === 'idle') idle = id;
    }
    expect(idle).toBeGreaterThan(0);
    await page.goto(`/mine/${idle}#score`);
    await expect(page.getByTestId('mine-risk-reason')).toContainText('停产或停建超过 36 个月 → 至少 C 级');

    await page.goto('/dashboard/riskmodel');
    const rule = page.getByTestId('floor-rule').filter({ hasText: '停产或停建超过 36 个月' });
    await rule.getByRole('combobox', { name: '等级' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="至少 D"]').click();
    await expect(rule).toContainText('→ 至少 D');
    await page.getByRole('button', { name: '保存草稿并预览' }).click();
    await expect(page.getByRole('region', { name: /预览：草稿第 \d+ 版/ })).toBeVisible();
    await page.getByRole('button', { name: '启用此方案' }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(/已启用权重方案第 \d+ 版，全部煤矿已重算/)).toBeVisible({ timeout: 60_000 });

    await page.goto(`/mine/${idle}#score`);
    await expect(page.getByTestId('mine-risk-reason')).toContainText('停产或停建超过 36 个月 → 至少 D 级');
    await expect(page.getByTestId('risk-score-label').first()).toContainText('D 高风险');
  });

  test('a user reads the dashboard without the weight editor', async ({ page }) => {
    await signIn(page, USER);
    await page.goto('/dashboard/riskmodel');
    await expect(page.getByText('风险最高的 20 座煤矿')).toBeVisible();
    await expect(topMines(page).getByRole('link')).toHaveCount(20);
    await expect(page.getByText('权重方案编辑（管理员）')).toHaveCount(0);
  });
});

for (const [label, viewport] of [
  ['1440 px', { width: 1440, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`every risk table shows its score and band columns inside the viewport at ${label}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, USER);
    await page.goto('/dashboard/riskmodel');
    await expect(topMines(page).getByRole('link')).toHaveCount(20);
    // The ranked tables: the top 20 and the movers (the county panel's table is drawn on a county click).
    const tables = page
      .locator('.risk-panel')
      .filter({ has: page.getByRole('columnheader', { name: '等级', exact: true }) })
      .getByRole('table');
    const count = await tables.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) {
      for (const name of ['评分', '等级']) {
        const header = tables.nth(i).getByRole('columnheader', { name, exact: true });
        await header.scrollIntoViewIfNeeded();
        const box = (await header.boundingBox())!;
        expect(box.x, `${name} of table ${i}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} of table ${i}`).toBeLessThanOrEqual(viewport.width);
      }
    }
    // The top-20 links lead to the mine's explanation.
    await expect(topMines(page).getByRole('link').first()).toHaveAttribute('href', /\/mine\/\d+#score$/);
  });
}
