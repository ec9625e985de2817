import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

// A browser whose clock is set to New York: 05:49 there is 18:49 in Beijing.
test.use({ timezoneId: 'America/New_York' });

/** The workplace's greeting card, with the browser's clock fixed at `instant`. */
async function workplaceAt(page: Page, instant: string) {
  await page.clock.setFixedTime(new Date(instant));
  await signIn(page, ADMIN);
  await page.goto('/dashboard/workplace');
  return { heading: page.getByRole('heading', { level: 1 }), card: page.locator('.greeting-card') };
}

test('the workplace greets by Beijing time, as every time shown, not by the browser’s zone', async ({
  page,
}) => {
  const { heading, card } = await workplaceAt(page, '2026-11-22T10:49:00Z');
  await expect(heading).toContainText('晚上好');
  await expect(card).toContainText('2026-11-22');
});

test('in the small hours of Beijing the workplace still says good evening, with the new day’s date', async ({
  page,
}) => {
  // 01:30 on the 24th in Beijing.
  const { heading, card } = await workplaceAt(page, '2026-11-23T17:30:00Z');
  await expect(heading).toContainText('晚上好');
  await expect(card).toContainText('2026-11-24');
});
