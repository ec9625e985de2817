// Screenshots of the news pages (/trends, /information, /dashboard/sentiment), the admin's feeds and
// lexicon (/form/news) and the alert settings, in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/news.mjs [baseURL]`.
// Sets up once through the API: feeds served by a local fixture server (one good, one broken, one
// dead), two lexicon terms, a followed mine. Writes PNGs to e2e/.artifacts/screenshots/news/.
import { createServer } from 'node:http';
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8331';
const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';

const feedXml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>煤炭要闻</title>
<item><title>全省煤矿安全生产专项整治取得成效</title><link>http://news.example/shot/1</link>
<pubDate>${new Date().toUTCString()}</pubDate>
<content:encoded>&lt;p&gt;全省煤矿事故起数同比下降，隐患整改全部到位。&lt;/p&gt;</content:encoded></item>
</channel></rss>`;
const fixtures = createServer((request, response) => {
  if (request.url === '/good.xml')
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feedXml);
  else if (request.url === '/broken.xml') response.writeHead(200).end('<rss version="2.0"><channel><item>');
  else response.writeHead(404).end();
});
// A fixed port, so that a second run finds its feeds as the first one left them.
await new Promise((resolve) =>
  fixtures.listen(Number(process.env.SHOT_FEED_PORT ?? 8339), '127.0.0.1', resolve),
);
const feedBase = `http://127.0.0.1:${fixtures.address().port}`;

async function api(token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      clientid: CLIENT_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

const login = await api(null, 'POST', '/api/auth/login', { username: 'admin', password: 'admin123' });
const token = login.data.access_token;
const existing = await api(token, 'GET', '/api/news/feeds');
const known = new Set(existing.data.map((feed) => feed.url));
for (const [name, url] of [
  ['煤炭要闻', `${feedBase}/good.xml`],
  ['能源快讯', `${feedBase}/broken.xml`],
  ['省能源局公告', 'http://127.0.0.1:9/feed.xml'],
]) {
  if (!known.has(url)) await api(token, 'POST', '/api/news/feeds', { name, url });
}
await api(token, 'POST', '/api/news/feeds/fetch');
await api(token, 'POST', '/api/sentiment/terms', { word: '充填开采', polarity: 'positive', strength: 1.5 });
await api(token, 'POST', '/api/sentiment/terms', { word: '暴雨', polarity: 'neutral', strength: 1 });
const list = await api(token, 'GET', '/api/news/list?pageSize=1&sentiment=negative');
const articleId = list.rows?.[0]?.id;
if (!articleId) throw new Error(`no negative article: ${JSON.stringify(list).slice(0, 200)}`);
// An alert in the bell: the admin follows a mine, and fresh bad news names it.
const linked = (await api(token, 'GET', '/api/news/list?pageSize=20')).rows.find((row) => row.mines.length);
const alertMine = linked.mines[0];
await api(token, 'PUT', `/api/desk/follows/${alertMine.mineId}`);
await api(token, 'POST', '/api/news/import', {
  articles: [
    {
      title: `${alertMine.mineName}发生透水事故 2人被困`,
      text: `${alertMine.mineName}井下发生透水事故，2人被困，已被责令停产整顿。`,
      publishedAt: new Date().toISOString(),
    },
  ],
});
await api(token, 'POST', '/api/alerts/run');

await forEachVariant(
  'news',
  async ({ page, shoot, device }) => {
    await signIn(page, base);
    await page.goto(`${base}/trends`);
    await page.locator('.news-list').waitFor();
    await shoot('trends', { fullPage: device === 'desktop' });
    await page.goto(`${base}/information?id=${articleId}`);
    await page.locator('.news-article__title').waitFor();
    await shoot('information', { fullPage: device === 'desktop' });
    await page.goto(`${base}/dashboard/sentiment`);
    await page.locator('canvas').first().waitFor();
    await shoot('sentiment', { fullPage: true });
    await page.goto(`${base}/form/news?tab=feeds`);
    await page.locator('.feeds-table, .feed-cards').first().waitFor();
    await shoot('admin-feeds', { fullPage: true });
    await page.goto(`${base}/form/news?tab=lexicon`);
    await page.locator('.terms-table, .term-cards').first().waitFor();
    await page.locator('.lexicon-try input').fill('该矿推进充填开采，但未落实整改措施。');
    await page.locator('.lexicon-try button').click();
    await page.locator('.lexicon-try__result').waitFor();
    await shoot('admin-lexicon', { fullPage: true });
    await page.getByRole('button', { name: /^(消息通知|Notifications)/ }).click();
    await page.locator('.message-item').first().waitFor();
    await shoot('alerts-bell');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/user/setting?tab=alerts`);
    await page.locator('.alert-kinds').waitFor();
    await shoot('alert-settings');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
fixtures.close();
