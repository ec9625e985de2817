import { type ColumnDef, type MineFieldChangeView, mineColumns } from '@coal/contracts';
import { type Locale, type MessageKey, t } from '../../lib/i18n';
import type { FieldProblem } from '../import';
import { type CellValue, type DictLookup, LIST_SEPARATOR } from '../mine';

export const columnOf = (key: string): ColumnDef | undefined => mineColumns.find((c) => c.key === key);

/** A column as the user's language names it. */
export const columnLabel = (col: ColumnDef, locale: Locale) => (locale === 'en-US' ? col.en : col.zh);

/** A stored value as a person reads it: dictionary labels, lists joined, the unit after a number. */
export function valueLabel(
  col: ColumnDef | undefined,
  value: unknown,
  dicts: DictLookup,
  locale: Locale,
): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length))
    return t(locale, 'mineEdit.empty');
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  if (typeof value === 'object') return JSON.stringify(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (col?.type === 'dict' && col.dict) return dicts.label(col.dict, text);
  return typeof value === 'number' && col?.unit ? `${text} ${col.unit}` : text;
}

/** One field's change with its labels. */
export function changeView(
  field: string,
  before: unknown,
  after: unknown,
  dicts: DictLookup,
  locale: Locale,
): MineFieldChangeView {
  const col = columnOf(field);
  return {
    field,
    label: col ? columnLabel(col, locale) : field,
    before,
    after,
    beforeLabel: valueLabel(col, before, dicts, locale),
    afterLabel: valueLabel(col, after, dicts, locale),
  };
}

/** Stored values compared as stored: lists item by item. */
export function sameValue(a: CellValue | undefined, b: CellValue | undefined): boolean {
  const empty = (v: CellValue | undefined) => v === null || v === undefined || v === '';
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * An import problem worded for a form field: the import's own message without its row, which a form
 * does not have (the import's templates all begin with the row).
 */
export function fieldMessage(problem: FieldProblem, locale: Locale): string {
  const key: MessageKey = problem.key;
  const text = t(locale, key, { column: columnLabel(problem.column, locale), ...problem.params });
  return text.replace(/^第\{row\}行/, '').replace(/^Row \{row\}: /, '');
}

/** Field names listed in the user's language: 生产状态、生产类型. */
export function fieldList(fields: string[], locale: Locale): string {
  return fields
    .map((f) => {
      const col = columnOf(f);
      return col ? columnLabel(col, locale) : f;
    })
    .join(t(locale, 'mineEdit.separator'));
}
