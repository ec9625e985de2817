import { expect, type Page, test } from '@playwright/test';
import { apiGet } from '../profile/helpers';
import { ADMIN, signIn } from './helpers';

/** Follows or unfollows a mine as the signed-in user of the page. */
async function setFollow(page: Page, mineId: number, follow: boolean) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api/desk/follows/${mineId}`, {
    method: follow ? 'PUT' : 'DELETE',
    headers: { Authorization: `Bearer ${token ?? ''}`, clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e' },
  });
  expect(response.ok()).toBe(true);
}

/** The mines the signed-in user follows now. */
async function followedIds(page: Page): Promise<number[]> {
  const body = await apiGet<{ rows: { mineId: number }[] }>(page, '/api/desk/follows?pageNum=1&pageSize=100');
  return body.rows.map((row) => row.mineId);
}

const MINES = [11, 12, 13, 14, 15, 16];
/** What other tests left followed, put back afterwards. */
let followedBefore: number[] = [];

test.describe('followed mines on the workplace', () => {
  test.afterEach(async ({ page }) => {
    for (const id of MINES) await setFollow(page, id, false);
    for (const id of followedBefore) await setFollow(page, id, true);
  });

  test('a sixth followed mine is one page on: next and previous move through them', async ({ page }) => {
    await signIn(page, ADMIN);
    followedBefore = await followedIds(page);
    for (const id of followedBefore) await setFollow(page, id, false);
    for (const id of MINES) await setFollow(page, id, true);
    await page.goto('/dashboard/workplace');
    const follows = page.getByRole('region', { name: '我关注的煤矿' });
    await expect(follows.getByText('共 6 座')).toBeVisible();
    await expect(follows.getByRole('link')).toHaveCount(5);
    const pager = follows.getByRole('navigation', { name: '关注的煤矿分页' });
    await expect(pager).toContainText('第 1 / 2 页');
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();

    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(pager).toContainText('第 2 / 2 页');
    await expect(follows.getByRole('link')).toHaveCount(1);
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();

    // Unfollowing the only mine of the last page goes back a page instead of showing an empty one.
    const last = follows.getByRole('button', { name: /^取消关注 / });
    await last.click();
    await expect(pager).toHaveCount(0);
    await expect(follows.getByText('共 5 座')).toBeVisible();
    await expect(follows.getByRole('link')).toHaveCount(5);
  });
});
