import type { ColumnDef, DictData } from '@coal/contracts';
import type { CellValue } from '../record-types';

/** How a cell's text found its dictionary item: by label or value, or by one of the item's synonyms. */
export interface DictMatch {
  value: string;
  /** The item's label, when the text was a synonym of it (停产整顿 → 停产). */
  viaSynonym?: string;
}

/** Dictionary lookups for one request: value → label for export, label or value → value for import. */
export interface DictLookup {
  label(type: string, value: string): string;
  /** The stored value for a label or a value; undefined when the dictionary has neither. */
  value(type: string, text: string): string | undefined;
  /** Like `value`, also reading the items' synonyms. */
  resolve(type: string, text: string): DictMatch | undefined;
  /** Every word the dictionary reads (labels, values, synonyms): the candidates of a "did you mean". */
  words(type: string): string[];
}

export function dictLookup(byType: (type: string) => DictData[]): DictLookup {
  const cache = new Map<
    string,
    { labels: Map<string, string>; values: Map<string, string>; synonyms: Map<string, DictData> }
  >();
  const entry = (type: string) => {
    let e = cache.get(type);
    if (!e) {
      const items = byType(type);
      e = {
        labels: new Map(items.map((d) => [d.dictValue, d.dictLabel])),
        values: new Map([
          ...items.map((d) => [d.dictLabel, d.dictValue] as const),
          ...items.map((d) => [d.dictValue, d.dictValue] as const),
        ]),
        synonyms: new Map(items.flatMap((d) => (d.synonyms ?? []).map((w) => [w, d] as const))),
      };
      cache.set(type, e);
    }
    return e;
  };
  return {
    label: (type, value) => entry(type).labels.get(value) ?? value,
    value: (type, text) => entry(type).values.get(text),
    resolve(type, text) {
      const e = entry(type);
      const value = e.values.get(text);
      if (value !== undefined) return { value };
      const item = e.synonyms.get(text);
      return item ? { value: item.dictValue, viaSynonym: item.dictLabel } : undefined;
    },
    words: (type) => [...entry(type).values.keys(), ...entry(type).synonyms.keys()],
  };
}

export const LIST_SEPARATOR = '；';

/** The header a sheet shows for a column: Chinese name with its unit, e.g. 核定产能（万吨/年）. */
export function headerOf(col: ColumnDef): string {
  return col.unit ? `${col.zh}（${col.unit}）` : col.zh;
}

/** What a stored value looks like in a sheet cell: labels for codes, 是/否, dates as text. */
export function toCell(
  col: ColumnDef,
  value: CellValue | undefined,
  dicts: DictLookup,
): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  switch (col.type) {
    case 'dict':
      return col.dict ? dicts.label(col.dict, String(value)) : String(value);
    case 'enum':
      return col.options?.find((o) => o.value === value)?.zh ?? String(value);
    case 'boolean':
      return value ? '是' : '否';
    case 'list':
      return Array.isArray(value) ? (value.length ? value.join(LIST_SEPARATOR) : null) : String(value);
    case 'number':
    case 'integer':
      return typeof value === 'number' ? value : Number(value);
    default:
      return String(value);
  }
}
