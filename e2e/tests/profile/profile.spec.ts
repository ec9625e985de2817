import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, USER } from '../shell/helpers';
import { apiGet, mineWithData, mineWithEmpty } from './helpers';

const contents = (page: Page) => page.getByRole('navigation', { name: '档案目录' });

test.describe('mine profile', () => {
  test('a deep link opens at its anchor with that anchor active', async ({ page }) => {
    await signIn(page, ADMIN);
    const mineId = await mineWithData(page, [['geology', 'coalQuality']]);
    await page.goto(`/mine/${mineId}?section=geology#coalQuality`);
    const block = page.locator('#coalQuality');
    await expect(block.getByRole('heading', { name: '煤质', exact: true })).toBeVisible();
    await expect(contents(page).getByRole('link', { name: '煤质', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    // Still there once its section has loaded and the content around it has grown.
    await expect(page.locator('#geology')).toHaveAttribute('data-loaded', 'true');
    await expect(block.getByRole('table')).toBeVisible();
    const top = () => block.evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeGreaterThanOrEqual(50);
    await expect.poll(top).toBeLessThan(140);
    await expect(contents(page).getByRole('link', { name: '煤质', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page).toHaveURL(new RegExp(`/mine/${mineId}\\?section=geology#coalQuality$`));
    // Its coal-quality rows carry GB/T 15224 grade tags from the dictionaries.
    await expect(block.getByRole('table')).toContainText(/灰煤/);
  });

  test('a jump from the contents scrolls there and writes the place into the address', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/mine/1');
    await contents(page).getByRole('link', { name: '股东信息', exact: true }).click();
    await expect(page.locator('#shareholders').getByRole('table')).toBeVisible();
    await expect(page).toHaveURL(/section=management#shareholders$/);
    const box = await page.locator('#shareholders').boundingBox();
    expect(box?.y ?? 999).toBeLessThan(140);
  });

  test('a subsection without data says so instead of vanishing', async ({ page }) => {
    await signIn(page, ADMIN);
    const mineId = await mineWithEmpty(page, 'management', 'auctions');
    await page.goto(`/mine/${mineId}?section=management#auctions`);
    const block = page.locator('#auctions');
    await expect(block.getByRole('heading', { name: '司法拍卖' })).toBeVisible();
    await expect(block.locator('.ant-empty-description')).toHaveText('暂无数据');
  });

  test('the ownership graph and the production chart are drawn', async ({ page }) => {
    await signIn(page, ADMIN);
    const mineId = await mineWithData(page, [
      ['overview', 'relationshipGraph'],
      ['overview', 'productionRecords'],
    ]);
    await page.goto(`/mine/${mineId}#relationshipGraph`);
    await expect(page.locator('#relationshipGraph .echart-canvas svg').first()).toBeVisible();
    await expect(page.locator('#relationshipGraph')).toContainText('方形为企业，圆形为自然人');
    // Charts draw as they come near the screen: the reader scrolls down to the production records.
    await page.locator('#productionRecords').scrollIntoViewIfNeeded();
    await expect(page.locator('#productionRecords canvas').first()).toBeVisible();
  });

  test('follow, see it on the workplace, unfollow there', async ({ page }) => {
    await signIn(page, USER);
    const header = await apiGet<{ data: { mineName: string; followed: boolean } }>(
      page,
      '/api/investigation/mine/7/header',
    );
    const name = header.data.mineName;
    await page.goto('/mine/7');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: '关注', exact: true }).click();
    await expect(page.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/dashboard/workplace');
    const follows = page.locator('[aria-labelledby="desk-follows-title"]');
    await expect(follows.getByRole('link', { name })).toBeVisible();
    await expect(follows.getByRole('link', { name })).toHaveAttribute('href', '/mine/7');
    const recent = page.locator('[aria-labelledby="desk-recent-title"]');
    await expect(recent.getByRole('link', { name })).toBeVisible();

    await follows.getByRole('button', { name: `取消关注 ${name}` }).click();
    await expect(follows.getByText('还没有关注的煤矿')).toBeVisible();
  });

  test('export downloads the mine as a valid .xlsx workbook', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/mine/1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(2000);
  });

  test('an unknown mine id shows the not-found page', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/mine/987654');
    await expect(page.getByRole('heading', { name: '未找到煤矿 987654' })).toBeVisible();
    await page.goto('/mine/not-a-number');
    await expect(page.getByRole('heading', { name: /^未找到煤矿/ })).toBeVisible();
  });

  test('at 390 px the contents become a section strip and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await page.goto('/mine/1?section=safety#accidents');
    await expect(contents(page).getByRole('link', { name: '安全', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});

test('a section whose renderer breaks shows its own error while the page and the other sections stay', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // Fits the contract, breaks the ownership graph: the same shareholder node sent twice.
  await page.route('**/api/investigation/mine/1/section/overview', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { subsections: { relationshipGraph: { nodes: unknown[] } } };
    };
    const nodes = body.data.subsections.relationshipGraph.nodes;
    nodes.push(nodes[nodes.length - 1]);
    await route.fulfill({ response, json: body });
  });
  // The graph breaks when it draws, as it comes near the screen: the link leads straight to it.
  await page.goto('/mine/1#relationshipGraph');

  const overview = page.locator('#overview');
  await expect(overview.getByRole('alert')).toContainText('本部分暂时无法显示');
  await expect(overview.getByRole('heading', { name: '概况', level: 2 })).toBeVisible();
  await expect(overview.getByRole('button', { name: '重试' })).toBeVisible();
  // The page around it still works: header, contents and the next sections.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await contents(page).getByRole('link', { name: '煤质', exact: true }).click();
  await expect(page.locator('#coalQuality').getByRole('table')).toContainText(/灰煤/);
  await expect(page.locator('#geology').getByRole('alert')).toHaveCount(0);
});

test('a profile page asks for its dictionaries once, all of them in one request', async ({ page }) => {
  await signIn(page, ADMIN);
  const dictionaryCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The profile's own calls: the page that signing in landed on may still be asking for its own.
    const from = new URL(request.frame().url()).pathname;
    if (pathname.startsWith('/api/system/dict/') && from === '/mine/1') dictionaryCalls.push(pathname);
  });
  // A fresh load of the app, then every section, each with the dictionaries of its tables.
  await page.goto('/mine/1');
  for (const section of ['overview', 'geology', 'production', 'safety', 'management']) {
    await page.locator(`#${section}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${section}`)).toHaveAttribute('data-loaded', 'true');
  }
  await expect(page.locator('#coalQuality').getByRole('table')).toContainText(/灰煤/);
  expect(dictionaryCalls).toEqual(['/api/system/dict/data/all']);
});
