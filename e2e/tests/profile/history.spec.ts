import { expect, test } from '@playwright/test';
import { signIn } from '../shell/helpers';
import { editCell, exportMine } from '../import/helpers';
import { apiGet } from './helpers';

const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
const MINE_ID = 11;

/** Yesterday in Asia/Shanghai, the day the console showed the mine before today's import. */
function yesterday(): string {
  const shanghai = new Date(Date.now() + 8 * 3_600_000 - 86_400_000);
  return shanghai.toISOString().slice(0, 10);
}

test('a mine changed by an import shows the change in its history, and yesterday’s header the old values', async ({
  page,
}) => {
  await signIn(page);
  const before = await apiGet<{ data: { capacity: number } }>(
    page,
    `/api/investigation/mine/${MINE_ID}/header`,
  );
  const oldCapacity = before.data.capacity;
  const newCapacity = oldCapacity + 15;

  // An admin's import raises the approved capacity (through the API: the wizard has specs of its own).
  const mine = await exportMine(page, MINE_ID);
  const file = await editCell(mine.file, '煤矿', 2, '核定产能', newCapacity);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token ?? ''}`, clientid: CLIENT_ID };
  const uploaded = await page.request.post('/api/mine/import', {
    headers,
    multipart: {
      file: {
        name: 'history.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      },
    },
  });
  const jobId = ((await uploaded.json()) as { data: { jobId: number } }).data.jobId;
  const committed = await page.request.post(`/api/mine/import/jobs/${jobId}/commit`, {
    headers,
    data: { mode: 'all' },
  });
  expect(((await committed.json()) as { code: number }).code).toBe(200);

  // From the profile, the history lists the import with the capacity before and after.
  await page.goto(`/mine/${MINE_ID}`);
  await page.getByRole('button', { name: '变更历史' }).click();
  await expect(page).toHaveURL(new RegExp(`/mine/${MINE_ID}/history`));
  const set = page.getByTestId('history-set').first();
  await expect(set).toContainText('数据导入');
  await expect(set.getByRole('link', { name: `导入任务 #${jobId}` })).toBeVisible();
  const row = set.getByRole('row').filter({ hasText: '核定产能' });
  await expect(row.getByRole('cell')).toHaveText([`${oldCapacity} 万吨/年`, `${newCapacity} 万吨/年`]);

  // Yesterday's profile: a past view with the old capacity in its header.
  const day = yesterday();
  const picker = page.getByPlaceholder('选择日期');
  await picker.click();
  await picker.fill(day);
  await picker.press('Enter');
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  const past = page.getByTestId('as-of-view');
  await expect(past.getByText(`过去的视图：${day} 日终时的档案`)).toBeVisible();
  await expect(past.locator('.profile-header')).toContainText(`${oldCapacity} 万吨/年`);
  await expect(past.locator('.profile-header')).not.toContainText(`${newCapacity} 万吨/年`);
});
