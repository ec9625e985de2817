// Screenshots of the import wizard (every step, a file with errors, a preview with changes, the result)
// and the job list, in both themes, both languages, desktop and phone. Usage: start the built server, then
// `node e2e/screenshots/import.mjs [baseURL]`. Writes PNGs to e2e/.artifacts/screenshots/import/.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { launchChromium, outputDir, viewports } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8098';
const only = process.env.SHOT_ONLY ?? '';
const out = outputDir('import');
const work = mkdtempSync(join(tmpdir(), 'import-shots-'));

const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';
const browser = await launchChromium();

const problems = [];

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

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function shoot(page, name, full = true) {
  await settle(page);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: full });
}

async function upload(page, file) {
  await page.locator('input[type=file]').setInputFiles(file);
  await page.waitForURL(/step=3/);
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const locale of ['zh-CN', 'en-US']) {
    for (const theme of ['light', 'dark']) {
      const tag = `${device}-${locale}-${theme}`;
      if (only && !tag.includes(only)) continue;
      const context = await browser.newContext({
        viewport,
        locale,
        timezoneId: 'Asia/Shanghai',
        acceptDownloads: true,
      });
      await context.addInitScript(
        ([l, t]) => {
          if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
          if (!localStorage.getItem('settings'))
            localStorage.setItem('settings', JSON.stringify({ theme: t }));
        },
        [locale, theme],
      );
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && problems.push(`${tag} console: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`${tag} pageerror: ${e.message}`));

      await page.goto(`${base}/login`);
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('admin123');
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/dashboard/workplace');

      // Source files: one mine exported by the server, then edited.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const headers = { Authorization: `Bearer ${token}`, clientid: CLIENT_ID };
      const header = await (
        await page.request.get(`${base}/api/investigation/mine/2/header`, { headers })
      ).json();
      const exported = await page.request.get(`${base}/api/mine/${header.data.mineCode}/export`, { headers });
      const source = join(work, `${tag}-mine.xlsx`);
      const { writeFileSync } = await import('node:fs');
      writeFileSync(source, await exported.body());
      const bad = join(work, `${tag}-bad.xlsx`);
      const changed = join(work, `${tag}-changed.xlsx`);
      await badFile(source, bad);
      await changedFile(source, changed, tag.replace(/[^a-z0-9]/gi, ''));

      await page.goto(`${base}/form/step`);
      await shoot(page, `${tag}-1-template`);
      await page.goto(`${base}/form/step?step=2`);
      await shoot(page, `${tag}-2-upload`);

      await upload(page, bad);
      await shoot(page, `${tag}-3-invalid`);

      await page.goto(`${base}/form/step?step=2`);
      await upload(page, changed);
      await shoot(page, `${tag}-3-validated`);
      await page.goto(page.url().replace('step=3', 'step=4'));
      await shoot(page, `${tag}-4-preview`);
      await page.goto(page.url().replace('step=4', 'step=5'));
      await shoot(page, `${tag}-5-confirm`);
      await page.locator('.import-commit button.ant-btn-primary').click();
      await page.waitForTimeout(400);
      await shoot(page, `${tag}-5-confirm-dialog`, false);
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await page.locator('.import-result .ant-result-success').waitFor();
      await shoot(page, `${tag}-5-result`);

      await page.goto(`${base}/form/step?tab=jobs`);
      await shoot(page, `${tag}-6-jobs`);
      await page.goto(`${base}/form/step?tab=jobs&jobsStatus=failed`);
      await shoot(page, `${tag}-6-jobs-empty`, false);
      await context.close();
    }
  }
}

await browser.close();
if (problems.length) console.log(problems.join('\n'));
console.log(`screenshots in ${out}`);
