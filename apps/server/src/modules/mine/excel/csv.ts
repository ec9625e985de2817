import { setImmediate as nextTurn } from 'node:timers/promises';
import { SHEET_NAMES } from '@coal/contracts';
import { BadRequestError } from '../../../lib/errors';
import { cellTooLong, IMPORT_LIMITS, tooManyColumns, tooManyRows } from './limits';
import type { ParsedSheet, SheetEntity } from './parsed-sheet';

/** Records between two yields to the event loop, so a 20 MB file never holds up other requests. */
const RECORDS_PER_TURN = 1000;

/** Bytes decoded per turn of the event loop: a 19 MB file decoded at once held the server for 200 ms. */
const DECODE_SLICE = 256 * 1024;

async function decodeWith(decoder: InstanceType<typeof TextDecoder>, data: Buffer): Promise<string> {
  const parts: string[] = [];
  for (let at = 0; at < data.length; at += DECODE_SLICE) {
    parts.push(decoder.decode(data.subarray(at, at + DECODE_SLICE), { stream: true }));
    await nextTurn();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** UTF-8 (with or without BOM) or, as Excel saves it on Chinese Windows, GBK. */
async function decode(data: Buffer): Promise<string> {
  try {
    // The decoder drops a leading BOM itself.
    return await decodeWith(new TextDecoder('utf-8', { fatal: true }), data);
  } catch {
    return decodeWith(new TextDecoder('gbk'), data);
  }
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function* csvRecords(text: string): Generator<string[]> {
  const special = /[",\r\n]/g;
  let record: string[] = [];
  let field = '';
  let at = 0;
  while (at < text.length) {
    special.lastIndex = at;
    const match = special.exec(text);
    const found = match ? match.index : text.length;
    field += text.slice(at, found);
    if (!match) break;
    const ch = text[found];
    at = found + 1;
    if (ch === '"') {
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) {
          field += text.slice(at);
          at = text.length;
          break;
        }
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at++;
      }
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else {
      if (ch === '\r' && text[at] === '\n') at++;
      record.push(field);
      yield record;
      record = [];
      field = '';
    }
  }
  if (field !== '' || record.length) {
    record.push(field);
    yield record;
  }
}

function checkRecord(sheet: string, row: number, fields: string[]): void {
  fields.forEach((field, i) => {
    const value = field.trim();
    if (value.length > IMPORT_LIMITS.maxCellLength) throw cellTooLong(sheet, row, i + 1);
    if (i >= IMPORT_LIMITS.maxColumns && value !== '') throw tooManyColumns(sheet, row, i + 1);
  });
}

/** A CSV has no sheet name: it is read as the sheet its headers match, or not at all. */
export async function readCsv(
  data: Buffer,
  entityOfHeaders: (headers: string[]) => SheetEntity | undefined,
): Promise<ParsedSheet | undefined> {
  if (data.includes(0)) throw new BadRequestError('import.corrupt');
  const records = csvRecords(await decode(data));
  const first = records.next();
  const headers = first.done ? [] : first.value.map((h) => h.trim());
  const entity = entityOfHeaders(headers);
  if (!entity || first.done) return undefined;
  const name = SHEET_NAMES[entity].zh;
  checkRecord(name, 1, first.value);
  const rows: ParsedSheet['rows'] = [];
  let row = 1;
  for (const fields of records) {
    row++;
    checkRecord(name, row, fields);
    const cells = headers.map((_, k) => (fields[k] ?? '').trim() || null);
    if (cells.some((c) => c !== null)) rows.push({ row, cells });
    if (rows.length > IMPORT_LIMITS.maxRows) throw tooManyRows(name);
    if (row % RECORDS_PER_TURN === 0) await nextTurn();
  }
  return { entity, name, headers, rows };
}
