import { expect, test } from '@playwright/test';
import { mainNav, signIn, USER } from '../shell/helpers';
import { readFile } from 'node:fs/promises';
import { chooseFile, downloadedBytes, editCell, exportMine, mineSheetOf, XLSX } from './helpers';

const PK = Buffer.from('PK\u0003\u0004', 'latin1');

test.describe('mine data import (admin)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the template downloads as an .xlsx workbook', async ({ page }) => {
    await page.goto('/form/step');
    await expect(page.getByRole('heading', { name: '下载导入模板' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载模板', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await downloadedBytes(download)).toEqual(PK);
  });

  test('a file with an error shows the problem with row and column and cannot be committed', async ({
    page,
  }) => {
    const mine = await exportMine(page, 2);
    const bad = await editCell(mine.file, '煤矿', 2, '核定产能', 'abc');
    await page.goto('/form/step?step=2');
    await chooseFile(page, 'bad.xlsx', bad, XLSX);

    await expect(page).toHaveURL(/[?&]step=3/);
    await expect(page.getByText('文件有 1 处问题，不能导入')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '核定产能' });
    await expect(row.getByRole('cell')).toHaveText([
      '煤矿',
      '2',
      '核定产能',
      '第2行「核定产能」不是产能（单位为万吨/年，可写作 9、9万吨/年、9万t/a、0.09Mt/a）',
    ]);
    await expect(page.getByRole('button', { name: '预览变更', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '修改后重新上传' })).toBeVisible();

    // Asking for the commit step of an invalid job by URL still shows the checks.
    const jobId = new URL(page.url()).searchParams.get('job');
    await page.goto(`/form/step?job=${jobId}&step=5`);
    await expect(page.getByText('文件有 1 处问题，不能导入')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交导入' })).toHaveCount(0);

    // The wrong row fixed, the same mine goes through.
    await page.getByRole('button', { name: '修改后重新上传' }).click();
    await chooseFile(page, 'fixed.xlsx', mine.file, XLSX);
    await expect(page.getByText(/校验通过/)).toBeVisible();
  });

  test('an exported mine imported again is unchanged', async ({ page }) => {
    const mine = await exportMine(page, 3);
    await page.goto('/form/step?step=2');
    await chooseFile(page, `${mine.code}.xlsx`, mine.file, XLSX);
    await expect(page.getByText(/校验通过：\d+ 行数据，涉及 1 座煤矿/)).toBeVisible();
    await page.getByRole('button', { name: '预览变更', exact: true }).click();

    await expect(page).toHaveURL(/[?&]step=4/);
    const unchanged = page.locator('.import-counts__item').filter({ hasText: '未变化' });
    await expect(unchanged).toContainText('1');
    await expect(page.getByText('文件内容与系统中的数据完全一致，提交不会改变任何煤矿。')).toBeVisible();
  });

  test('a changed file previews the change, commits, and the job list shows it committed', async ({
    page,
  }) => {
    const mine = await exportMine(page, 4);
    const address = `贵州省测试地址 ${Date.now()}`;
    const changed = await editCell(mine.file, '煤矿', 2, '地址', address);
    const fileName = `changed-${mine.code}.xlsx`;
    await page.goto('/form/step?step=2');
    await chooseFile(page, fileName, changed, XLSX);
    await expect(page.getByText(/校验通过/)).toBeVisible();

    // The step survives a reload through the URL.
    await page.reload();
    await expect(page.getByText(/校验通过/)).toBeVisible();
    await page.getByRole('button', { name: '预览变更', exact: true }).click();

    const row = page.getByRole('row').filter({ hasText: mine.code });
    await expect(row).toContainText(mine.name);
    await expect(row).toContainText('变更');
    await expect(row).toContainText('1 个字段变更');
    const detail = page.locator('.import-change__table').getByRole('row').filter({ hasText: '地址' });
    await expect(detail.locator('.import-change__after')).toHaveText(address);

    await page.getByRole('button', { name: '去提交' }).click();
    await expect(page.getByText('将新增 0 座、更新 1 座煤矿')).toBeVisible();
    await page.getByRole('button', { name: '提交导入' }).click();
    const dialog = page.getByRole('dialog', { name: '确认提交导入？' });
    await dialog.getByRole('button', { name: '确认提交' }).click();

    await expect(page.getByRole('heading', { name: '导入完成' })).toBeVisible();
    await expect(page.getByText('导入完成：新增 0 座，更新 1 座，未变化 0 座')).toBeVisible();

    await page.getByRole('button', { name: '查看导入记录' }).click();
    await expect(page).toHaveURL(/tab=jobs/);
    const job = page.getByRole('row').filter({ hasText: fileName });
    await expect(job).toContainText('已导入');
    await expect(job).toContainText('+0 / ~1 / =0');
    await expect(job).toContainText('admin');

    // The kept original comes back as it was uploaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      job.getByRole('button', { name: /下载导入任务 #\d+ 的原始文件/ }).click(),
    ]);
    expect(await downloadedBytes(download)).toEqual(PK);

    // The same file again now changes nothing.
    await page.goto('/form/step?step=2');
    await chooseFile(page, fileName, changed, XLSX);
    await page.getByRole('button', { name: '预览变更', exact: true }).click();
    await expect(page.getByText('文件内容与系统中的数据完全一致，提交不会改变任何煤矿。')).toBeVisible();
  });

  test('while the commit runs the wizard shows its progress, mines written out of the total', async ({
    page,
  }) => {
    const mine = await exportMine(page, 6);
    const changed = await editCell(mine.file, '煤矿', 2, '地址', `贵州省进度测试 ${Date.now()}`);
    await page.goto('/form/step?step=2');
    await chooseFile(page, `progress-${mine.code}.xlsx`, changed, XLSX);
    await expect(page.getByText(/校验通过/)).toBeVisible();
    await page.getByRole('button', { name: '预览变更', exact: true }).click();
    await page.getByRole('button', { name: '去提交' }).click();

    // The commit is held back while the server reports how far it has come, as a long one would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/mine/import/jobs/*/commit', async (route) => {
      await held;
      await route.continue();
    });
    let progress: unknown = { phase: 'checking', done: 0, total: 1 };
    await page.route('**/api/mine/import/jobs/*/progress', (route) =>
      route.fulfill({ json: { code: 200, msg: '操作成功', data: progress } }),
    );
    await page.getByRole('button', { name: '提交导入' }).click();
    await page
      .getByRole('dialog', { name: '确认提交导入？' })
      .getByRole('button', { name: '确认提交' })
      .click();

    await expect(page.getByText('正在按系统中的最新数据复核文件…')).toBeVisible();
    progress = { phase: 'writing', done: 1200, total: 3000 };
    await expect(page.getByText('正在写入：1,200 / 3,000 座煤矿')).toBeVisible();
    const bar = page.getByRole('progressbar', { name: '正在写入：1,200 / 3,000 座煤矿' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toContainText('1,200 / 3,000');

    release();
    await expect(page.getByRole('heading', { name: '导入完成' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a wrong file type is refused with a message', async ({ page }) => {
    await page.goto('/form/step?step=2');
    await chooseFile(page, 'notes.txt', Buffer.from('煤矿'), 'text/plain');
    await expect(page.getByRole('alert')).toContainText('「notes.txt」不是 .xlsx 或 .csv 文件');
    await expect(page).toHaveURL(/step=2/);

    // A file named .xlsx that is not a workbook is refused by the server, with its reason.
    await chooseFile(page, 'fake.xlsx', Buffer.from('not a workbook'), XLSX);
    await expect(page.getByRole('alert')).toContainText('文件已损坏或不是有效的 Excel 文件');
    await expect(page).toHaveURL(/step=2/);
  });

  test('a file over the size limit is refused before it is sent', async ({ page }) => {
    await page.goto('/form/step?step=2');
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/mine/import')) posted = true;
    });
    await chooseFile(page, 'huge.csv', Buffer.alloc(20 * 1024 * 1024 + 1, 0x41), 'text/csv');
    await expect(page.getByRole('alert')).toContainText('超过 20 MB 的上限');
    expect(posted).toBe(false);
  });

  test('a list with one bad row commits its valid mine, and the refused row comes back to fix and import', async ({
    page,
  }) => {
    const good = await exportMine(page, 8);
    const bad = await exportMine(page, 9);
    const file = await mineSheetOf([
      { file: good.file, edit: { 生产状态: '停产整顿', 核定产能: '45万t/a' } },
      { file: bad.file, edit: { 核定产能: '很多' } },
    ]);
    await page.goto('/form/step?step=2');
    await chooseFile(page, 'real-list.xlsx', file, XLSX);

    await expect(page.getByText('文件有 1 处问题，不能导入')).toBeVisible();
    await expect(page.getByRole('cell', { name: /第3行「核定产能」不是产能/ })).toBeVisible();
    // How the good row's cells were read is shown beside the problems.
    await page.getByText(/按旧称、单位和同义词读入的单元格/).click();
    await expect(page.getByRole('row').filter({ hasText: '停产整顿' })).toContainText('字典同义词');
    await expect(page.getByRole('row').filter({ hasText: '45万t/a' })).toContainText('单位换算');

    await page.getByRole('button', { name: '只提交无误的煤矿（1 座）' }).click();
    await expect(page).toHaveURL(/[?&]step=4/);
    await expect(page.getByRole('row').filter({ hasText: good.code })).toBeVisible();
    await page.getByRole('button', { name: '去提交', exact: true }).click();

    await expect(page.getByRole('radio', { name: '全部无误才提交（默认）' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '只提交无误的煤矿，下载退回的行' })).toBeChecked();
    await page.getByRole('button', { name: '提交导入' }).click();
    await page.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText(/退回 1 行（1 座煤矿）/)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载退回的行' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const refused = await readFile(await download.path());
    const fixed = await editCell(refused, '煤矿', 2, '核定产能', 30);
    await page.getByRole('button', { name: '继续导入' }).click();
    await chooseFile(page, 'fixed.xlsx', fixed, XLSX);
    await expect(page.getByText(/校验通过：1 行数据，涉及 1 座煤矿/)).toBeVisible();
  });

  test('the English UI gets the server’s problems in English', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    const mine = await exportMine(page, 5);
    const bad = await editCell(mine.file, '煤矿', 2, '核定产能', 'abc');
    await page.goto('/form/step?step=2');
    await chooseFile(page, 'bad.xlsx', bad, XLSX);
    await expect(page.getByText('Problems found: 1. The file cannot be imported')).toBeVisible();
    await expect(
      page.getByRole('cell', {
        name: 'Row 2: "Approved capacity" is not a capacity (in 10⁴ t/a; write 9, 9万吨/年, 9万t/a or 0.09Mt/a)',
      }),
    ).toBeVisible();
  });
});

test('a plain user typing the import URL lands on the first permitted page', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/form/step');
  await expect(page).not.toHaveURL(/\/form\/step|not-found|login/);
  await expect(page.getByRole('heading', { name: '煤矿数据导入' })).toHaveCount(0);
  await expect(mainNav(page).getByText('数据导入')).toHaveCount(0);
});
