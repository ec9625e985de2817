import type { ColumnDef, DictData } from '@coal/contracts';
import type { CellValue } from '../record-types';

/** How a cell's text found its dictionary item: by label or value, or by one of the item's synonyms. */
export interface DictMatch {
  value: string;
  /** The item's label, when the text was a synonym of it (停产整顿 → 停产). */
  viaSynonym?: string;
  /** The item is disabled: its stored values keep their label, but new data may not use it. */
  disabled?: true;
}

/** Dictionary lookups for one request: value → label for export, label or value → value for import. */
export interface DictLookup {
  label(type: string, value: string): string;
  /** The stored value for a label or a value; undefined when the dictionary has neither. */
  value(type: string, text: string): string | undefined;
  /** Like `value`, also reading the items' synonyms; a disabled item's match says so. */
  resolve(type: string, text: string): DictMatch | undefined;
  /** Every word of the enabled items (labels, values, synonyms): the candidates of a "did you mean". */
  words(type: string): string[];
}

const isDisabled = (d: DictData) => d.status === '1';

export function dictLookup(byType: (type: string) => DictData[]): DictLookup {
  const cache = new Map<
    string,
    {
      labels: Map<string, string>;
      values: Map<string, string>;
      synonyms: Map<string, DictData>;
      disabled: Set<string>;
      words: string[];
    }
  >();
  const entry = (type: string) => {
    let e = cache.get(type);
    if (!e) {
      const all = byType(type);
      const enabled = all.filter((d) => !isDisabled(d));
      // Enabled items come last, so a label shared with a disabled item reads as the enabled one.
      const items = [...all.filter(isDisabled), ...enabled];
      const wordsOf = (list: DictData[]) => [
        ...list.map((d) => d.dictLabel),
        ...list.map((d) => d.dictValue),
        ...list.flatMap((d) => d.synonyms ?? []),
      ];
      e = {
        labels: new Map(items.map((d) => [d.dictValue, d.dictLabel])),
        values: new Map([
          ...items.map((d) => [d.dictLabel, d.dictValue] as const),
          ...items.map((d) => [d.dictValue, d.dictValue] as const),
        ]),
        synonyms: new Map(items.flatMap((d) => (d.synonyms ?? []).map((w) => [w, d] as const))),
        disabled: new Set(all.filter(isDisabled).map((d) => d.dictValue)),
        words: [...new Set(wordsOf(enabled))],
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
      const flag = (value: string) => (e.disabled.has(value) ? { disabled: true as const } : {});
      const value = e.values.get(text);
      if (value !== undefined) return { value, ...flag(value) };
      const item = e.synonyms.get(text);
      return item
        ? { value: item.dictValue, viaSynonym: item.dictLabel, ...flag(item.dictValue) }
        : undefined;
    },
    words: (type) => entry(type).words,
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
