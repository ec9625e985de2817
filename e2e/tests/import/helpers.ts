import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

const CLIENT_ID = 'e5cd7e4891bf95d1d19206ce24a7b32e';

async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { Authorization: `Bearer ${token ?? ''}`, clientid: CLIENT_ID };
}

/** The code and the server's .xlsx export of a demo mine, fetched as the signed-in admin. */
export async function exportMine(
  page: Page,
  mineId: number,
): Promise<{ code: string; name: string; file: Buffer }> {
  const headers = await authHeaders(page);
  const header = (await (
    await page.request.get(`/api/investigation/mine/${mineId}/header`, { headers })
  ).json()) as {
    data: { mineCode: string; mineName: string };
  };
  const response = await page.request.get(`/api/mine/${encodeURIComponent(header.data.mineCode)}/export`, {
    headers,
  });
  return { code: header.data.mineCode, name: header.data.mineName, file: await response.body() };
}

/** Sets one cell of a workbook, the column found by the start of its header (headers carry units). */
export async function editCell(
  file: Buffer,
  sheetName: string,
  row: number,
  header: string,
  value: string | number,
) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  let column = 0;
  sheet.getRow(1).eachCell((cell, n) => {
    if (!column && cell.text.startsWith(header)) column = n;
  });
  if (!column) throw new Error(`no column ${header} in ${sheetName}`);
  sheet.getRow(row).getCell(column).value = value;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Picks a file in the wizard's upload step the way the file dialog does. */
export async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first bytes of a finished download. */
export async function downloadedBytes(download: Download, count = 4): Promise<Buffer> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, count);
}

/** One mine sheet holding the mine rows of several exports, each row changed by `edit` (header → value). */
export async function mineSheetOf(files: { file: Buffer; edit: Record<string, string | number> }[]) {
  const out = new ExcelJS.Workbook();
  const target = out.addWorksheet('煤矿');
  for (const [i, { file, edit }] of files.entries()) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('煤矿');
    if (!sheet) throw new Error('no mine sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    if (i === 0) target.addRow(headers);
    const values = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
    for (const [header, value] of Object.entries(edit)) {
      const column = headers.findIndex((h) => h.startsWith(header));
      if (column < 0) throw new Error(`no column ${header}`);
      values[column] = value;
    }
    target.addRow(values);
  }
  return Buffer.from(await out.xlsx.writeBuffer());
}
