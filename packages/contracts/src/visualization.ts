import { z } from 'zod';
import { envelopeOf } from './envelope';
import { mineFilterQuery } from './mine/api';
import { PIVOT_DIMENSIONS, PIVOT_MEASURES } from './pivot-names';

export {
  PIVOT_DIMENSIONS,
  PIVOT_MAX_DIMENSIONS,
  PIVOT_MEASURES,
  type PivotDimension,
  type PivotMeasure,
} from './pivot-names';

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
