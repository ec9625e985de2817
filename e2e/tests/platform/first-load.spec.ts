import { expect, test } from '@playwright/test';
import { navigateInApp } from '../shell/helpers';

test('the first load of / lands on the home page without router warnings, fetching the favicon once', async ({
  page,
}) => {
  const console: string[] = [];
  page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
  const failed: string[] = [];
  page.on('requestfailed', (request) =>
    failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  // A client-side redirect changes the address after the first favicon request has started: the
  // browser asks again and the first request is cancelled when it is still under way.
  let faviconRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/favicon.svg') faviconRequests += 1;
  });
  const favicon = page.waitForResponse((response) => new URL(response.url()).pathname === '/favicon.svg');

  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '贵州煤矿大数据信息平台' })).toBeVisible();
  const icon = await favicon;
  expect(icon.status()).toBe(200);
  expect(await icon.finished()).toBeNull();
  await page.waitForLoadState('networkidle');

  expect({
    warnings: console.filter((line) => /does not have an element|Matched leaf route/.test(line)),
    failed: failed.filter((line) => line.includes('favicon')),
    faviconRequests,
  }).toEqual({ warnings: [], failed: [], faviconRequests: 1 });
});

test('an in-app link to / still leads home, without router warnings', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Matched leaf route/.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，页面不见了～')).toBeVisible();
  await navigateInApp(page, '/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '贵州煤矿大数据信息平台' })).toBeVisible();
  expect(warnings).toEqual([]);
});
