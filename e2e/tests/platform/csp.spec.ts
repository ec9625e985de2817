import { expect, test } from '@playwright/test';

test('the built app runs under the server CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto('/api/docs');
  await expect(page.locator('#swagger-ui')).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});
