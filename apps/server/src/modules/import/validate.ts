import {
  type ChildEntity,
  childEntityColumns,
  type ColumnDef,
  documentSchemas,
  type DocumentSubsection,
  gradeAsh,
  gradeCalorific,
  gradeSulfur,
  type ImportNote,
  type ImportProblem,
  MINE_CODE_PATTERN,
  mineColumns,
  type MineDocuments,
} from '@coal/contracts';
import { type Locale, type MessageKey, t } from '../../lib/i18n';
import { badText } from '../../lib/nul-check';
import { yieldToLoop } from '../../lib/yield';
import { didYouMean } from './did-you-mean';
import { createPlaceNames, type PlaceNames } from './place-names';
import { parseQuantity, toHalfWidth } from './units';
import {
  type CellValue,
  type DictLookup,
  headerOf,
  LIST_SEPARATOR,
  normaliseHeader,
  type ParsedSheet,
  type RawCell,
  type Regions,
  type RowValues,
  type SheetEntity,
} from '../mine';

/** What a file says about one mine: its mine-sheet row (if any) and its rows in the other sheets. */
export interface FileMine {
  code: string;
  mine: RowValues | null;
  children: Partial<Record<ChildEntity, RowValues[]>>;
  documents: MineDocuments | null;
  /** Where the code first appears, for problems found later (e.g. unknown mine). */
  firstSeen: { sheet: string; row: number };
}

export interface Validation {
  /** Mines whose rows are all valid, by code. */
  mines: Map<string, FileMine>;
  /** Sheets in the file: for these, each mine's rows are replaced by the file's. */
  present: Set<SheetEntity>;
  sheets: { sheet: string; rows: number }[];
  rows: number;
  problems: ImportProblem[];
  /** Cells read through a former name, a unit or a synonym. */
  notes: ImportNote[];
  /** Mines with a problem in any row: a commit of the valid rows leaves all their rows out. */
  refused: Set<string>;
  /** Codes with a row in the mine sheet, valid or not: their rows elsewhere are never "unknown mines". */
  inMineSheet: Set<string>;
  /** Problem messages by sheet name and row, for the refused-rows workbook. */
  rowProblems: Map<string, Map<number, string[]>>;
}

type Params = Record<string, string | number>;

const MINE_CODE = '矿井编码';
const PREFECTURE = mineColumns.find((c) => c.key === 'prefecture')!;
const COUNTY = mineColumns.find((c) => c.key === 'county')!;
const CODE_COLUMN: ColumnDef = mineColumns.find((c) => c.key === 'code')!;

/** Rows checked between turns of the event loop: a large file is checked without stalling the server. */
const ROWS_PER_TURN = 500;

/** A column as the user's language names it in a message. */
const columnName = (col: ColumnDef, locale: Locale) => (locale === 'en-US' && col.en ? col.en : col.zh);

let placeNames: { regions: Regions; names: PlaceNames } | undefined;
const placesOf = (regions: Regions) => {
  if (placeNames?.regions !== regions) placeNames = { regions, names: createPlaceNames(regions) };
  return placeNames.names;
};

/**
 * Checks every row of every sheet and converts the cells to stored values. Every problem of every row
 * is reported in one pass, one per cause: a check that depends on a failed one is not run.
 */
export async function validateSheets(
  sheets: ParsedSheet[],
  dicts: DictLookup,
  regions: Regions,
  locale: Locale,
): Promise<Validation> {
  const result: Validation = {
    mines: new Map(),
    present: new Set(),
    sheets: [],
    rows: 0,
    problems: [],
    notes: [],
    refused: new Set(),
    inMineSheet: new Set(),
    rowProblems: new Map(),
  };
  const places = placesOf(regions);
  const problem = (sheet: string, row: number, col: ColumnDef, key: MessageKey, params: Params = {}) => {
    const message = t(locale, key, { row, column: columnName(col, locale), ...params });
    result.problems.push({ sheet, row, column: col.zh, message });
    const rows = result.rowProblems.get(sheet) ?? new Map<number, string[]>();
    result.rowProblems.set(sheet, rows);
    rows.set(row, [...(rows.get(row) ?? []), message]);
  };
  const note = (
    sheet: string,
    row: number,
    col: ColumnDef,
    kind: ImportNote['kind'],
    from: string,
    to: string,
  ) =>
    result.notes.push({
      sheet,
      row,
      column: col.zh,
      kind,
      from,
      to,
      message: t(locale, `import.note.${kind}`, {
        row,
        column: columnName(col, locale),
        from,
        to,
        unit: col.unit ?? '',
      }),
    });
  const entry = (code: string, sheet: string, row: number): FileMine => {
    let m = result.mines.get(code);
    if (!m) {
      m = { code, mine: null, children: {}, documents: null, firstSeen: { sheet, row } };
      result.mines.set(code, m);
    }
    return m;
  };

  for (const sheet of sheets) {
    if (result.present.has(sheet.entity)) continue;
    result.present.add(sheet.entity);
    result.sheets.push({ sheet: sheet.name, rows: sheet.rows.length });
    result.rows += sheet.rows.length;
    const columns: ColumnDef[] =
      sheet.entity === 'mine'
        ? mineColumns.filter((c) => c.key !== 'code')
        : sheet.entity === 'documents'
          ? [
              {
                key: 'subsection',
                zh: '小节编号',
                en: 'Subsection',
                type: 'text',
                required: true,
                maxLength: 50,
              },
              { key: 'content', zh: '内容', en: 'Content', type: 'text', required: true, maxLength: 30_000 },
            ]
          : childEntityColumns[sheet.entity];
    const index = new Map(sheet.headers.map((h, i) => [normaliseHeader(h), i]));
    const codeIndex = index.get(MINE_CODE);
    const at = (col: ColumnDef) => index.get(normaliseHeader(headerOf(col))) ?? index.get(col.zh);
    let missing = false;
    if (codeIndex === undefined) {
      problem(sheet.name, 1, CODE_COLUMN, 'import.missingColumn');
      missing = true;
    }
    for (const col of columns) {
      if (col.required && !col.derived && at(col) === undefined) {
        problem(sheet.name, 1, col, 'import.missingColumn');
        missing = true;
      }
    }
    if (missing) {
      // An unreadable sheet replaces nothing, and its mines wait until it can be read.
      result.present.delete(sheet.entity);
      for (const { cells } of sheet.rows) {
        const code = codeIndex === undefined ? '' : String(cells[codeIndex] ?? '').trim();
        if (MINE_CODE_PATTERN.test(code)) result.refused.add(code);
      }
      continue;
    }

    const firstRowOfCode = new Map<string, number>();
    // Where each column is in this sheet, found once rather than per row.
    const positions = columns.map((col) => (col.derived ? undefined : at(col)));
    // A file exported from the console carries computed columns: say once that they are not read.
    for (const col of columns)
      if (col.derived && at(col) !== undefined) note(sheet.name, 1, col, 'readOnly', headerOf(col), '');
    for (const [n, { row, cells }] of sheet.rows.entries()) {
      if (n % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldToLoop();
      const before = result.problems.length;
      const rawCode = String(cells[codeIndex!] ?? '').trim();
      let code: string | undefined;
      if (!rawCode) problem(sheet.name, row, CODE_COLUMN, 'import.required');
      else if (!MINE_CODE_PATTERN.test(rawCode)) problem(sheet.name, row, CODE_COLUMN, 'import.badMineCode');
      else code = rawCode;
      const values: RowValues = {};
      for (const [c, col] of columns.entries()) {
        const i = positions[c];
        if (i === undefined) continue;
        const parsed = parseCell(col, cells[i] ?? null, dicts);
        if (parsed.error) problem(sheet.name, row, col, parsed.error, parsed.params);
        else {
          values[col.key] = parsed.value ?? null;
          if (parsed.note) note(sheet.name, row, col, parsed.note.kind, parsed.note.from, parsed.note.to);
        }
      }

      if (sheet.entity === 'mine') {
        if (code !== undefined) {
          result.inMineSheet.add(code);
          const first = firstRowOfCode.get(code);
          if (first !== undefined)
            problem(sheet.name, row, CODE_COLUMN, 'import.duplicateCode', { code, first });
          else firstRowOfCode.set(code, row);
        }
        checkPlaces(
          values,
          places,
          (col, key, params) => problem(sheet.name, row, col, key, params),
          (col, kind, from, to) => note(sheet.name, row, col, kind, from, to),
        );
        if (result.problems.length > before) {
          if (code !== undefined) result.refused.add(code);
          continue;
        }
        values.code = code!;
        entry(code!, sheet.name, row).mine = values;
        continue;
      }
      if (result.problems.length > before || code === undefined) {
        if (code !== undefined) result.refused.add(code);
        continue;
      }
      const mine = entry(code, sheet.name, row);
      if (sheet.entity === 'documents') {
        const id = String(values.subsection) as DocumentSubsection;
        const schema = documentSchemas[id];
        const subsection = columns[0]!;
        if (!schema) {
          problem(sheet.name, row, subsection, 'import.unknownSubsection', { value: id });
          result.refused.add(code);
          continue;
        }
        let content: unknown;
        try {
          content = JSON.parse(String(values.content));
        } catch {
          content = undefined;
        }
        const parsed = schema.safeParse(content);
        if (!parsed.success) {
          problem(sheet.name, row, columns[1]!, 'import.badDocument', { subsection: id });
          result.refused.add(code);
          continue;
        }
        mine.documents = { ...(mine.documents ?? {}), [id]: parsed.data };
      } else {
        if (sheet.entity === 'quality') {
          // Grades follow from the measurements; a file cannot contradict GB/T 15224.
          values.ashGrade = gradeAsh(values.ad as number | null);
          values.sulfurGrade = gradeSulfur(values.std as number | null);
          values.calorificGrade = gradeCalorific(values.qgrd as number | null);
        }
        (mine.children[sheet.entity] ??= []).push(values);
      }
    }
  }
  // A mine with a problem in any row is left out whole: its other sheets' rows would replace stored ones.
  for (const code of result.refused) result.mines.delete(code);
  return result;
}

/** Where a check reports a cell's problem, and a cell read through a former or short name. */
type ProblemSink = (col: ColumnDef, key: MessageKey, params?: Params) => void;
type NoteSink = (col: ColumnDef, kind: ImportNote['kind'], from: string, to: string) => void;

/**
 * Reads the prefecture and county as real lists write them (former, short names) into the current
 * names; checked whatever else the row lacks, the county only under a known prefecture.
 */
function checkPlaces(values: RowValues, places: PlaceNames, problem: ProblemSink, note: NoteSink): void {
  if (typeof values.prefecture !== 'string') return;
  const written = values.prefecture;
  const prefecture = places.prefecture(written);
  if (!prefecture.ok) {
    if (prefecture.suggestion)
      problem(PREFECTURE, 'import.unknownPrefectureSuggest', {
        value: written,
        suggestion: prefecture.suggestion,
      });
    else problem(PREFECTURE, 'import.unknownPrefecture', { value: written });
    return;
  }
  values.prefecture = prefecture.value.name;
  if (prefecture.note) note(PREFECTURE, prefecture.note, written, prefecture.value.name);
  if (typeof values.county !== 'string') return;
  const county = places.county(prefecture.value, values.county);
  const params = { county: values.county, prefecture: prefecture.value.name };
  if (county.ok) {
    if (county.note) note(COUNTY, county.note, values.county, county.value);
    values.county = county.value;
  } else if (county.elsewhere)
    problem(COUNTY, 'import.countyElsewhere', { ...params, actual: county.elsewhere });
  else if (county.suggestion)
    problem(COUNTY, 'import.countyNotInPrefectureSuggest', { ...params, suggestion: county.suggestion });
  else problem(COUNTY, 'import.countyNotInPrefecture', params);
}

/** A problem of one field, as the import words it for a cell. */
export interface FieldProblem {
  column: ColumnDef;
  key: MessageKey;
  params: Params;
}

/**
 * One mine row as an edit form sends it (every column but the derived ones), through the import's own
 * cell checks, dictionary lookups and place names: the stored values, or every problem by column.
 */
export function validateMineFields(
  cells: Record<string, RawCell>,
  dicts: DictLookup,
  regions: Regions,
): { values: RowValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const values: RowValues = {};
  const problem: ProblemSink = (column, key, params = {}) => problems.push({ column, key, params });
  for (const col of mineColumns) {
    if (col.derived) continue;
    if (col.key === 'code') {
      const code = String(cells.code ?? '').trim();
      if (!code) problem(col, 'import.required');
      else if (!MINE_CODE_PATTERN.test(code)) problem(col, 'import.badMineCode');
      else values.code = code;
      continue;
    }
    const parsed = parseCell(col, cells[col.key] ?? null, dicts);
    if (parsed.error) problem(col, parsed.error, parsed.params);
    else values[col.key] = parsed.value ?? null;
  }
  checkPlaces(values, placesOf(regions), problem, () => {});
  return { values, problems };
}

/** One mine column's cell (a batch edit's value), through the import's checks: the stored value or the problem. */
export function validateMineCell(
  key: string,
  raw: RawCell,
  dicts: DictLookup,
): { value: CellValue } | { problem: FieldProblem } {
  const column = mineColumns.find((c) => c.key === key && !c.derived);
  if (!column) throw new Error(`not a mine column: ${key}`);
  const parsed = parseCell(column, raw, dicts);
  return parsed.error
    ? { problem: { column, key: parsed.error, params: parsed.params ?? {} } }
    : { value: parsed.value ?? null };
}

interface Parsed {
  value?: CellValue;
  error?: MessageKey;
  params?: Params;
  /** The cell was read through a unit or a synonym. */
  note?: { kind: ImportNote['kind']; from: string; to: string };
}

const DATE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/;

function parseCell(col: ColumnDef, raw: RawCell, dicts: DictLookup): Parsed {
  const text = raw === null ? '' : String(raw).trim();
  // PostgreSQL stores neither a NUL nor a lone surrogate: refused here, named by row and column.
  if (badText(text)) return { error: 'import.badText' };
  if (text === '')
    return col.required ? { error: 'import.required' } : { value: col.type === 'list' ? [] : null };
  switch (col.type) {
    case 'number':
    case 'integer': {
      const quantity = typeof raw === 'number' ? { value: raw } : parseQuantity(text, col.unit);
      if (!quantity) {
        if (col.unit === '万吨/年') return { error: 'import.notCapacity' };
        return col.unit
          ? { error: 'import.notQuantity', params: { unit: col.unit } }
          : { error: 'import.notNumber' };
      }
      const n = quantity.value;
      if (col.type === 'integer' && !Number.isInteger(n)) return { error: 'import.notInteger' };
      if ((col.min !== undefined && n < col.min) || (col.max !== undefined && n > col.max)) {
        return { error: 'import.outOfRange', params: { min: col.min ?? '-∞', max: col.max ?? '∞' } };
      }
      return quantity.written === undefined
        ? { value: n }
        : { value: n, note: { kind: 'unit', from: quantity.written, to: String(n) } };
    }
    case 'date': {
      const m = DATE.exec(toHalfWidth(text));
      if (!m) return { error: 'import.notDate' };
      const iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
      const d = new Date(`${iso}T00:00:00Z`);
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso)
        return { error: 'import.notDate' };
      return { value: iso };
    }
    case 'boolean': {
      if (['是', 'true', 'TRUE', '1', 'Y', 'y'].includes(text)) return { value: true };
      if (['否', 'false', 'FALSE', '0', 'N', 'n'].includes(text)) return { value: false };
      return { error: 'import.notBoolean' };
    }
    case 'dict': {
      if (!col.dict) return { value: text };
      const match = dicts.resolve(col.dict, text) ?? dicts.resolve(col.dict, toHalfWidth(text));
      if (match?.disabled) {
        const label = dicts.label(col.dict, match.value);
        return label === text
          ? { error: 'import.disabledCode', params: { value: text } }
          : { error: 'import.disabledCodeVia', params: { value: text, label } };
      }
      if (match?.viaSynonym)
        return { value: match.value, note: { kind: 'synonym', from: text, to: match.viaSynonym } };
      if (match) return { value: match.value };
      const suggestion = didYouMean(text, dicts.words(col.dict));
      const meant = suggestion ? dicts.resolve(col.dict, suggestion) : undefined;
      return meant && !meant.disabled
        ? {
            error: 'import.unknownCodeSuggest',
            params: { value: text, suggestion: dicts.label(col.dict, meant.value) },
          }
        : { error: 'import.unknownCode', params: { value: text } };
    }
    case 'enum': {
      const option = col.options?.find(
        (o) => o.zh === text || o.value === text || o.en.toLowerCase() === text.toLowerCase(),
      );
      return option ? { value: option.value } : { error: 'import.unknownOption', params: { value: text } };
    }
    case 'list': {
      const items = text
        .split(/[；;]/)
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.join(LIST_SEPARATOR).length > (col.maxLength ?? 500))
        return { error: 'import.tooLong', params: { max: col.maxLength ?? 500 } };
      return { value: items };
    }
    default:
      if (text.length > (col.maxLength ?? 500))
        return { error: 'import.tooLong', params: { max: col.maxLength ?? 500 } };
      return { value: text };
  }
}
