import { BadRequestError } from '../../../lib/errors';
import { cellTooLong, columnOfReference, IMPORT_LIMITS, tooManyColumns, tooManyRows } from './limits';
import type { SharedStrings } from './shared-strings';
import { MAX_ESCAPED_LENGTH, parseXml, unescapeExcelText } from './xml-events';

export type RawCell = string | number | boolean | null;

export interface SheetRows {
  headers: string[];
  /** Data rows with their 1-based worksheet row number (the header is row 1). */
  rows: { row: number; cells: RawCell[] }[];
}

export interface SheetContext {
  name: string;
  shared: SharedStrings;
  /** For each cell style, whether it shows a number as a date. */
  dateStyles: boolean[];
  date1904: boolean;
}

const { maxColumns, maxRows, maxCellLength } = IMPORT_LIMITS;
/** Merged ranges can overlap only in a damaged file; past this many merged cells they must. */
const MAX_MERGED_CELLS = (maxRows + 1) * maxColumns;

/** An Excel serial day as YYYY-MM-DD; the number itself when it is no real date. */
function excelDate(serial: number, date1904: boolean): string | number {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? serial : date.toISOString().slice(0, 10);
}

interface Cell {
  column: number;
  type: string;
  style: number;
  value: string[] | undefined;
  inline: string[] | undefined;
  inlineLength: number;
}

/** Streams a worksheet part into its header row and data rows, refusing past the limits as it goes. */
export async function readSheet(chunks: AsyncIterable<string>, sheet: SheetContext): Promise<SheetRows> {
  let header: RawCell[] = [];
  let headerWidth = 0;
  const data = new Map<number, RawCell[]>();
  let rowNumber = 0;
  let column = 0;
  let values: RawCell[] = [];
  let cell: Cell | undefined;
  let reading: 'value' | 'inline' | undefined;
  let phonetic = 0;
  let mergedCells = 0;

  function valueOf(c: Cell): RawCell {
    const text = c.value?.join('');
    switch (c.type) {
      case 's':
        return sheet.shared.get(Number(text)) ?? null;
      case 'inlineStr':
        return c.inline ? unescapeExcelText(c.inline.join('')) : null;
      case 'str':
        return text ?? null;
      case 'b':
        return text === undefined ? null : Number(text) !== 0;
      case 'e':
        return null;
      case 'd':
        return text ? excelDateOfIso(text) : null;
      default: {
        if (text === undefined || text === '') return null;
        const number = Number(text);
        if (Number.isNaN(number)) return text;
        return sheet.dateStyles[c.style] ? excelDate(number, sheet.date1904) : number;
      }
    }
  }

  function endCell(c: Cell) {
    const value = valueOf(c);
    if (value === null) return;
    if (typeof value === 'string' && value.length > maxCellLength)
      throw cellTooLong(sheet.name, rowNumber, c.column);
    if (c.column > maxColumns) {
      if (value !== '') throw tooManyColumns(sheet.name, rowNumber, c.column);
      return;
    }
    values[c.column - 1] = value;
  }

  function endRow() {
    if (rowNumber === 1) header = values;
    else if (values.some((v) => v !== null && v !== '')) {
      data.set(rowNumber, values);
      if (data.size > maxRows) throw tooManyRows(sheet.name);
    }
  }

  /** As Excel shows it, every cell of a merged range holds the value of its top-left cell. */
  function merge(reference: string) {
    const [from = '', to = ''] = reference.split(':');
    const left = columnOfReference(from);
    const right = Math.min(columnOfReference(to) ?? 0, maxColumns);
    const top = parseInt(from.replace(/^[A-Za-z]+/, ''), 10);
    const bottom = parseInt(to.replace(/^[A-Za-z]+/, ''), 10);
    if (!left || !(top >= 1) || !(bottom >= top) || right < left) return;
    const master = (top === 1 ? header : data.get(top))?.[left - 1];
    if (master === undefined || master === null) return;
    mergedCells += (bottom - top + 1) * (right - left + 1);
    if (mergedCells > MAX_MERGED_CELLS) throw new BadRequestError('import.corrupt');
    for (let r = top; r <= bottom; r++) {
      let target = r === 1 ? header : data.get(r);
      if (!target) {
        target = [];
        data.set(r, target);
        if (data.size > maxRows) throw tooManyRows(sheet.name);
      }
      for (let c = left; c <= right; c++) target[c - 1] = master;
      if (r === 1) headerWidth = Math.max(headerWidth, right);
    }
  }

  await parseXml(
    chunks,
    {
      open(name, attributes) {
        switch (name) {
          case 'row': {
            // Rows without a number follow the one before, as the format allows.
            const number = parseInt(attributes.r ?? '', 10);
            rowNumber = number >= 1 ? number : rowNumber + 1;
            column = 0;
            values = [];
            break;
          }
          case 'c':
            column = (attributes.r && columnOfReference(attributes.r)) || column + 1;
            cell = {
              column,
              type: attributes.t ?? 'n',
              style: Number(attributes.s ?? 0),
              value: undefined,
              inline: undefined,
              inlineLength: 0,
            };
            if (rowNumber === 1) headerWidth = Math.max(headerWidth, Math.min(column, maxColumns));
            break;
          case 'v':
            if (cell) [cell.value, reading] = [[], 'value'];
            break;
          case 'is':
            if (cell) cell.inline = [];
            break;
          case 'rPh':
            phonetic++;
            break;
          case 't':
            if (cell?.inline && phonetic === 0) reading = 'inline';
            break;
          case 'mergeCell':
            merge(attributes.ref ?? '');
            break;
        }
      },
      close(name) {
        if (name === 'v' || name === 't') reading = undefined;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c' && cell) {
          endCell(cell);
          cell = undefined;
        } else if (name === 'row') endRow();
      },
      text(text) {
        if (!cell || !reading) return;
        if (reading === 'value') cell.value?.push(text);
        // Runs past what any cell could hold are refused at the cell's end; they need not be kept.
        else if (cell.inline && cell.inlineLength <= MAX_ESCAPED_LENGTH) {
          cell.inline.push(text);
          cell.inlineLength += text.length;
        }
      },
    },
    () => cellTooLong(sheet.name, rowNumber, cell?.column ?? column + 1),
  );

  const headers = Array.from({ length: headerWidth }, (_, i) => String(header[i] ?? '').trim());
  const rows = [...data.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, cells]) => ({ row, cells: headers.map((_, i) => cells[i] ?? null) }))
    .filter((r) => r.cells.some((c) => c !== null && c !== ''));
  return { headers, rows };
}

/** A cell of type d holds an ISO 8601 date. */
function excelDateOfIso(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString().slice(0, 10);
}
