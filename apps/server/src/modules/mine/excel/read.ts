import {
  type ChildEntity,
  childEntityColumns,
  documentColumns,
  mineColumns,
  SHEET_NAMES,
} from '@coal/contracts';
import ExcelJS from 'exceljs';
import { BadRequestError } from '../../../lib/errors';
import { headerOf } from './cells';

export type SheetEntity = 'mine' | ChildEntity | 'documents';
export type RawCell = string | number | boolean | null;

export interface ParsedSheet {
  entity: SheetEntity;
  name: string;
  headers: string[];
  /** Data rows with their 1-based worksheet row number (the header is row 1). */
  rows: { row: number; cells: RawCell[] }[];
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function sheetHeaders(entity: SheetEntity): string[] {
  if (entity === 'mine') return mineColumns.map(headerOf);
  const cols = entity === 'documents' ? documentColumns : childEntityColumns[entity];
  return ['矿井编码', '矿井名称', ...cols.map(headerOf)];
}

function entityOfSheet(name: string): SheetEntity | undefined {
  const entry = Object.entries(SHEET_NAMES).find(
    ([, n]) => n.zh === name.trim() || n.en.toLowerCase() === name.trim().toLowerCase(),
  );
  return entry?.[0] as SheetEntity | undefined;
}

/** A CSV has no sheet name: it is the entity whose headers it matches best (usually 煤矿). */
function entityOfHeaders(headers: string[]): SheetEntity | undefined {
  let best: SheetEntity | undefined;
  let bestScore = 0;
  for (const entity of Object.keys(SHEET_NAMES) as SheetEntity[]) {
    const known = new Set(sheetHeaders(entity).map(normaliseHeader));
    const score = headers.filter((h) => known.has(normaliseHeader(h))).length;
    if (score > bestScore) [best, bestScore] = [entity, score];
  }
  // The mine code alone does not say which sheet a file is.
  return bestScore >= 3 ? best : undefined;
}

/** Headers match with or without their unit and surrounding spaces: 核定产能（万吨/年） = 核定产能. */
export function normaliseHeader(h: string): string {
  return h
    .replace(/\s+/g, '')
    .replace(/[（(].*[)）]$/, '')
    .replace(/^\*/, '');
}

function cellValue(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellValue(value.result);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
    return null;
  }
  return value;
}

/** Reads an uploaded .xlsx or .csv; wrong type, encryption and damage are refused before any row is read. */
export async function readUpload(fileName: string, data: Buffer): Promise<ParsedSheet[]> {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv') return [readCsv(data)].filter((s): s is ParsedSheet => s !== undefined);
  if (ext !== 'xlsx') throw new BadRequestError('import.badType');
  // An encrypted workbook is an OLE compound file wrapping the encrypted package, not a zip.
  if (data.subarray(0, 4).equals(OLE_MAGIC)) throw new BadRequestError('import.encrypted');
  if (!data.subarray(0, 4).equals(ZIP_MAGIC)) throw new BadRequestError('import.corrupt');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestError('import.corrupt');
  }
  const sheets: ParsedSheet[] = [];
  workbook.eachSheet((worksheet) => {
    const entity = entityOfSheet(worksheet.name);
    if (!entity) return;
    const headers: string[] = [];
    worksheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
      headers[col - 1] = String(cellValue(cell.value) ?? '').trim();
    });
    const rows: ParsedSheet['rows'] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber === 1) return;
      const cells: RawCell[] = headers.map((_, i) => cellValue(row.getCell(i + 1).value));
      if (cells.some((c) => c !== null && c !== '')) rows.push({ row: rowNumber, cells });
    });
    sheets.push({ entity, name: worksheet.name, headers, rows });
  });
  return sheets;
}

/** UTF-8 (with or without BOM) or, as Excel saves it on Chinese Windows, GBK. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gbk').decode(data);
  }
}

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function readCsv(data: Buffer): ParsedSheet | undefined {
  if (data.includes(0)) throw new BadRequestError('import.corrupt');
  const [header = [], ...body] = parseCsv(decode(data));
  const headers = header.map((h) => h.trim());
  const entity = entityOfHeaders(headers);
  if (!entity) return undefined;
  const rows = body
    .map((cells, i) => ({ row: i + 2, cells: headers.map((_, k) => (cells[k] ?? '').trim() || null) }))
    .filter((r) => r.cells.some((c) => c !== null));
  return { entity, name: SHEET_NAMES[entity].zh, headers, rows };
}
