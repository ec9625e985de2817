import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, WEBGL_ARGS } from '../../chromium.mjs';
import { signIn } from '../shell/helpers';

// The 3D map needs WebGL: SwiftShader draws it on the CPU, for this file only.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...WEBGL_ARGS],
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
  const glChunk = page.waitForRequest((r) => r.url().includes('/gl-parts-'));
  await page.goto('/map');
  await glChunk;
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
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await signIn(page);
  await page.goto('/map');
  await expect(page.getByText('此浏览器无法使用 WebGL，已改为平面地图显示')).toBeVisible();
  await expect(chart(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: '三维' })).toHaveCount(0);
  // The 3D parts (echarts-gl) are a chunk of their own, which the 2D view never loads.
  await expect.poll(() => scripts.some((url) => url.includes('/map-route-'))).toBe(true);
  expect(scripts.filter((url) => url.includes('/gl-parts-'))).toEqual([]);
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

/**
 * A point on the 2D map where a mine is drawn: a pixel (and its neighbours) in one of the legend's
 * colours as the scatter draws it, 85 % over the region's fill. Coordinates are the chart's own.
 */
function mineSpot(page: Page, regionFill: [number, number, number]) {
  return chart(page).evaluate((el, fill) => {
    const rect = el.getBoundingClientRect();
    const out = document.createElement('canvas');
    out.width = Math.round(rect.width);
    out.height = Math.round(rect.height);
    const ctx = out.getContext('2d')!;
    for (const canvas of Array.from(el.querySelectorAll('canvas')))
      ctx.drawImage(canvas, 0, 0, out.width, out.height);
    const pixels = ctx.getImageData(0, 0, out.width, out.height).data;
    const drawn = Array.from(document.querySelectorAll('.map-legend__swatch')).map((swatch) => {
      const [r, g, b] = getComputedStyle(swatch).backgroundColor.match(/\d+/g)!.map(Number);
      return [r!, g!, b!].map((c, i) => 0.85 * c + 0.15 * fill[i]!);
    });
    const isMine = (x: number, y: number) => {
      const at = 4 * (y * out.width + x);
      return drawn.some((c) => c.every((v, i) => Math.abs(pixels[at + i]! - v) < 24));
    };
    for (let y = 3; y < out.height - 3; y += 2)
      for (let x = 3; x < out.width - 3; x += 2)
        if ([-2, 0, 2].every((dx) => [-2, 0, 2].every((dy) => isMine(x + dx, y + dy)))) return { x, y };
    return null;
  }, regionFill);
}

const LIGHT_REGION: [number, number, number] = [0xcf, 0xdc, 0xf2];

test('clicking a mine opens its card, and the card opens the mine’s profile', async ({ page }) => {
  await signIn(page);
  // One prefecture in 2D: the points are larger than on the province and drawn without WebGL.
  await page.goto(`/map?mode=2d&area=${encodeURIComponent('毕节市')}`);
  await expect(page.locator('.map-page__counts')).toContainText(/显示 [\d,]+ 座/);
  await expect.poll(() => mineSpot(page, LIGHT_REGION), { timeout: 30_000 }).not.toBeNull();
  const spot = await mineSpot(page, LIGHT_REGION);
  await chart(page).click({ position: spot! });

  const card = page.getByRole('dialog', { name: '煤矿信息' });
  await expect(card).toBeVisible();
  const name = card.getByRole('heading', { level: 2 });
  await expect(name).not.toBeEmpty();
  const mineName = (await name.textContent())!.replace('示例数据', '').trim();
  await expect(card).toContainText('毕节市');

  await card.getByRole('link', { name: '煤矿档案' }).click();
  await expect(page).toHaveURL(/\/mine\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: mineName })).toBeVisible();
});

test('the filter drawer offers the risk band with counts, and a band narrows the map to its mines', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/map?mode=2d');
  const counts = page.locator('.map-page__counts');
  await expect(counts).toContainText(/显示 [\d,]+ 座/);
  const shown = async () =>
    Number(/显示 ([\d,]+) 座/.exec((await counts.textContent()) ?? '')![1]!.replace(/,/g, ''));
  const all = await shown();

  await page.getByRole('button', { name: /筛选/ }).click();
  const drawer = page.getByRole('dialog', { name: '筛选条件' });
  const highRisk = drawer
    .getByRole('group', { name: '风险等级' })
    .getByRole('button', { name: /^D 级 高风险/ });
  await expect(highRisk).toHaveText(/\d/);
  const onChip = Number((await highRisk.innerText()).replace(/^D 级 高风险/, '').replace(/\D/g, ''));
  expect(onChip).toBeGreaterThan(0);
  expect(onChip).toBeLessThan(all);
  await highRisk.click();
  await expect(page).toHaveURL(/riskBand=D(&|$)/);
  await drawer.getByRole('button', { name: `查看 ${onChip.toLocaleString('zh-CN')} 座煤矿` }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(shown).toBe(onChip);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('filters in a bottom drawer, the legend and the card all work, and nothing runs off the side', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/map?mode=2d');
    const counts = page.locator('.map-page__counts');
    await expect(counts).toContainText(/显示 [\d,]+ 座/);
    const shown = async () =>
      Number(/显示 ([\d,]+) 座/.exec((await counts.textContent()) ?? '')![1]!.replace(/,/g, ''));
    const all = await shown();

    // The legend stays on screen above the map, and still filters.
    const building = page.getByRole('button', { name: /^建设 \d/ });
    await expect(building).toBeInViewport();
    const buildingCount = Number(
      /(\d[\d,]*)$/.exec((await building.textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    await building.click();
    await expect.poll(shown).toBe(all - buildingCount);
    await building.click();
    await expect.poll(shown).toBe(all);

    // Filters open in a drawer from the bottom, over the map, and narrow the map.
    await page.getByRole('button', { name: /筛选/ }).click();
    const drawer = page.getByRole('dialog', { name: '筛选条件' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeGreaterThan(800);
    const highGas = drawer
      .getByRole('group', { name: '瓦斯等级' })
      .getByRole('button', { name: /^高瓦斯矿井/ });
    await expect(highGas).toHaveText(/\d/);
    const onChip = Number((await highGas.innerText()).replace(/\D/g, ''));
    await highGas.click();
    await expect(page).toHaveURL(/gasGrade=/);
    await drawer.getByRole('button', { name: /^查看 [\d,]+ 座煤矿/ }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(shown).toBe(onChip);
    expect(onChip).toBeLessThan(all);

    // A mine's card comes up from the bottom with its links in reach.
    await page.goto(`/map?mode=2d&area=${encodeURIComponent('六盘水市')}`);
    await expect(counts).toContainText(/显示 [\d,]+ 座/);
    await expect.poll(() => mineSpot(page, LIGHT_REGION), { timeout: 30_000 }).not.toBeNull();
    await chart(page).click({ position: (await mineSpot(page, LIGHT_REGION))! });
    const card = page.getByRole('dialog', { name: '煤矿信息' });
    await expect(card).toBeVisible();
    const profile = card.getByRole('link', { name: '煤矿档案' });
    await profile.scrollIntoViewIfNeeded();
    await expect(profile).toBeInViewport();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
  });
});

test('with a map server configured, the 2D map draws its tiles under the boundaries, fetched without credentials', async ({
  page,
}) => {
  const server = 'http://tiles.intranet.test';
  const template = `${server}/base/{z}/{x}/{y}.png`;
  // A 1 × 1 PNG stands for every tile.
  const tile = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const tileRequests: { url: string; headers: Record<string, string> }[] = [];
  await page.route(`${server}/**`, async (route) => {
    tileRequests.push({ url: route.request().url(), headers: await route.request().allHeaders() });
    await route.fulfill({ contentType: 'image/png', body: tile });
  });
  // The page as the server sends it with MAP_SERVER_URL set (the server's test checks both parts).
  await page.route(
    (url) => url.pathname === '/map',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<head>',
        `<head><meta name="coal-map-server" content="${template}" /><meta name="coal-map-server-coords" content="wgs84" />`,
      );
      const headers = response.headers();
      headers['content-security-policy'] = headers['content-security-policy']!.replace(
        "img-src 'self'",
        `img-src 'self' ${server}`,
      );
      await route.fulfill({ response, body: html, headers });
    },
  );

  await signIn(page);
  await page.goto('/map?mode=2d');
  const tiles = page.locator('.map-chart__base img');
  await expect(tiles.first()).toBeAttached();
  await expect
    .poll(() =>
      tiles.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth === 1)),
    )
    .toBe(true);
  const zoomOf = async () =>
    Math.max(
      ...(await tiles.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))).map((src) =>
        Number(/\/base\/(\d+)\/\d+\/\d+\.png$/.exec(src)![1]),
      ),
    );
  const before = await zoomOf();
  expect(await tiles.count()).toBeGreaterThan(4);
  expect(tileRequests.length).toBeGreaterThan(4);
  for (const { headers } of tileRequests) {
    expect(headers.authorization).toBeUndefined();
    expect(headers.clientid).toBeUndefined();
  }
  // The map is still drawn over the tiles and still answers clicks.
  await expect(chart(page)).toBeVisible();

  // Zooming the map in asks for finer tiles.
  const box = (await chart(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -400);
  await expect.poll(zoomOf).toBeGreaterThan(before);
});
