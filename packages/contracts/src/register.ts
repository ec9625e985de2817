import { z } from 'zod';
import { listEnvelopeOf } from './envelope';
import { pageNumber } from './ids';
import { mineFilterQuery } from './mine/api';
import { mineSummary, riskScoreSet } from './mine/summary';
import {
  REGISTER_EXPORT_MAX_IDS,
  REGISTER_MAX_CONDITIONS,
  REGISTER_MAX_SORTS,
  REGISTER_OPERATORS,
  REGISTER_PAGE_SIZES,
} from './register-fields';

/**
 * One condition: the operator's values as strings, read by the field's kind (eq and contains one value,
 * in any number, range [min, max] with '' for an open end).
 */
export const registerCondition = z.object({
  field: z.string().min(1).max(40),
  op: z.enum(REGISTER_OPERATORS),
  values: z.array(z.string().max(200)).max(200),
});
export type RegisterCondition = z.infer<typeof registerCondition>;

export const registerSort = z.object({ field: z.string().min(1).max(40), dir: z.enum(['asc', 'desc']) });
export type RegisterSort = z.infer<typeof registerSort>;

/** The register's whole query: what the URL holds and a saved query stores. */
export const registerQueryState = z.object({
  conditions: z.array(registerCondition).max(REGISTER_MAX_CONDITIONS).default([]),
  sort: z.array(registerSort).max(REGISTER_MAX_SORTS).default([]),
});
export type RegisterQueryState = z.infer<typeof registerQueryState>;

export const registerQuery = registerQueryState.extend({
  pageNum: pageNumber,
  pageSize: z
    .number()
    .int()
    .refine((n) => (REGISTER_PAGE_SIZES as readonly number[]).includes(n))
    .default(50),
});
export type RegisterQuery = z.infer<typeof registerQuery>;

const count = z.number().nullable();
export const registerRow = mineSummary.extend({
  aliases: z.array(z.string()),
  address: z.string().nullable(),
  penaltyCount: count,
  penaltyAmount: count,
  majorHazards: count,
  suspensions: count,
  dishonest: count,
  auctions: count,
});
export type RegisterRow = z.infer<typeof registerRow>;
export const registerResponse = listEnvelopeOf(registerRow).extend({ riskSet: riskScoreSet });

const idList = z
  .string()
  .max(REGISTER_EXPORT_MAX_IDS * 11)
  .transform((v) => v.split(',').filter(Boolean).map(Number))
  .pipe(
    z
      .array(
        z
          .number()
          .int()
          .min(1)
          .max(2 ** 31 - 1),
      )
      .min(1)
      .max(REGISTER_EXPORT_MAX_IDS),
  );
const keyList = z
  .string()
  .max(2000)
  .transform((v) => v.split(',').filter(Boolean));

/**
 * The mine list export: the search page's filters, or the rows a register selected (`mineIds`), with the
 * register's chosen columns (`columns`; the code and name always come first, so the sheet re-imports).
 */
export const mineExportQuery = mineFilterQuery.extend({
  mineIds: idList.optional(),
  columns: keyList.optional(),
});
export type MineExportQuery = z.infer<typeof mineExportQuery>;
