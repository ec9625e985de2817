import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseFile, exportMine, XLSX } from '../import/helpers';
import { signIn, USER } from '../shell/helpers';

const MINE_ID = 7;
const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });

/** Today in Beijing, as the penalty sheet's date. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

/** The mine's own export with one more penalty row, as an admin adds a new penalty. */
async function withPenalty(file: Buffer, documentNo: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('行政处罚');
  if (!sheet) throw new Error('no penalty sheet in the export');
  const mine = book.getWorksheet('煤矿')!.getRow(2);
  const values: Record<string, string> = {
    矿井编码: mine.getCell(1).text,
    矿井名称: mine.getCell(2).text,
    处罚决定书文号: documentNo,
    处罚日期: today(),
    处罚机关: '贵州省能源局',
    违法事实: '瓦斯监测系统运行不正常',
    处罚内容: '责令停产整顿',
  };
  const row: (string | null)[] = [];
  sheet.getRow(1).eachCell((cell, n) => {
    const key = Object.keys(values).find((name) => cell.text.startsWith(name));
    row[n - 1] = key ? values[key]! : null;
  });
  sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an import that adds a penalty to a followed mine puts an alert in the bell', async ({ page }) => {
  await signIn(page);
  await page.goto(`/mine/${MINE_ID}`);
  const follow = page.getByRole('button', { name: /^(关注|已关注)$/ });
  await expect(follow).toBeVisible();
  if ((await follow.innerText()).trim() === '关注') await follow.click();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();

  const mine = await exportMine(page, MINE_ID);
  const documentNo = `黔能源罚〔2026〕${String(Date.now()).slice(-5)}号`;
  await page.goto('/form/step?step=2');
  await chooseFile(page, `penalty-${mine.code}.xlsx`, await withPenalty(mine.file, documentNo), XLSX);
  await expect(page.getByText(/校验通过/)).toBeVisible();
  await page.getByRole('button', { name: '预览变更', exact: true }).click();
  await page.getByRole('button', { name: '去提交' }).click();
  await page.getByRole('button', { name: '提交导入' }).click();
  await page
    .getByRole('dialog', { name: '确认提交导入？' })
    .getByRole('button', { name: '确认提交' })
    .click();
  await expect(page.getByRole('heading', { name: '导入完成' })).toBeVisible();

  await bell(page).click();
  const box = page.locator('.ant-popover');
  const alert = box.locator('.message-item').filter({ hasText: documentNo });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('新增行政处罚');
  await expect(alert).toContainText(mine.name);
});

test('a user turns an alert kind off and on again, and is told each time it was saved', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/user/setting');
  await page.getByRole('tab', { name: '预警提醒' }).click();
  const dishonest = page.getByRole('checkbox', { name: /失信被执行人/ });
  const save = async () => {
    await page.getByRole('button', { name: '保存', exact: true }).click();
    // The toast of the app's own theme, not a silent failure.
    await expect(page.locator('.ant-message').getByText('预警设置已保存')).toBeVisible();
  };
  await expect(dishonest).toBeChecked();
  await dishonest.uncheck();
  await save();
  await page.reload();
  await page.getByRole('tab', { name: '预警提醒' }).click();
  await expect(dishonest).not.toBeChecked();
  await dishonest.check();
  await save();
});
