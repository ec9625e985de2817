// No zod here: the register's columns and query builder read these without loading any schema.
import { type ColumnDef, mineColumns } from './mine/columns';
import type { RiskIndicatorId } from './risk-terms';

/**
 * The mine register (/list/search-table): every stored field of the mine row and the summary figures the
 * risk model reads for it, each with the operators an advanced query may apply to it. The stored fields
 * come from the import/export column registry, so a label or a unit is written once.
 */
export const REGISTER_OPERATORS = ['eq', 'range', 'contains', 'in'] as const;
export type RegisterOperator = (typeof REGISTER_OPERATORS)[number];

/** How a field's values are read and compared. */
export type RegisterFieldKind = 'text' | 'list' | 'number' | 'dict' | 'band' | 'time';

export interface RegisterField {
  key: string;
  zh: string;
  en: string;
  kind: RegisterFieldKind;
  unit?: string;
  /** The dictionary of a coded field. */
  dict?: ColumnDef['dict'];
  operators: readonly RegisterOperator[];
  sortable: boolean;
}

const OPERATORS: Record<RegisterFieldKind, readonly RegisterOperator[]> = {
  text: ['contains', 'eq', 'in'],
  list: ['contains'],
  number: ['range', 'eq'],
  dict: ['in', 'eq'],
  band: ['in', 'eq'],
  time: ['range'],
};

/** Mine-row columns of the registry the register shows (the company's own facts live on its profile). */
const STORED_KEYS = [
  'code',
  'name',
  'aliases',
  'prefecture',
  'county',
  'lat',
  'lng',
  'address',
  'productionStatus',
  'productionType',
  'capacity',
  'mergerType',
  'complexity',
  'gasGrade',
  'hydroType',
  'coalRank',
  'company',
  'riskScore',
  'riskBand',
] as const;

/** Columns a register may sort by: each compares the same way in memory and in SQL (no free text but names). */
const UNSORTABLE = new Set(['code', 'aliases', 'address', 'company']);

function kindOf(col: ColumnDef): RegisterFieldKind {
  if (col.key === 'riskBand') return 'band';
  if (col.type === 'dict') return 'dict';
  if (col.type === 'list') return 'list';
  if (col.type === 'number' || col.type === 'integer') return 'number';
  return 'text';
}

const stored: RegisterField[] = STORED_KEYS.map((key) => {
  const col = mineColumns.find((c) => c.key === key);
  if (!col) throw new Error(`register field ${key} is not a mine column`);
  const kind = kindOf(col);
  return {
    key,
    zh: col.zh,
    en: col.en,
    kind,
    ...(col.unit && kind === 'number' && key !== 'riskScore' ? { unit: col.unit } : {}),
    ...(col.dict ? { dict: col.dict } : {}),
    operators: OPERATORS[kind],
    sortable: !UNSORTABLE.has(key),
  };
});

/** The risk model's record counts over its window (the last three years), by indicator. */
export const REGISTER_FIGURES = [
  'penaltyCount',
  'penaltyAmount',
  'majorHazards',
  'suspensions',
  'dishonest',
  'auctions',
] as const satisfies readonly RiskIndicatorId[];
export type RegisterFigure = (typeof REGISTER_FIGURES)[number];

const figure = (key: RegisterFigure, zh: string, en: string, unit?: string): RegisterField => ({
  key,
  zh,
  en,
  kind: 'number',
  ...(unit ? { unit } : {}),
  operators: OPERATORS.number,
  sortable: true,
});

export const REGISTER_FIELDS: readonly RegisterField[] = [
  ...stored,
  figure('penaltyCount', '近三年行政处罚次数', 'Penalties, last 3 years'),
  figure('penaltyAmount', '近三年罚款金额', 'Fines, last 3 years', '万元'),
  figure('majorHazards', '近三年重大事故隐患', 'Major hazards, last 3 years'),
  figure('suspensions', '近三年停产整顿', 'Suspensions, last 3 years'),
  figure('dishonest', '未履行失信被执行记录', 'Open dishonest-debtor records'),
  figure('auctions', '近三年司法拍卖', 'Judicial auctions, last 3 years'),
  {
    key: 'updateTime',
    zh: '更新时间',
    en: 'Updated',
    kind: 'time',
    operators: OPERATORS.time,
    sortable: true,
  },
];

export const REGISTER_FIELD_BY_KEY: ReadonlyMap<string, RegisterField> = new Map(
  REGISTER_FIELDS.map((f) => [f.key, f]),
);

/** Shown before the user picks columns. */
export const REGISTER_DEFAULT_COLUMNS = [
  'name',
  'prefecture',
  'county',
  'productionStatus',
  'capacity',
  'riskScore',
  'company',
  'updateTime',
] as const;

export const REGISTER_PAGE_SIZES = [20, 50, 100, 200, 500] as const;
export const REGISTER_MAX_CONDITIONS = 20;
export const REGISTER_MAX_SORTS = 5;
/** Rows one export of a selection may name. */
export const REGISTER_EXPORT_MAX_IDS = 500;

/** Row heights of a table, as Ant Design names them (the register's density setting). */
export const TABLE_DENSITIES = ['large', 'middle', 'small'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];
