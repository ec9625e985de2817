import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';

/** Requests per second of one route in the page's table of the last minute; 0 while the route is absent. */
async function routeRate(page: Page, route: string): Promise<number> {
  const row = page
    .locator('.ant-card')
    .filter({ hasText: '各路由（最近一分钟）' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: route, exact: true }) })
    .filter({ hasText: 'GET' });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole('cell').nth(2).innerText());
}

test('the monitor page follows the load sent to the server without a reload', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/monitor');
  await expect(page.getByRole('heading', { name: '运行监控' })).toBeVisible();
  await expect(page.getByTestId('monitor-answered-by')).toContainText(/本页数据由 .+ 上的进程 \d+ 应答/);
  await expect(page.getByText('内置数据库（PGlite）')).toBeVisible();
  const before = await routeRate(page, '/api/health');

  // Load from outside the page: the page must see it on its own next refresh.
  for (let i = 0; i < 150; i++) await page.request.get(`/api/health?load=${i}`);

  await expect.poll(() => routeRate(page, '/api/health'), { timeout: 20_000 }).toBeGreaterThan(before + 1);
  // The charts drew the sampled intervals, with their units.
  await expect(page.getByRole('img', { name: '请求速率与错误率' })).toContainText('请求数（次/秒）');
  await expect(page.getByRole('img', { name: '响应时间分位数' })).toContainText('p99（ms）');
  // Runs that users start, such as an import's commit, are listed with the timed jobs.
  const jobs = page.locator('.ant-card').filter({ hasText: '后台任务' });
  await expect(jobs.getByRole('row').filter({ hasText: '煤矿数据导入提交' })).toContainText('按需运行');
});
