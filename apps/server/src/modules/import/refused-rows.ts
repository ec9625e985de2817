import { SHEET_NAMES } from '@coal/contracts';
import ExcelJS from 'exceljs';
import { type Locale, t } from '../../lib/i18n';
import { normaliseHeader, type ParsedSheet, type RawCell, type SheetEntity } from '../mine';
import type { Validation } from './validate';

export interface RefusedSheet {
  entity: SheetEntity;
  headers: string[];
  rows: { cells: RawCell[]; problems: string[] }[];
}

/** The header row's problems (a missing column) refuse every row of the sheet. */
const HEADER_ROW = 1;

/**
 * The rows a commit of the valid rows leaves out, as the file wrote them: rows with a problem, and the
 * other rows of a mine that has one (a mine is committed whole or not at all).
 */
export function refusedRows(sheets: ParsedSheet[], validation: Validation, locale: Locale): RefusedSheet[] {
  const seen = new Set<SheetEntity>();
  const result: RefusedSheet[] = [];
  for (const sheet of sheets) {
    // The validator reads the first sheet of each kind only; so does this.
    if (seen.has(sheet.entity)) continue;
    seen.add(sheet.entity);
    const codeIndex = sheet.headers.findIndex((h) => normaliseHeader(h) === '矿井编码');
    const byRow = validation.rowProblems.get(sheet.name);
    const whole = byRow?.get(HEADER_ROW);
    const rows: RefusedSheet['rows'] = [];
    for (const { row, cells } of sheet.rows) {
      const code = codeIndex < 0 ? '' : String(cells[codeIndex] ?? '').trim();
      const problems = whole ?? byRow?.get(row);
      if (problems) rows.push({ cells, problems });
      else if (validation.refused.has(code))
        rows.push({ cells, problems: [t(locale, 'import.refusedWithMine', { code })] });
    }
    if (rows.length) result.push({ entity: sheet.entity, headers: sheet.headers, rows });
  }
  return result;
}

export const countRefused = (sheets: RefusedSheet[]) => sheets.reduce((n, s) => n + s.rows.length, 0);

/** The refused rows in the template's layout plus a problem column, which an import ignores. */
export async function refusedWorkbook(sheets: RefusedSheet[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '贵州煤矿大数据信息平台';
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(SHEET_NAMES[sheet.entity].zh, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const problemHeader = t(locale, 'import.refusedColumn');
    ws.addRow([...sheet.headers, problemHeader]).font = { bold: true };
    ws.columns.forEach((column, i) => {
      const header = i < sheet.headers.length ? sheet.headers[i]! : problemHeader;
      column.width = i < sheet.headers.length ? Math.min(40, Math.max(10, header.length * 2 + 2)) : 60;
    });
    for (const { cells, problems } of sheet.rows) {
      const padded = Array.from({ length: sheet.headers.length }, (_, i) => cells[i] ?? null);
      ws.addRow([...padded, problems.join('；')]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
