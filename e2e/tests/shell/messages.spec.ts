import { expect, type Page, test } from '@playwright/test';
import { signIn, USER } from './helpers';

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });

async function unreadInBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(name)?.[1] ?? 0);
}

test('messages: click to read, all read per tab, clear locally', async ({ page }) => {
  await signIn(page, USER);
  await expect(bell(page)).toHaveAttribute('aria-label', /条未读/);
  const before = await unreadInBell(page);
  expect(before).toBeGreaterThan(2);

  await bell(page).click();
  const box = page.getByRole('tooltip').or(page.locator('.ant-popover')).first();
  await expect(box.getByRole('tab', { name: /^消息\(\d+\)$/ })).toBeVisible();
  await expect(box.getByRole('tab', { name: /^通知\(\d+\)$/ })).toBeVisible();
  await expect(box.getByRole('tab', { name: /^待办\(\d+\)$/ })).toBeVisible();

  // Clicking an unread message marks it read, and the list reloads from the server.
  const first = box.getByRole('button', { name: /安全生产许可证即将到期/ });
  await first.click();
  await expect(box.getByRole('button', { name: /安全生产许可证即将到期/ })).toHaveCount(0);
  await expect(box.getByText('安全生产许可证即将到期')).toBeVisible();
  await expect.poll(() => unreadInBell(page)).toBe(before - 1);

  // 全部已读 reads every notice in the current tab and nothing else.
  await box.getByRole('tab', { name: /^通知/ }).click();
  await expect(box.getByRole('tab', { name: /^通知\([1-9]\d*\)$/ })).toBeVisible();
  await box.getByRole('button', { name: '全部已读' }).click();
  await expect(box.getByRole('tab', { name: '通知(0)' })).toBeVisible();
  await expect(box.getByRole('tab', { name: /^待办\([1-9]\d*\)$/ })).toBeVisible();

  // 清空 empties the local list only: the server still has the to-dos after a reload.
  await box.getByRole('tab', { name: /^待办/ }).click();
  await box.getByRole('button', { name: '清空' }).click();
  await expect(box.getByRole('tabpanel', { name: /^待办/ }).getByText('暂无内容')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^待办/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /采矿许可证到期核查/ })).toBeVisible();

  // The server kept the reads.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post('/api/message/list', {
    headers: { Authorization: `Bearer ${token}`, clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e' },
    data: { type: 'notice' },
  });
  const body = (await res.json()) as { data: { status: number }[] };
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.every((m) => m.status === 1)).toBe(true);
});

test('workplace panels read a to-do on click and update their counts', async ({ page }) => {
  await signIn(page, USER);
  const todos = page.locator('[data-panel="todos"]');
  const heading = todos.getByRole('heading', { name: /^待办/ });
  await expect(heading).toBeVisible();
  const count = async () => Number((await heading.textContent())?.replace(/\D/g, '') || 0);
  await expect(todos.getByRole('button').first()).toBeVisible();
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await todos.getByRole('button').first().click();
  await expect.poll(count).toBe(before - 1);
});
