import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';

const drawn = '.echart-canvas:has(canvas, svg)';
const undrawn = '.echart-canvas:not(:has(canvas, svg))';

/** Two frames: React has run the effects of what it last rendered. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, ADMIN);
});

test('a profile chart draws as it comes near the screen, not while the page loads', async ({ page }) => {
  await page.goto('/mine/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The overview loads with the page; its ownership graph is several screens down.
  await expect(page.locator('#overview')).toHaveAttribute('data-loaded', 'true');
  const graph = page.locator('#relationshipGraph .echart-canvas');
  await expect(graph).toHaveCount(1);
  await settle(page);
  await expect(graph.locator('svg')).toHaveCount(0);

  await graph.scrollIntoViewIfNeeded();
  await expect(graph.locator('svg text').first()).toBeVisible();
});

test('printing draws every chart of the profile, near the screen or not', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'true');
  });
  await page.goto('/mine/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '打印' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
  // Ownership graph, production, risk score and the rest: all drawn, none waiting for the scroll.
  expect(await page.locator(drawn).count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator(undrawn)).toHaveCount(0);
});
