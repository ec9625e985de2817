import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

test('an icon button’s tooltip lets clicks through and closes when the pointer moves onto it', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: '页面配置' }).hover();
  const tooltip = page.getByRole('tooltip', { name: '页面配置' });
  await expect(tooltip).toBeVisible();
  // Once it has zoomed in to its full size.
  await expect.poll(async () => (await tooltip.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  const box = await tooltip.boundingBox();
  if (!box) throw new Error('the tooltip has no box');
  const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // What a click at the tooltip's centre would reach: not the tooltip.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="tooltip"]') !== null,
    center,
  );
  expect(hit).toBe(false);
  // Onto the tooltip is off the button: it closes instead of staying over what lies beneath.
  await page.mouse.move(center.x, center.y);
  await expect(tooltip).toBeHidden();
});
