import { type ColumnDef, type FieldLabel, fixedTermEn, normaliseSeam, seamLabel } from '@coal/contracts';
import type { StatusTone } from '@/components/status-tag';
import type { DictEntry } from '@/lib/dict';
import { numberFormat } from '@/lib/format-number';
import { columnTitle, unitText } from '@/lib/units';

export { columnTitle, unitText };

/** What one value becomes on screen, before it is turned into elements. */
export type Display =
  | { kind: 'empty' }
  /** `term`: a fixed term shown in the interface language, not data as written. */
  | { kind: 'text'; text: string; term?: boolean }
  | { kind: 'tag'; text: string; tone: StatusTone }
  | { kind: 'list'; items: string[]; term?: boolean };

/** A written value: a fixed term (逆断层, 未定级) in English in the English interface, else as written. */
function textOf(value: string, ctx: FormatContext): Display {
  const term = ctx.zh ? undefined : fixedTermEn(value);
  return term ? { kind: 'text', text: term, term: true } : { kind: 'text', text: value };
}

/** A list of written values: translated when every item is a fixed term (hazard tags). */
function listOf(items: string[], ctx: FormatContext): Display {
  const terms = ctx.zh ? [] : items.map(fixedTermEn);
  return items.length && terms.length === items.length && terms.every(Boolean)
    ? { kind: 'list', items: terms as string[], term: true }
    : { kind: 'list', items };
}

export interface FormatContext {
  zh: boolean;
  yes: string;
  no: string;
  /** Dictionaries by type, each keyed by value. */
  dicts: ReadonlyMap<string, ReadonlyMap<string, DictEntry>>;
}

/** Number with a unit: "12.5 m", "30%", "45 万吨/年". */
export function withUnit(text: string, unit: string | undefined, zh: boolean): string {
  const u = unitText(unit, zh);
  if (!u) return text;
  return u === '%' || u === '°' || u === '‰' ? `${text}${u}` : `${text} ${u}`;
}

/** At most two decimals, grouped the language's way. */
export function formatNumber(value: number, zh: boolean): string {
  return numberFormat(zh ? 'zh-CN' : 'en-US', 2).format(value);
}

/** Years, codes, ids and phone numbers name something rather than count it: never grouped. */
export function isIdentifierColumn(col: Pick<ColumnDef, 'key'>): boolean {
  return /^(year|id|code|phone|tel)$|(Year|Id|Code|No|Phone|Tel)$/.test(col.key);
}

/** Plane coordinates of survey tables (X, Y in metres): ungrouped, always to the centimetre. */
export function isCoordinateColumn(col: Pick<ColumnDef, 'key'>): boolean {
  return col.key === 'x' || col.key === 'y';
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A cell of a mine field or child table, by its column definition. Units are left out when the column
 * header already carries them (tables); descriptions pass `showUnit`.
 */
export function displayCell(value: unknown, col: ColumnDef, ctx: FormatContext, showUnit = false): Display {
  if (isBlank(value)) return { kind: 'empty' };
  if (Array.isArray(value)) return listOf(value.map(String), ctx);
  if (col.type === 'dict' && col.dict) {
    const entry = ctx.dicts.get(col.dict)?.get(String(value));
    return entry
      ? { kind: 'tag', text: entry.label, tone: entry.tone }
      : { kind: 'text', text: String(value) };
  }
  if (col.type === 'enum') {
    const option = col.options?.find((o) => o.value === String(value));
    return { kind: 'text', text: option ? (ctx.zh ? option.zh : option.en) : String(value) };
  }
  if (typeof value === 'boolean') return { kind: 'text', text: value ? ctx.yes : ctx.no };
  if (typeof value === 'number') {
    const text = isCoordinateColumn(col)
      ? value.toFixed(2)
      : isIdentifierColumn(col)
        ? String(value)
        : formatNumber(value, ctx.zh);
    return { kind: 'text', text: showUnit ? withUnit(text, col.unit, ctx.zh) : text };
  }
  if (col.type === 'date' && typeof value === 'string') return { kind: 'text', text: value.slice(0, 10) };
  // One seam naming on every page: M9, M5-3, as the neighbour comparison and its export write them.
  if (col.key === 'seamNo') return { kind: 'text', text: seamLabel(normaliseSeam(String(value))) };
  return textOf(String(value), ctx);
}

/** A scalar field of a descriptive document. */
export function displayDocValue(value: unknown, label: FieldLabel, ctx: FormatContext): Display {
  if (isBlank(value)) return { kind: 'empty' };
  if (Array.isArray(value))
    return listOf(
      value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      ctx,
    );
  if (typeof value === 'boolean') return { kind: 'text', text: value ? ctx.yes : ctx.no };
  if (typeof value === 'number')
    return { kind: 'text', text: withUnit(formatNumber(value, ctx.zh), label.unit, ctx.zh) };
  if (typeof value === 'string') return textOf(value, ctx);
  return { kind: 'text', text: JSON.stringify(value) };
}

/** Plain text of a display, for chart labels, sorting and print. */
export function displayText(display: Display, empty = '—'): string {
  switch (display.kind) {
    case 'empty':
      return empty;
    case 'list':
      return display.items.join('、');
    default:
      return display.text;
  }
}
