import ExcelJS from 'exceljs';

/** Exports are capped: a log that outgrows this is filtered by date first. */
export const EXPORT_ROW_LIMIT = 10_000;

/** One sheet with a bold, frozen header row: what every 系统管理 export writes. */
export async function writeSheet(
  name: string,
  headers: string[],
  rows: (string | number)[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '贵州煤矿大数据信息平台';
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(60, Math.max(12, (headers[i]?.length ?? 4) * 2 + 4));
  });
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const pageOf = (query: { pageNum: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.pageNum - 1) * query.pageSize,
});
export const ALL_ROWS = { limit: EXPORT_ROW_LIMIT, offset: 0 };
