import { expect, test } from '@playwright/test';

test('the built app runs under the server CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // A blocked eval that the page catches never reaches the console: the violation event still fires.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();
  // The login page has parsed the app info with its contract by the time it names the company.
  await expect(page.getByText(/© 2014-2022 /)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  await page.goto('/api/docs');
  await expect(page.locator('#swagger-ui')).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});
