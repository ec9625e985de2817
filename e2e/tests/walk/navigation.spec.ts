import { expect, test } from '@playwright/test';
import { signIn } from '../shell/helpers';

test('zh-CN: 返回资讯列表 brings back the list as it was filtered and sorted', async ({ page }) => {
  await signIn(page);
  const list = '/trends?keyword=%E7%85%A4%E7%9F%BF&sentiment=negative&sort=relevance';
  await page.goto(list);
  const first = page.locator('.news-list .news-item__title').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/information\?id=\d+/);
  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL(list);
});

test('zh-CN: a deep link to a profile anchor keeps its anchor through the login', async ({ page }) => {
  await page.goto('/mine/1?section=geology#minableSeams');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, undefined, '');
  await expect(page).toHaveURL(/\/mine\/1\?section=geology#minableSeams$/);
});

test('zh-CN: /information without an id offers the way back to the news', async ({ page }) => {
  await signIn(page);
  await page.goto('/information');
  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL(/\/trends$/);
});

test('zh-CN: the workplace inbox speaks of followed mines only when 我关注的煤矿 lists them', async ({
  page,
}) => {
  await signIn(page, { username: 'user', password: 'user1234' });
  const follows = page.locator('[data-panel="follows"]');
  await expect(follows.getByText('还没有关注的煤矿：在煤矿档案页点击“关注”')).toBeVisible();
  await page.getByRole('button', { name: /^消息通知/ }).click();
  const box = page.getByRole('tooltip').or(page.locator('.ant-popover')).first();
  await expect(box.getByRole('tab', { name: /^消息\(\d+\)$/ })).toBeVisible();
  await expect(box.getByText('安全生产许可证即将到期')).toBeVisible();
  await expect(box.getByText(/您关注的/)).toHaveCount(0);
});
