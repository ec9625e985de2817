import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WEBGL_ARGS } from '../../chromium.mjs';
import { signIn } from '../shell/helpers';

// The 3D map needs WebGL: SwiftShader draws it on the CPU, for this file only.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...WEBGL_ARGS] } });

const chart = (page: Page) => page.getByRole('img', { name: /煤矿分布地图/ });

/** Clicks the middle of the map (Guiyang, in the province's centre) once something is drawn there. */
async function clickCentre(page: Page) {
  await expect.poll(() => drawnShare(page, 0.45, 0.55), { timeout: 30_000 }).toBeGreaterThan(0.1);
  const box = (await chart(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 10, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** A point of the 2D map filled with a region's colour all around: a prefecture, clear of mines and names. */
async function clickRegion(page: Page) {
  await expect.poll(() => drawnShare(page, 0.45, 0.55), { timeout: 30_000 }).toBeGreaterThan(0.1);
  const point = await chart(page).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const out = document.createElement('canvas');
    out.width = Math.round(rect.width);
    out.height = Math.round(rect.height);
    const ctx = out.getContext('2d')!;
    for (const canvas of Array.from(el.querySelectorAll('canvas')))
      ctx.drawImage(canvas, 0, 0, out.width, out.height);
    const { data } = ctx.getImageData(0, 0, out.width, out.height);
    const at = (x: number, y: number) =>
      data.slice((y * out.width + x) * 4, (y * out.width + x) * 4 + 4).join();
    const fill = '207,220,242,255'; // the light palette's region colour (map-option.ts)
    for (let y = 12; y < out.height - 12; y += 3)
      for (let x = 12; x < out.width - 12; x += 3) {
        let clear = true;
        for (let dy = -9; dy <= 9 && clear; dy += 3)
          for (let dx = -9; dx <= 9 && clear; dx += 3) clear = at(x + dx, y + dy) === fill;
        if (clear) return { x: rect.x + x, y: rect.y + y };
      }
    return null;
  });
  expect(point, 'an open stretch of a prefecture').not.toBeNull();
  await page.mouse.move(point!.x - 5, point!.y);
  await page.mouse.click(point!.x, point!.y);
}

/** The share of opaque pixels in the columns between `from` and `to` (fractions of the chart's width). */
function drawnShare(page: Page, from: number, to: number) {
  return chart(page).evaluate(
    (el, [a, b]) => {
      const rect = el.getBoundingClientRect();
      const out = document.createElement('canvas');
      out.width = Math.round(rect.width);
      out.height = Math.round(rect.height);
      const ctx = out.getContext('2d')!;
      for (const canvas of Array.from(el.querySelectorAll('canvas')))
        ctx.drawImage(canvas, 0, 0, out.width, out.height);
      let drawn = 0;
      let all = 0;
      for (let x = Math.floor(out.width * a!); x < out.width * b!; x += 2)
        for (let y = 0; y < out.height; y += 4) {
          all++;
          if (ctx.getImageData(x, y, 1, 1).data[3]! > 0) drawn++;
        }
      return all ? drawn / all : 0;
    },
    [from, to],
  );
}

test('in 2D a click on a prefecture drills into its counties without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  await page.goto('/map?mode=2d');
  await clickRegion(page);
  await expect(page).toHaveURL(/area=/);
  await expect(
    page.getByRole('navigation', { name: '地图层级' }).getByRole('link', { name: '贵州省' }),
  ).toBeVisible();
  await expect(chart(page)).toBeVisible();
  await expect.poll(() => drawnShare(page, 0.3, 0.7), { timeout: 30_000 }).toBeGreaterThan(0.1);
  expect(errors).toEqual([]);
});

test('in 3D a click on a prefecture drills into its counties, as the hint says', async ({ page }) => {
  await signIn(page);
  await page.goto('/map');
  await expect(page.getByText('点击市州进入区县，点击煤矿查看信息')).toBeVisible();
  await clickCentre(page);
  await expect(page).toHaveURL(/area=/);
});

test('on a 390 px phone the 3D province fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/map');
  await expect.poll(() => drawnShare(page, 0.45, 0.55), { timeout: 30_000 }).toBeGreaterThan(0.1);
  // Nothing of the province is drawn in the outermost columns: it is not cut off left or right.
  expect(await drawnShare(page, 0, 0.02)).toBe(0);
  expect(await drawnShare(page, 0.98, 1)).toBe(0);
});
