import {
  CHILD_ENTITIES,
  type ChildEntity,
  childEntityColumns,
  type ImportMinePreview,
  mineColumns,
  type MineDocuments,
  SHEET_NAMES,
} from '@coal/contracts';
import { yieldToLoop } from '../../lib/yield';
import { type CellValue, type DictLookup, type MineRecord, type RowValues, toCell } from '../mine';
import type { FileMine, Validation } from './validate';

/** What committing a validated file does to one mine. */
export interface MinePlan {
  code: string;
  action: 'add' | 'change' | 'unchanged';
  /** The mine's record after the commit. */
  record: MineRecord;
  mineChanged: boolean;
  /** Entities (and 'documents') whose rows are replaced. */
  replace: (ChildEntity | 'documents')[];
  /** The changed mine-sheet columns with their stored values before and after: the mine's history. */
  columns: { field: string; before: CellValue; after: CellValue }[];
  /** Rows added and removed per replaced sheet, as the preview counts them. */
  sheetCounts: { field: ChildEntity | 'documents'; added: number; removed: number }[];
  preview: ImportMinePreview;
}

const rowKey = (entity: ChildEntity, row: RowValues) =>
  JSON.stringify(childEntityColumns[entity].map((c) => normalise(row[c.key])));

/** JSON with sorted keys: jsonb does not keep key order, so documents compare by content. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

function normalise(v: unknown): unknown {
  if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return null;
  return v;
}

/** A file's value as the mines row will hold it: an empty cell is stored as null. */
function asStored(v: CellValue | undefined): CellValue {
  return v === undefined || v === '' ? null : v;
}

/** Rows only in `next` (added) and only in `prev` (removed), as multisets. */
function diffRows(entity: ChildEntity, prev: RowValues[], next: RowValues[]) {
  const counts = new Map<string, number>();
  for (const row of prev) counts.set(rowKey(entity, row), (counts.get(rowKey(entity, row)) ?? 0) + 1);
  let added = 0;
  for (const row of next) {
    const key = rowKey(entity, row);
    const n = counts.get(key) ?? 0;
    if (n > 0) counts.set(key, n - 1);
    else added++;
  }
  const removed = [...counts.values()].reduce((a, b) => a + b, 0);
  return { added, removed };
}

/** Compares the file with what is stored and decides, per mine, what the commit writes. */
/** Mines planned between turns of the event loop, so 99,000 of them never hold up other requests. */
const MINES_PER_TURN = 1000;

export async function planImport(
  validation: Validation,
  stored: Map<string, MineRecord>,
  dicts: DictLookup,
): Promise<MinePlan[]> {
  const plans: MinePlan[] = [];
  for (const fileMine of validation.mines.values()) {
    if (plans.length % MINES_PER_TURN === MINES_PER_TURN - 1) await yieldToLoop();
    const before = stored.get(fileMine.code);
    plans.push(before ? planChange(fileMine, before, validation, dicts) : planAdd(fileMine, validation));
  }
  return plans;
}

function sheetsOf(fileMine: FileMine, validation: Validation): (ChildEntity | 'documents')[] {
  return [
    ...CHILD_ENTITIES.filter((e) => validation.present.has(e)),
    ...(validation.present.has('documents') ? (['documents'] as const) : []),
  ];
}

function planAdd(fileMine: FileMine, validation: Validation): MinePlan {
  const record: MineRecord = {
    mine: fileMine.mine ?? {},
    children: fileMine.children,
    documents: fileMine.documents ?? {},
  };
  const replace = sheetsOf(fileMine, validation);
  const sheetCounts = replace.map((field) => ({
    field,
    added:
      field === 'documents' ? Object.keys(record.documents).length : (record.children[field]?.length ?? 0),
    removed: 0,
  }));
  return {
    code: fileMine.code,
    action: 'add',
    record,
    mineChanged: true,
    replace,
    columns: [],
    sheetCounts,
    preview: {
      mineId: fileMine.code,
      name: String(record.mine.name ?? ''),
      action: 'add',
      changes: [],
      sheets: sheetCounts.map((c) => ({
        sheet: SHEET_NAMES[c.field].zh,
        added: c.added,
        removed: c.removed,
      })),
    },
  };
}

function planChange(
  fileMine: FileMine,
  before: MineRecord,
  validation: Validation,
  dicts: DictLookup,
): MinePlan {
  const changes: ImportMinePreview['changes'] = [];
  const columns: MinePlan['columns'] = [];
  const mine: RowValues = { ...before.mine };
  if (fileMine.mine) {
    for (const col of mineColumns) {
      if (!(col.key in fileMine.mine)) continue;
      const next = fileMine.mine[col.key] ?? null;
      if (JSON.stringify(normalise(next)) !== JSON.stringify(normalise(before.mine[col.key]))) {
        changes.push({
          column: col.zh,
          before: String(toCell(col, before.mine[col.key], dicts) ?? ''),
          after: String(toCell(col, next, dicts) ?? ''),
        });
        columns.push({ field: col.key, before: before.mine[col.key] ?? null, after: asStored(next) });
        mine[col.key] = next;
      }
    }
  }
  const replace: (ChildEntity | 'documents')[] = [];
  const sheets: ImportMinePreview['sheets'] = [];
  const sheetCounts: MinePlan['sheetCounts'] = [];
  const children = { ...before.children };
  for (const entity of sheetsOf(fileMine, validation)) {
    if (entity === 'documents') {
      const next: MineDocuments = fileMine.documents ?? {};
      const prevKeys = Object.keys(before.documents);
      const nextKeys = Object.keys(next);
      const added = nextKeys.filter(
        (k) =>
          canonical(next[k as keyof MineDocuments]) !== canonical(before.documents[k as keyof MineDocuments]),
      ).length;
      const removed = prevKeys.filter((k) => !(k in next)).length;
      if (added || removed) {
        replace.push('documents');
        sheets.push({ sheet: SHEET_NAMES.documents.zh, added, removed });
        sheetCounts.push({ field: 'documents', added, removed });
      }
      continue;
    }
    const next = fileMine.children[entity] ?? [];
    const { added, removed } = diffRows(entity, before.children[entity] ?? [], next);
    if (added || removed) {
      replace.push(entity);
      children[entity] = next;
      sheets.push({ sheet: SHEET_NAMES[entity].zh, added, removed });
      sheetCounts.push({ field: entity, added, removed });
    }
  }
  const action = changes.length || replace.length ? 'change' : 'unchanged';
  return {
    code: fileMine.code,
    action,
    record: {
      mine,
      children,
      documents: replace.includes('documents') ? (fileMine.documents ?? {}) : before.documents,
    },
    mineChanged: changes.length > 0,
    replace,
    columns,
    sheetCounts,
    preview: { mineId: fileMine.code, name: String(mine.name ?? ''), action, changes, sheets },
  };
}
