import { expect, test } from '@playwright/test';
import { withoutApp } from './without-app';

test('before the app has run, the page says in Chinese that it is loading', async ({ page }) => {
  await withoutApp(page);
  await page.goto('/index');
  await expect(page.getByRole('status')).toHaveText('加载中…', { useInnerText: true });
  await expect(page.getByText('Loading…')).toBeHidden();
});

test('the loading screen already has the remembered dark theme, colour and English', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('settings', JSON.stringify({ theme: 'dark', themeColor: '#00b42a' }));
    localStorage.setItem('locale', 'en-US');
  });
  await withoutApp(page);
  await page.goto('/index');
  await expect(page.getByRole('status')).toHaveText('Loading…', { useInnerText: true });
  await expect(page.getByText('加载中…')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.locator('.loading-screen svg rect').first()).toHaveCSS('fill', 'rgb(0, 180, 42)');
});

test('unreadable stored settings leave the loading screen light and Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('settings', '{not json'));
  await withoutApp(page);
  await page.goto('/index');
  await expect(page.getByRole('status')).toHaveText('加载中…', { useInnerText: true });
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
});

test('the loading screen gives way to the page once its code has arrived', async ({ page }) => {
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1, name: '贵州煤矿大数据信息平台' })).toBeVisible();
  await expect(page.locator('.loading-screen')).toHaveCount(0);
});
