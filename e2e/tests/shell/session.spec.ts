import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('an expired session shows exactly one dialog however many calls fail', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: '待办' })).toBeVisible();
  // The workplace's lazy panels load after the first paint: let them finish before the session goes.
  await page.waitForLoadState('networkidle');

  // Revoke the session behind the UI's back, as an expiry or a password change elsewhere would.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const clientId = 'e5cd7e4891bf95d1d19206ce24a7b32e';
  const revoked = await page.request.delete('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}`, clientid: clientId },
  });
  expect(revoked.ok()).toBe(true);

  let failures = 0;
  let pending = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/')) pending += 1;
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/')) pending -= 1;
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/')) pending -= 1;
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 401) failures += 1;
  });
  // Changing the language refetches every message list on screen at once.
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Login status expired' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => failures).toBeGreaterThanOrEqual(3);
  // Every refused call has come back: a second dialog would be open by now.
  await expect.poll(() => pending).toBe(0);
  await expect(page.getByRole('dialog').filter({ hasText: 'Login status expired' })).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=Workplace$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
