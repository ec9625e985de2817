import { expect, test } from '@playwright/test';
import { mainNav, signIn } from './helpers';

test('a page that fails to load shows the 500 page with a retry inside the layout, never a blank page', async ({
  page,
}) => {
  await signIn(page);
  // The search page's code cannot be fetched, as after a redeploy that replaced it.
  const chunk = /\/assets\/search-route-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  await mainNav(page).getByRole('menuitem', { name: '煤矿搜索' }).click();

  await expect(page.getByRole('heading', { name: '500' })).toBeVisible();
  await expect(page.getByText('抱歉，服务器内部错误')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(chunk);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '煤矿搜索', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});
