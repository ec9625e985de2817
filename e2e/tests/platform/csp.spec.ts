import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

/** Collects the page's CSP violations, console reports and the events a caught eval still fires. */
async function watchViolations(page: Page): Promise<string[]> {
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
  return violations;
}

const firedViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the built app runs under the server CSP without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();
  // The login page has parsed the app info with its contract by the time it names the company.
  await expect(page.getByText(/© 2014-2022 /)).toBeVisible();
  expect(await firedViolations(page)).toEqual([]);
  await page.goto('/api/docs');
  await expect(page.locator('#swagger-ui')).toBeVisible();
  // The tags start folded: the reader opens one to see its operations.
  await page.locator('.opblock-tag', { hasText: /^auth/ }).first().click();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('pages that check their answers or their address with schemas load them without violations', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signIn(page);
  // Each page opened cold: the schema library arrives with its first answer, or first on /trends.
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: /^共 [\d,]+ 座煤矿$/ })).toBeVisible();
  expect(await firedViolations(page)).toEqual([]);
  await page.goto('/trends');
  await expect(page.getByText(/^共 \d+ 条资讯$/)).toBeVisible();
  expect(await firedViolations(page)).toEqual([]);
  expect(violations).toEqual([]);
});
