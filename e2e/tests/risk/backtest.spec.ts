import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, USER } from '../shell/helpers';

const section = (page: Page) => page.getByTestId('risk-backtest');

test.describe('risk back-test', () => {
  test('an admin reads the AUC and ROC curve of the active set, then compares a draft before activating it', async ({
    page,
  }) => {
    // The back-test scores every mine for each past year on first request: a while on a busy machine.
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await page.goto('/dashboard/riskmodel');
    const backtest = section(page);
    await backtest.scrollIntoViewIfNeeded();
    await expect(backtest.getByText('回测：评分能否预见其后的事故')).toBeVisible();
    await expect(backtest.getByTestId('backtest-note')).toContainText('当前为示例数据', { timeout: 60_000 });
    await expect(backtest.getByTestId('backtest-active-auc')).toHaveText(/^(0|1)\.\d{1,3}$|^[01]$/);
    await expect(backtest.getByRole('img', { name: /年末评分的 ROC 曲线/ })).toBeVisible();
    await expect(backtest.getByTestId('backtest-active-accidents')).toContainText('%');

    // Another year: the follow-up window moves with it.
    const window = await backtest.getByTestId('backtest-follow-up').innerText();
    await backtest.getByRole('combobox', { name: '评分年份' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect(backtest.getByTestId('backtest-follow-up')).not.toHaveText(window);

    // A draft with the gas grade judged far above hydrogeology.
    await page.getByRole('combobox', { name: '瓦斯等级 相对 水文地质类型' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="5"]').click();
    await page.getByRole('button', { name: '保存草稿并预览' }).click();
    const preview = page.getByRole('region', { name: /预览：草稿第 \d+ 版/ });
    await expect(preview).toBeVisible();
    const version = /第 (\d+) 版/.exec((await preview.getAttribute('aria-label')) ?? '')![1];

    await backtest.getByRole('combobox', { name: '对比草稿方案' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `草稿第 ${version} 版` })
      .click();
    await expect(backtest.getByRole('columnheader', { name: `草稿（第 ${version} 版）` })).toBeVisible({
      timeout: 60_000,
    });
    await expect(backtest.getByTestId('backtest-draft-auc')).toHaveText(/^(0|1)\.\d{1,3}$|^[01]$/);
    await expect(backtest.getByRole('columnheader', { name: '草稿 − 现行' })).toBeVisible();
    await expect(backtest.getByText(/：等级转移/)).toHaveCount(2);
  });

  test('a user reads the back-test of the active set, without drafts to compare', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, USER);
    await page.goto('/dashboard/riskmodel');
    await expect(section(page).getByTestId('backtest-active-auc')).toBeVisible({ timeout: 60_000 });
    await expect(section(page).getByRole('combobox', { name: '对比草稿方案' })).toHaveCount(0);
  });
});
