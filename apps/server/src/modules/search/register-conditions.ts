import {
  type MineFilter,
  REGISTER_FIELD_BY_KEY,
  type RegisterCondition,
  type RegisterField,
  RISK_BANDS,
} from '@coal/contracts';
import { BadRequestError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { type FilterPredicate, mineFilterPredicates, type MineRow } from '../mine';

/** A register field's value of one mine, as conditions and sorts compare it. */
export type FieldReader = (row: MineRow) => string | number | string[] | null;

/** A condition's field, checked against the registry; unknown fields are refused by their name. */
export function registerField(key: string): RegisterField {
  const field = REGISTER_FIELD_BY_KEY.get(key);
  if (!field) throw new BadRequestError('register.unknownField', { field: key });
  return field;
}

export const fieldLabel = (field: RegisterField, locale: Locale) =>
  locale === 'en-US' ? field.en : field.zh;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The condition's values in the field's kind, or a 400 naming the field. */
function checkedValues(field: RegisterField, condition: RegisterCondition, locale: Locale) {
  const bad = () => new BadRequestError('register.badValue', { field: fieldLabel(field, locale) });
  const values = condition.values.map((v) => v.trim());
  if (condition.op === 'range') {
    const [min = '', max = '', ...rest] = values;
    if (rest.length || (min === '' && max === '')) throw bad();
    const valid = (v: string) =>
      v === '' || (field.kind === 'time' ? DAY.test(v) : Number.isFinite(Number(v)));
    if (!valid(min) || !valid(max)) throw bad();
    if (min !== '' && max !== '' && (field.kind === 'time' ? min > max : Number(min) > Number(max)))
      throw bad();
    return { min, max, list: [] };
  }
  const list = values.filter((v) => v !== '');
  if (!list.length || (condition.op !== 'in' && list.length !== 1)) throw bad();
  if (field.kind === 'number' && list.some((v) => !Number.isFinite(Number(v)))) throw bad();
  if (field.kind === 'band' && list.some((v) => !(RISK_BANDS as readonly string[]).includes(v))) throw bad();
  return { min: '', max: '', list };
}

/** Coded and place fields the search page's filter already answers with "any of". */
const LIST_FILTERS = {
  prefecture: 'prefecture',
  county: 'county',
  productionStatus: 'productionStatus',
  productionType: 'productionType',
  mergerType: 'mergerType',
  complexity: 'complexity',
  gasGrade: 'gasGrade',
  hydroType: 'hydroType',
  coalRank: 'coalRank',
  riskBand: 'riskBand',
} as const satisfies Record<string, keyof MineFilter>;

/**
 * The search page's filter for a condition it can express (names with their pinyin and codes, places,
 * codes, capacity, bands), so both pages select the same mines; undefined for the register's own.
 */
function asSearchFilter(
  key: string,
  op: RegisterCondition['op'],
  { min, max, list }: { min: string; max: string; list: string[] },
): MineFilter | undefined {
  if (key === 'name' && op === 'contains') return { mineName: list[0]!.slice(0, 100) };
  if (key === 'company' && op === 'contains') return { company: list[0]!.slice(0, 200) };
  if (key in LIST_FILTERS && (op === 'in' || op === 'eq'))
    return { [LIST_FILTERS[key as keyof typeof LIST_FILTERS]]: list };
  if (key === 'capacity' && op === 'range')
    return {
      ...(min === '' ? {} : { capacityMin: Number(min) }),
      ...(max === '' ? {} : { capacityMax: Number(max) }),
    };
  return undefined;
}

/** A condition over one value read from the row: text and codes by equality, numbers and days by range. */
function fieldPredicate(
  field: RegisterField,
  op: RegisterCondition['op'],
  { min, max, list }: { min: string; max: string; list: string[] },
  read: FieldReader,
): (row: MineRow) => boolean {
  if (op === 'contains') {
    const needle = list[0]!.toLowerCase();
    return (row) => {
      const value = read(row);
      const texts = Array.isArray(value) ? value : value === null ? [] : [String(value)];
      return texts.some((text) => text.toLowerCase().includes(needle));
    };
  }
  if (op === 'range') {
    if (field.kind === 'time') {
      // Days of Asia/Shanghai: the value reads 'YYYY-MM-DD HH:mm:ss'.
      return (row) => {
        const day = String(read(row) ?? '').slice(0, 10);
        return day !== '' && (min === '' || day >= min) && (max === '' || day <= max);
      };
    }
    const lo = min === '' ? -Infinity : Number(min);
    const hi = max === '' ? Infinity : Number(max);
    return (row) => {
      const value = read(row);
      return typeof value === 'number' && value >= lo && value <= hi;
    };
  }
  if (field.kind === 'number') {
    const wanted = new Set(list.map(Number));
    return (row) => wanted.has(read(row) as number);
  }
  const wanted = new Set(list);
  return (row) => wanted.has(String(read(row)));
}

/**
 * The predicates of an advanced query. Each is checked first (a 400 names an unknown field, an operator the
 * field does not take, or a bad value); what the search filter can say goes through its predicates.
 */
export function registerPredicates(
  conditions: RegisterCondition[],
  locale: Locale,
  { read, bandOf }: { read: (key: string) => FieldReader; bandOf: (mineId: number) => string | null },
): FilterPredicate['test'][] {
  return conditions.flatMap((condition) => {
    const field = registerField(condition.field);
    if (!field.operators.includes(condition.op))
      throw new BadRequestError('register.badOperator', {
        field: fieldLabel(field, locale),
        op: condition.op,
      });
    const values = checkedValues(field, condition, locale);
    const filter = asSearchFilter(field.key, condition.op, values);
    if (filter) return mineFilterPredicates(filter, { bandOf }).map((p) => p.test);
    return [fieldPredicate(field, condition.op, values, read(field.key))];
  });
}
