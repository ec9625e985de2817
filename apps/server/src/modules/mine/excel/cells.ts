import type { ColumnDef, DictData } from '@coal/contracts';
import type { CellValue } from '../record-types';

/** Dictionary lookups for one request: value → label for export, label or value → value for import. */
export interface DictLookup {
  label(type: string, value: string): string;
  /** The stored value for a label or a value; undefined when the dictionary has neither. */
  value(type: string, text: string): string | undefined;
}

export function dictLookup(byType: (type: string) => DictData[]): DictLookup {
  const cache = new Map<string, { labels: Map<string, string>; values: Map<string, string> }>();
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
      };
      cache.set(type, e);
    }
    return e;
  };
  return {
    label: (type, value) => entry(type).labels.get(value) ?? value,
    value: (type, text) => entry(type).values.get(text),
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
