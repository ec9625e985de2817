import { expect, type Page, test } from '@playwright/test';
import { navigateInApp, signIn } from '../shell/helpers';

const rowLabels = (page: Page) => page.locator('.dicts-items .ant-table-row .status-tag');
const statusChips = (page: Page) =>
  page.getByRole('group', { name: '生产状态' }).getByRole('button').filter({ hasNotText: '全部' });

// The suite shares one database: the seeded order comes back for the specs that follow.
test.afterEach(async ({ page }) => {
  const headers = await page.evaluate(() => ({
    authorization: `Bearer ${localStorage.getItem('token')}`,
    clientid: document.querySelector<HTMLMetaElement>('meta[name="coal-client-id"]')?.content ?? '',
  }));
  const items = (await (
    await page.request.get('/api/system/dict/data/type/mine_production_status', { headers })
  ).json()) as { data: { dictCode: number; dictValue: string }[] };
  const code = (value: string) => items.data.find((item) => item.dictValue === value)!.dictCode;
  if (items.data[0]?.dictValue !== '5') return;
  const restored = await page.request.put(`/api/system/dict/data/${code('5')}/move`, {
    headers,
    data: { overCode: code('4') },
  });
  expect(((await restored.json()) as { data: { dictValue: string }[] }).data.map((i) => i.dictValue)).toEqual(
    ['1', '2', '6', '3', '4', '5'],
  );
});

test('an admin drags a dictionary item to the top and the search filter lists it first', async ({ page }) => {
  await signIn(page);
  await page.goto('/search');
  // The filter as seeded: 注销 (cancelled) comes last.
  await expect(statusChips(page).first()).toHaveText(/^生产/);
  await expect(statusChips(page).last()).toHaveText(/^注销/);

  await navigateInApp(page, '/system/dict?type=mine_production_status');
  await expect(page.getByRole('heading', { name: '字典管理' })).toBeVisible();
  await expect(rowLabels(page)).toHaveText(['生产', '建设', '联合试运转', '停产', '停建', '注销']);

  // Both rows in view, as a person would scroll them before dragging.
  await page
    .locator('.dicts-items .ant-table-tbody')
    .evaluate((body) => body.scrollIntoView({ block: 'center' }));
  const handle = page.getByRole('button', { name: '拖动排序 注销' });
  const target = page.getByRole('button', { name: '拖动排序 生产' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = page.waitForResponse((r) => /\/dict\/data\/\d+\/move$/.test(r.url()) && r.ok());
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
  await page.mouse.up();
  await saved;
  await expect(page.getByText('已调整「注销」的顺序')).toBeVisible();
  await expect(rowLabels(page)).toHaveText(['注销', '生产', '建设', '联合试运转', '停产', '停建']);

  // The order persists: a reload shows it, and the search page's filter follows it.
  await page.reload();
  await expect(rowLabels(page)).toHaveText(['注销', '生产', '建设', '联合试运转', '停产', '停建']);
  await navigateInApp(page, '/search');
  await expect(statusChips(page).first()).toHaveText(/^注销/);
  await expect(statusChips(page).nth(1)).toHaveText(/^生产/);
});
