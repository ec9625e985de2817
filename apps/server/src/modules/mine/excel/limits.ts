import { AppError } from '../../../lib/errors';

/**
 * What an uploaded workbook or CSV may hold. Generous for real imports (the province has a few hundred
 * mines), far below what a crafted file could make the server hold in memory.
 */
export const IMPORT_LIMITS = {
  /** Data rows per sheet, the header row not counted. */
  maxRows: 100_000,
  /** The last column of a row that may hold data. */
  maxColumns: 200,
  /** Characters in one cell: Excel's own limit. */
  maxCellLength: 32_767,
  /** Megabytes inflated from the parts of a workbook that are read, whatever sizes the zip declares. */
  maxUnzippedMegabytes: 200,
  /** Entries in the zip: a workbook has dozens. */
  maxZipEntries: 10_000,
} as const;

export const MAX_UNZIPPED_BYTES = IMPORT_LIMITS.maxUnzippedMegabytes * 1024 * 1024;

export const unzippedTooLarge = () =>
  new AppError(413, 'import.unzippedTooLarge', { max: IMPORT_LIMITS.maxUnzippedMegabytes });

export const tooManyRows = (sheet: string) =>
  new AppError(413, 'import.tooManyRows', { sheet, max: IMPORT_LIMITS.maxRows });

/** A refusal that points at one cell, as users find it in Excel: sheet, row and column letters. */
const atCell =
  (key: 'import.tooManyColumns' | 'import.cellTooLong', max: number) =>
  (sheet: string, row: number, column: number) =>
    new AppError(422, key, { sheet, row, column: columnName(column), max });

export const tooManyColumns = atCell('import.tooManyColumns', IMPORT_LIMITS.maxColumns);

export const cellTooLong = atCell('import.cellTooLong', IMPORT_LIMITS.maxCellLength);

/** A shared string too long to belong to any cell Excel could write; which cell uses it is not known yet. */
export const textTooLong = () =>
  new AppError(422, 'import.textTooLong', { max: IMPORT_LIMITS.maxCellLength });

/** The letters Excel shows for a 1-based column: 1 → A, 27 → AA, 201 → GS. */
export function columnName(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The 1-based column of a cell reference such as "GS12"; undefined when it has no letters. */
export function columnOfReference(reference: string): number | undefined {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i) & ~0x20;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column || undefined;
}
