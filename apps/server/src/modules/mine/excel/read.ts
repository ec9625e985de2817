import { childEntityColumns, documentColumns, mineColumns, SHEET_NAMES } from '@coal/contracts';
import { AppError, BadRequestError } from '../../../lib/errors';
import { headerOf } from './cells';
import { readCsv } from './csv';
import { MAX_UNZIPPED_BYTES, unzippedTooLarge } from './limits';
import type { ParsedSheet, SheetEntity } from './parsed-sheet';
import { readSharedStrings, SharedStrings } from './shared-strings';
import { type RawCell, readSheet } from './sheet-reader';
import { readDateStyles, readWorkbookInfo } from './workbook-parts';
import { openZipParts } from './zip-parts';

export type { RawCell };
export type { ParsedSheet, SheetEntity };

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

/** Reads an uploaded .xlsx or .csv; wrong type, encryption and damage are refused before any row is read. */
export async function readUpload(fileName: string, data: Buffer): Promise<ParsedSheet[]> {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv')
    return [await readCsv(data, entityOfHeaders)].filter((s): s is ParsedSheet => s !== undefined);
  if (ext !== 'xlsx') throw new BadRequestError('import.badType');
  // An encrypted workbook is an OLE compound file wrapping the encrypted package, not a zip.
  if (data.subarray(0, 4).equals(OLE_MAGIC)) throw new BadRequestError('import.encrypted');
  if (!data.subarray(0, 4).equals(ZIP_MAGIC)) throw new BadRequestError('import.corrupt');
  try {
    return await readWorkbook(data);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new BadRequestError('import.corrupt');
  }
}

/**
 * Streams the recognised sheets of a workbook part by part: only the shared strings, the date styles
 * and the rows read so far are held, never a sheet's XML or a workbook model.
 */
async function readWorkbook(data: Buffer): Promise<ParsedSheet[]> {
  const zip = await openZipParts(data);
  const info = await readWorkbookInfo(zip);
  const wanted = info.sheets.flatMap(({ name, path }) => {
    const entity = entityOfSheet(name);
    if (!entity) return [];
    // A recognised sheet whose part is missing: the file is damaged.
    if (!path || !zip.has(path)) throw new BadRequestError('import.corrupt');
    return [{ name, path, entity }];
  });
  if (!wanted.length) return [];
  const sharedPath = info.sharedStrings && zip.has(info.sharedStrings) ? info.sharedStrings : undefined;
  const stylesPath = info.styles && zip.has(info.styles) ? info.styles : undefined;
  const parts = [...wanted.map((w) => w.path), sharedPath, stylesPath].filter(
    (p): p is string => p !== undefined,
  );
  // An honest zip that declares too much is refused before anything inflates; a lying one while it does.
  if (zip.declaredSize(parts) > MAX_UNZIPPED_BYTES) throw unzippedTooLarge();
  const dateStyles = stylesPath ? await readDateStyles(zip.text(stylesPath)) : [];
  const shared = sharedPath ? await readSharedStrings(zip.text(sharedPath)) : new SharedStrings();
  const sheets: ParsedSheet[] = [];
  for (const { name, path, entity } of wanted) {
    const context = { name, shared, dateStyles, date1904: info.date1904 };
    const { headers, rows } = await readSheet(zip.text(path), context);
    sheets.push({ entity, name, headers, rows });
  }
  return sheets;
}
