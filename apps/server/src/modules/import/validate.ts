import {
  type ChildEntity,
  childEntityColumns,
  type ColumnDef,
  documentSchemas,
  type DocumentSubsection,
  gradeAsh,
  gradeCalorific,
  gradeSulfur,
  type ImportProblem,
  MINE_CODE_PATTERN,
  mineColumns,
  type MineDocuments,
} from '@coal/contracts';
import { type Locale, type MessageKey, t } from '../../lib/i18n';
import { badText } from '../../lib/nul-check';
import { yieldToLoop } from '../../lib/yield';
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
  mines: Map<string, FileMine>;
  /** Sheets in the file: for these, each mine's rows are replaced by the file's. */
  present: Set<SheetEntity>;
  sheets: { sheet: string; rows: number }[];
  rows: number;
  problems: ImportProblem[];
}

type Params = Record<string, string | number>;

const MINE_CODE = '矿井编码';

/** Rows checked between turns of the event loop: a large file is checked without stalling the server. */
const ROWS_PER_TURN = 500;

/** Checks every row of every sheet and converts the cells to stored values. Never stops at the first problem. */
export async function validateSheets(
  sheets: ParsedSheet[],
  dicts: DictLookup,
  regions: Regions,
  locale: Locale,
): Promise<Validation> {
  const result: Validation = { mines: new Map(), present: new Set(), sheets: [], rows: 0, problems: [] };
  const problem = (sheet: string, row: number, column: string, key: MessageKey, params: Params = {}) =>
    result.problems.push({ sheet, row, column, message: t(locale, key, { row, column, ...params }) });
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
        ? mineColumns
        : sheet.entity === 'documents'
          ? [
              { key: 'subsection', zh: '小节编号', en: '', type: 'text', required: true, maxLength: 50 },
              { key: 'content', zh: '内容', en: '', type: 'text', required: true, maxLength: 30_000 },
            ]
          : childEntityColumns[sheet.entity];
    const index = new Map(sheet.headers.map((h, i) => [normaliseHeader(h), i]));
    const codeIndex = index.get(MINE_CODE);
    const at = (col: ColumnDef) => index.get(normaliseHeader(headerOf(col))) ?? index.get(col.zh);
    let missing = false;
    if (codeIndex === undefined) {
      problem(sheet.name, 1, MINE_CODE, 'import.missingColumn');
      missing = true;
    }
    for (const col of columns) {
      if (col.required && !col.derived && at(col) === undefined) {
        problem(sheet.name, 1, col.zh, 'import.missingColumn');
        missing = true;
      }
    }
    if (missing) continue;

    const firstRowOfCode = new Map<string, number>();
    // Where each column is in this sheet, found once rather than per row.
    const positions = columns.map((col) => (col.derived ? undefined : at(col)));
    for (const [n, { row, cells }] of sheet.rows.entries()) {
      if (n % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldToLoop();
      const before = result.problems.length;
      const rawCode = String(cells[codeIndex!] ?? '').trim();
      if (!rawCode) {
        problem(sheet.name, row, MINE_CODE, 'import.required');
        continue;
      }
      if (!MINE_CODE_PATTERN.test(rawCode)) {
        problem(sheet.name, row, MINE_CODE, 'import.badMineCode');
        continue;
      }
      const values: RowValues = {};
      for (const [c, col] of columns.entries()) {
        const i = positions[c];
        if (i === undefined) continue;
        const parsed = parseCell(col, cells[i] ?? null, dicts);
        if (parsed.error) problem(sheet.name, row, col.zh, parsed.error, parsed.params);
        else values[col.key] = parsed.value ?? null;
      }
      if (result.problems.length > before) continue;
      const mine = entry(rawCode, sheet.name, row);

      if (sheet.entity === 'mine') {
        const first = firstRowOfCode.get(rawCode);
        if (first !== undefined) {
          problem(sheet.name, row, MINE_CODE, 'import.duplicateCode', { code: rawCode, first });
          continue;
        }
        firstRowOfCode.set(rawCode, row);
        values.code = rawCode;
        const prefecture = regions.prefectureByName.get(String(values.prefecture));
        if (!prefecture) {
          problem(sheet.name, row, '市州', 'import.unknownPrefecture', { value: String(values.prefecture) });
          continue;
        }
        values.prefecture = prefecture.name;
        if (!regions.countyInPrefecture.has(`${prefecture.code}:${String(values.county)}`)) {
          problem(sheet.name, row, '区县', 'import.countyNotInPrefecture', {
            county: String(values.county),
            prefecture: prefecture.name,
          });
          continue;
        }
        mine.mine = values;
      } else if (sheet.entity === 'documents') {
        const id = String(values.subsection) as DocumentSubsection;
        const schema = documentSchemas[id];
        if (!schema) {
          problem(sheet.name, row, '小节编号', 'import.unknownSubsection', { value: id });
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
          problem(sheet.name, row, '内容（JSON）', 'import.badDocument', { subsection: id });
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
  return result;
}

interface Parsed {
  value?: CellValue;
  error?: MessageKey;
  params?: Params;
}

const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

function parseCell(col: ColumnDef, raw: RawCell, dicts: DictLookup): Parsed {
  const text = raw === null ? '' : String(raw).trim();
  // PostgreSQL stores neither a NUL nor a lone surrogate: refused here, named by row and column.
  if (badText(text)) return { error: 'import.badText' };
  if (text === '')
    return col.required ? { error: 'import.required' } : { value: col.type === 'list' ? [] : null };
  switch (col.type) {
    case 'number':
    case 'integer': {
      const n = typeof raw === 'number' ? raw : Number(text.replace(/,/g, ''));
      if (!Number.isFinite(n)) return { error: 'import.notNumber' };
      if (col.type === 'integer' && !Number.isInteger(n)) return { error: 'import.notInteger' };
      if ((col.min !== undefined && n < col.min) || (col.max !== undefined && n > col.max)) {
        return { error: 'import.outOfRange', params: { min: col.min ?? '-∞', max: col.max ?? '∞' } };
      }
      return { value: n };
    }
    case 'date': {
      const m = DATE.exec(text);
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
      const value = col.dict ? dicts.value(col.dict, text) : text;
      return value === undefined ? { error: 'import.unknownCode', params: { value: text } } : { value };
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
