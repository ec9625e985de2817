import { z } from 'zod';
import { envelopeOf } from './envelope';
import { mineFilterQuery } from './mine/api';

/**
 * What a pivot may group mines by: a column of the mine row, a class of it, its risk band, its owner group
 * (the 实际控制人 of its mining-rights holder) or the year of its production records (each mine once per
 * year it reported; the measures then read that year's figures).
 */
export const PIVOT_DIMENSIONS = [
  'prefecture',
  'county',
  'productionStatus',
  'productionType',
  'scaleClass',
  'coalRank',
  'gasGrade',
  'hydroType',
  'complexity',
  'mergerType',
  'riskBand',
  'ownerGroup',
  'year',
] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];

/** What a pivot may add up over its mines. */
export const PIVOT_MEASURES = [
  'count',
  'capacity',
  'output',
  'accidents',
  'deaths',
  'penalties',
  'penaltyAmount',
  'dishonest',
  'negativeNews',
] as const;
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];

/** Rows and columns together; more would not read as a table. */
export const PIVOT_MAX_DIMENSIONS = 4;

const names = z
  .string()
  .max(300)
  .transform((v) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** Rows, columns and measures by name (checked against the whitelists by the server, which names an unknown one), over the search page's filters. */
export const pivotQuery = mineFilterQuery.extend({
  rows: names.optional(),
  cols: names.optional(),
  measures: names.optional(),
});
export type PivotQuery = z.infer<typeof pivotQuery>;

/** One group of mines: its value on each row and column dimension ('' for none), and its measures. */
export const pivotCell = z.object({
  keys: z.record(z.string(), z.string()),
  values: z.record(z.string(), z.number()),
});
export type PivotCell = z.infer<typeof pivotCell>;

export const pivotResult = z.object({
  rows: z.array(z.enum(PIVOT_DIMENSIONS)),
  cols: z.array(z.enum(PIVOT_DIMENSIONS)),
  measures: z.array(z.enum(PIVOT_MEASURES)),
  /** The year "last year's output" reads; null when no production is recorded. */
  outputYear: z.number().int().nullable(),
  /** Cells in the natural order of the rows' dimensions, then the columns'. */
  cells: z.array(pivotCell),
  /** Each dimension's values in their natural order (dictionary, administrative code, class, band, year). */
  order: z.record(z.string(), z.array(z.string())),
  /** The grand total of every measure over the same mines. */
  total: z.record(z.string(), z.number()),
});
export type PivotResult = z.infer<typeof pivotResult>;
export const pivotResponse = envelopeOf(pivotResult);
