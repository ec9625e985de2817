import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
const totalText = (page: Page) => page.getByText(/^共 \d+ 条资讯$/);

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token ?? ''}`, clientid: CLIENT_ID },
  });
  return (await response.json()) as T;
}

test('filters the news, keeps the filters in the URL through a reload, opens an article', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/trends');
  await expect(totalText(page)).toBeVisible();
  const all = Number((await totalText(page).innerText()).replace(/\D/g, ''));
  expect(all).toBeGreaterThanOrEqual(80);

  await page.getByRole('combobox', { name: '情感倾向' }).click();
  // The dropdown's list is virtual: its visible items are what a user clicks.
  await page.locator('.ant-select-dropdown').getByText('负面', { exact: true }).click();
  await expect(page).toHaveURL(/sentiment=negative/);
  await expect(totalText(page)).not.toHaveText(`共 ${all} 条资讯`);
  await expect(page.locator('.news-list .news-sentiment-tag').filter({ hasNotText: '负面' })).toHaveCount(0);
  const negative = await totalText(page).innerText();
  const tags = page.locator('.news-list .news-sentiment-tag');
  await expect(tags.first()).toHaveText('负面');

  await page.getByRole('searchbox', { name: '关键词' }).fill('事故');
  const answered = page.waitForResponse((r) => r.url().includes('/api/news/list?keyword='));
  await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
  await expect(page).toHaveURL(/keyword=%E4%BA%8B%E6%95%85/);
  const { total } = (await (await answered).json()) as { total: number };
  await expect(totalText(page)).toHaveText(`共 ${total} 条资讯`);
  const narrowed = await totalText(page).innerText();
  expect(Number(narrowed.replace(/\D/g, ''))).toBeLessThanOrEqual(Number(negative.replace(/\D/g, '')));

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(totalText(page)).toHaveText(narrowed);
  await expect(page.getByRole('searchbox', { name: '关键词' })).toHaveValue('事故');

  const first = page.locator('.news-item__title').first();
  const title = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/information\?id=\d+/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const sentence = page
    .getByTestId('news-sentence')
    .filter({ has: page.locator('.news-sentence__score') })
    .first();
  await sentence.hover();
  await expect(page.getByRole('tooltip')).toContainText('命中词语');
});

test('opens an article from a mine profile, and by /information/{id}', async ({ page }) => {
  await signIn(page);
  const list = await api<{ rows: { id: number; title: string; mines: { mineId: number }[] }[] }>(
    page,
    'GET',
    '/api/news/list?pageSize=20',
  );
  const item = list.rows.find((row) => row.mines.length > 0)!;
  await page.goto(`/mine/${item.mines[0]!.mineId}`);
  const panel = page.locator('.mine-profile__overview');
  await expect(panel.getByText('最新资讯')).toBeVisible();
  await panel.getByRole('link', { name: item.title }).click();
  await expect(page).toHaveURL(new RegExp(`/information\\?id=${item.id}$`));
  await expect(page.getByRole('heading', { name: item.title })).toBeVisible();

  await page.goto(`/information/${item.id}`);
  await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
});

test('the dashboard drills into the news list', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/sentiment');
  const negative = page.locator('.news-dash__stat').filter({ hasText: '负面' });
  await expect(negative).toBeVisible();
  const count = (await negative.locator('strong').innerText()).trim();
  await expect(page.getByRole('img', { name: '情感趋势' })).toBeVisible();
  await negative.click();
  await expect(page).toHaveURL(/\/trends\?.*sentiment=negative/);
  await expect(totalText(page)).toHaveText(`共 ${count} 条资讯`);

  await page.goto('/dashboard/sentiment');
  const topMine = page.locator('.news-rank a').first();
  await topMine.click();
  await expect(page).toHaveURL(/\/trends\?.*mineId=\d+/);
  await expect(page).toHaveURL(/sentiment=negative/);
  await expect(page.locator('.news-list .news-sentiment-tag').first()).toHaveText('负面');
});

test('an imported article with XSS payloads opens without running any of them', async ({ page }) => {
  await signIn(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const html = [
    '<p>金沙县某煤矿复产。</p>',
    '<script>alert("script")</script>',
    '<img src=x onerror="alert(\'img\')">',
    '<svg onload="alert(\'svg\')"></svg>',
    '<a href="javascript:alert(\'link\')">点击</a>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    '<p style="background:url(javascript:alert(1))">样式</p>',
  ].join('');
  const imported = await api<{ data: { ids: number[] } }>(page, 'POST', '/api/news/import', {
    articles: [{ title: `注入测试 ${Date.now()}`, html, publishedAt: '2026-01-05 09:00:00', source: '测试' }],
  });
  const id = imported.data.ids[0]!;
  await page.goto(`/information?id=${id}`);
  await expect(page.getByText('金沙县某煤矿复产。').first()).toBeVisible();
  const link = page.locator('.news-article__body a');
  await expect(link).toHaveText('点击');
  await link.click();
  await page.locator('.news-article__body').hover();
  expect(dialogs).toEqual([]);
  await expect(
    page.locator('.news-article__body script, .news-article__body svg, .news-article__body iframe'),
  ).toHaveCount(0);
  expect(await link.getAttribute('href')).toBeNull();
  expect(await page.locator('.news-article__body p').last().getAttribute('style')).toBeNull();
});
