import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

// The 3D map needs WebGL: SwiftShader draws it on the CPU, for this file only.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  },
});

const chart = (page: Page) => page.getByRole('img', { name: /煤矿分布地图/ });

/** Distinct colours (in 32-step buckets) sampled on a grid across the chart's canvases. */
function sampledColours(page: Page) {
  return chart(page).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const out = document.createElement('canvas');
    out.width = Math.round(rect.width);
    out.height = Math.round(rect.height);
    const ctx = out.getContext('2d')!;
    for (const canvas of Array.from(el.querySelectorAll('canvas')))
      ctx.drawImage(canvas, 0, 0, out.width, out.height);
    const colours = new Set<string>();
    for (let x = 0; x < out.width; x += 6)
      for (let y = 0; y < out.height; y += 6) {
        const [r, g, b, a] = ctx.getImageData(x, y, 1, 1).data;
        if (a! > 0) colours.add(`${r! >> 5},${g! >> 5},${b! >> 5}`);
      }
    return colours.size;
  });
}

test('the 3D map draws the mines in several colours; the legend hides a status in the count and the URL', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/map');
  await expect(chart(page)).toBeVisible();
  await expect.poll(() => sampledColours(page), { timeout: 30_000 }).toBeGreaterThan(5);

  const counts = page.locator('.map-page__counts');
  await expect(counts).toContainText(/显示 [\d,]+ 座/);
  const shownBefore = Number(
    /显示 ([\d,]+) 座/.exec((await counts.textContent()) ?? '')![1]!.replace(/,/g, ''),
  );
  const producing = page.getByRole('button', { name: /^生产 \d/ });
  const producingCount = Number(
    /(\d[\d,]*)$/.exec((await producing.textContent()) ?? '')![1]!.replace(/,/g, ''),
  );
  await producing.click();
  await expect(producing).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/hide=1(&|$)/);
  await expect(counts).toContainText(`显示 ${(shownBefore - producingCount).toLocaleString('zh-CN')} 座`);
});

test('a context without WebGL opens the map in 2D with a notice', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  // The page's WebGL check finds no context, as on a machine without WebGL.
  await context.addInitScript(() => {
    const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext')!.value as (
      ...args: unknown[]
    ) => unknown;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
      value(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith('webgl') || type === 'experimental-webgl') return null;
        return Reflect.apply(original, this, [type, ...rest]);
      },
    });
  });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/map');
  await expect(page.getByText('此浏览器无法使用 WebGL，已改为平面地图显示')).toBeVisible();
  await expect(chart(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: '三维' })).toHaveCount(0);
  await context.close();
});

test('a prefecture in the URL shows only its mines and the breadcrumb returns to the province', async ({
  page,
}) => {
  await signIn(page);
  const shown = async () =>
    Number(
      /显示 ([\d,]+) 座/
        .exec((await page.locator('.map-page__counts').textContent()) ?? '')?.[1]
        ?.replace(/,/g, '') ?? NaN,
    );
  await page.goto(`/map?mode=2d&area=${encodeURIComponent('六盘水市')}`);
  await expect(page.locator('.map-page__counts')).toContainText(/显示 [\d,]+ 座/);
  const inArea = await shown();
  await page.getByRole('link', { name: '贵州省' }).click();
  await expect(page).not.toHaveURL(/area=/);
  await expect.poll(shown).toBeGreaterThan(inArea);
  expect(inArea).toBeGreaterThan(0);
});
