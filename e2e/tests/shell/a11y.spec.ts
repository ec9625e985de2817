import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('workplace has no serious accessibility violations, light and dark', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: /^待办/ })).toBeVisible();
  await expect(page.getByText('欢迎使用')).toBeHidden({ timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '切换为暗色主题' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Let the colour transitions finish so axe measures the final colours.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '切换为亮色主题' }).click();
});

test('not-found page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByText('抱歉，页面不见了～')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('icon-only controls are named and keyboard focus is visible', async ({ page }) => {
  await signIn(page);
  for (const name of ['切换语言', '切换为暗色主题', /^消息通知/, '页面配置', /^用户菜单/, '收起菜单']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: '页面配置' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('the portal, the search page and a profile have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: '全省概况' })).toBeVisible();
  await expect(page.getByText('示例数据', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/search');
  await expect(page.getByRole('heading', { name: /^共 .* 座煤矿$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/mine/1');
  await expect(page.locator('#overview')).toHaveAttribute('data-loaded', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
