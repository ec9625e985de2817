// Screenshots of the import wizard (every step, a file with errors, a preview with changes, the result)
// and the job list, in both themes, both languages, desktop and phone. Usage: start the built server, then
// `node e2e/screenshots/import.mjs [baseURL]`. Writes PNGs to e2e/.artifacts/screenshots/import/.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8098';
const work = mkdtempSync(join(tmpdir(), 'import-shots-'));

const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
function columnOf(sheet, header) {
  let found = 0;
  sheet.getRow(1).eachCell((cell, n) => {
    if (!found && String(cell.value).startsWith(header)) found = n;
  });
  if (!found) throw new Error(`no column ${header} in ${sheet.name}`);
  return found;
}

/** A copy of an exported mine with errors on two sheets. */
async function badFile(source, target) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(source);
  const mines = book.getWorksheet('煤矿');
  mines.getRow(2).getCell(columnOf(mines, '核定产能')).value = 'abc';
  mines.getRow(2).getCell(columnOf(mines, '纬度')).value = 40.1;
  const seams = book.getWorksheet('煤层');
  seams.getRow(2).getCell(columnOf(seams, '平均厚度')).value = -2;
  await book.xlsx.writeFile(target);
}

/** A copy with a changed address, one row fewer on a child sheet and a new mine. */
async function changedFile(source, target, tag) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(source);
  const mines = book.getWorksheet('煤矿');
  mines.getRow(2).getCell(columnOf(mines, '地址')).value = `贵州省示例地址（${tag}）`;
  const values = [...mines.getRow(2).values];
  const added = mines.addRow(values.slice(1));
  added.getCell(columnOf(mines, '矿井编码')).value = `SHOT-${tag.toUpperCase()}`.slice(0, 32);
  added.getCell(columnOf(mines, '矿井名称')).value = `示例新建煤矿${tag.length}`;
  const child = ['生产记录', '行政手续', '股东', '证照']
    .map((name) => book.getWorksheet(name))
    .find((sheet) => sheet && sheet.actualRowCount > 2);
  child?.spliceRows(child.actualRowCount, 1);
  await book.xlsx.writeFile(target);
}

async function upload(page, file) {
  await page.locator('input[type=file]').setInputFiles(file);
  await page.waitForURL(/step=3/);
}

await forEachVariant(
  'import',
  async ({ page, tag, shoot }) => {
    await signIn(page, base);

    // Source files: one mine exported by the server, then edited.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}`, clientid: CLIENT_ID };
    const header = await (
      await page.request.get(`${base}/api/investigation/mine/2/header`, { headers })
    ).json();
    const exported = await page.request.get(`${base}/api/mine/${header.data.mineCode}/export`, { headers });
    const source = join(work, `${tag}-mine.xlsx`);
    writeFileSync(source, await exported.body());
    const bad = join(work, `${tag}-bad.xlsx`);
    const changed = join(work, `${tag}-changed.xlsx`);
    await badFile(source, bad);
    await changedFile(source, changed, tag.replace(/[^a-z0-9]/gi, ''));

    const full = { fullPage: true };
    await page.goto(`${base}/form/step`);
    await page.locator('.import-step').first().waitFor();
    await shoot('1-template', full);
    await page.goto(`${base}/form/step?step=2`);
    await page.locator('input[type=file]').waitFor({ state: 'attached' });
    await shoot('2-upload', full);

    await upload(page, bad);
    await shoot('3-invalid', full);

    await page.goto(`${base}/form/step?step=2`);
    await upload(page, changed);
    await shoot('3-validated', full);
    await page.goto(page.url().replace('step=3', 'step=4'));
    await page.locator('.import-counts').waitFor();
    await shoot('4-preview', full);
    await page.goto(page.url().replace('step=4', 'step=5'));
    await page.locator('.import-commit').waitFor();
    await shoot('5-confirm', full);
    await page.locator('.import-commit button.ant-btn-primary').click();
    await page.locator('.ant-modal-confirm').waitFor();
    await shoot('5-confirm-dialog');
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.locator('.import-result .ant-result-success').waitFor();
    await shoot('5-result', full);

    await page.goto(`${base}/form/step?tab=jobs`);
    await page.locator('.import-jobs, .import-job-card, .ant-table').first().waitFor();
    await shoot('6-jobs', full);
    await page.goto(`${base}/form/step?tab=jobs&jobsStatus=failed`);
    await page.locator('.ant-empty').first().waitFor();
    await shoot('6-jobs-empty');
  },
  { only: process.env.SHOT_ONLY ?? '', contextOptions: { acceptDownloads: true } },
);
