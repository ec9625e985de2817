import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { confirmPopconfirm, signIn } from '../shell/helpers';

let server: Server;
let feedBase = '';
const stamp = String(Date.now()).slice(-6);
const title = `盘州市煤矿安全生产零事故 隐患整改全部到位 ${stamp}`;

test.beforeAll(async () => {
  // A local feed server: the test machine has no internet, and the feeds need a good and a broken one.
  const good = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>测试源</title>
<item><title>${title}</title><link>http://news.example/e2e/${stamp}</link>
<pubDate>${new Date().toUTCString()}</pubDate>
<description>&lt;p&gt;全年实现安全生产零事故，隐患整改全部到位。&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;</description>
</item></channel></rss>`;
  server = createServer((request, response) => {
    if (request.url === '/good.xml')
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(good);
    else response.writeHead(200, { 'content-type': 'text/xml' }).end('<rss version="2.0"><channel><item>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('an admin adds feeds, fetches them, sees a broken one explained and the good one in the news', async ({
  page,
}) => {
  page.on('dialog', () => {
    throw new Error('a dialog opened: a feed item ran script');
  });
  await signIn(page);
  await page.goto('/trends');
  await page.getByRole('link', { name: '订阅源与词典' }).click();
  await expect(page).toHaveURL(/\/form\/news/);
  await expect(page.getByRole('heading', { name: '资讯源与情感词典' })).toBeVisible();

  const add = async (name: string, url: string) => {
    await page.getByLabel('名称').fill(name);
    await page.getByLabel('订阅地址').fill(url);
    await page.getByRole('button', { name: '添加订阅源' }).click();
    // The table shows the new feed (the toast saying so is brief on a busy machine).
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('尚未抓取');
  };
  // A bad address is refused beside the field, before any request.
  await page.getByLabel('名称').fill('坏地址');
  await page.getByLabel('订阅地址').fill('ftp://example.com/rss');
  await page.getByRole('button', { name: '添加订阅源' }).click();
  await expect(page.getByText('请输入以 http:// 或 https:// 开头的地址')).toBeVisible();

  await add(`好源${stamp}`, `${feedBase}/good.xml`);
  await add(`坏源${stamp}`, `${feedBase}/broken.xml`);

  const goodRow = page.getByRole('row').filter({ hasText: `好源${stamp}` });
  await goodRow.getByRole('button', { name: '抓取' }).click();
  await expect(goodRow).toContainText('正常');
  await expect(goodRow).toContainText('1 / 1 / 0');

  const badRow = page.getByRole('row').filter({ hasText: `坏源${stamp}` });
  await badRow.getByRole('button', { name: '抓取' }).click();
  await expect(badRow).toContainText('XML 格式错误');
  await expect(badRow).toContainText('从未成功');
  // The parser's own words wait folded beneath the reason, until the admin opens them.
  const detail = badRow.locator('.feed-error-detail');
  await expect(detail.locator('code')).toBeHidden();
  await detail.getByText('技术细节').click();
  await expect(detail.locator('code')).toBeVisible();
  await expect(detail.locator('code')).not.toHaveText('');

  // The good feed's article: its count links to the news list filtered by the feed.
  await goodRow.getByRole('link', { name: '1' }).click();
  await expect(page).toHaveURL(/\/trends\?source=/);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.news-sentiment-tag').first()).toHaveText('正面');
});

test('an admin adds a lexicon word, sees it score, rescores, and removes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/form/news?tab=lexicon');
  const sentence = '某矿启动充填开采项目。';
  const tryIt = async () => {
    const box = page.getByRole('textbox', { name: '试算' });
    await box.fill(sentence);
    await box.press('Enter');
  };
  await tryIt();
  await expect(page.locator('.lexicon-try__result')).toHaveAttribute('data-label', 'neutral');

  await page.getByLabel('词语').fill('充填 开采');
  await page.getByRole('button', { name: '保存词语' }).click();
  await expect(page.getByText('词语须为 2–20 个汉字、字母或数字，不含空格和符号')).toBeVisible();

  await page.getByLabel('词语').fill('充填开采');
  await page.getByRole('radio', { name: '正面' }).check({ force: true });
  await page.getByLabel('强度').fill('2');
  await page.getByRole('button', { name: '保存词语' }).click();
  const row = page.getByRole('row').filter({ hasText: '充填开采' });
  await expect(row).toContainText('新词');
  await expect(row).toContainText('admin');

  await tryIt();
  await expect(page.locator('.lexicon-try__result')).toHaveAttribute('data-label', 'positive');
  await expect(page.locator('.lexicon-try__result')).toContainText('充填开采 +2');

  const rescored = page.waitForResponse((r) => r.url().endsWith('/api/news/rescore'));
  await page.getByRole('button', { name: '重新评分全部资讯' }).click();
  const { data } = (await (await rescored).json()) as { data: { articles: number; engineVersion: string } };
  expect(data.articles).toBeGreaterThanOrEqual(80);
  await expect(page.getByText(`当前引擎版本：${data.engineVersion}`)).toBeVisible();
  // The tab survives a reload through the URL.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: '充填开采' })).toBeVisible();

  await page.getByRole('button', { name: '删除 充填开采' }).click();
  await confirmPopconfirm(page);
  await expect(page.getByRole('row').filter({ hasText: '充填开采' })).toHaveCount(0);
  await tryIt();
  await expect(page.locator('.lexicon-try__result')).toHaveAttribute('data-label', 'neutral');
});
