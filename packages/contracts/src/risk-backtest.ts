import { z } from 'zod';
import { envelopeOf } from './envelope';
import { idParam } from './ids';
import { RISK_MODEL_STATUSES } from './risk';
import { RISK_BANDS } from './risk-terms';

/** Which weight set to back-test: the active one or a set by id (a draft only for administrators). */
export const riskBacktestQuery = z.object({
  set: z.union([z.literal('active'), idParam]).default('active'),
});
export type RiskBacktestQuery = z.infer<typeof riskBacktestQuery>;

const bandCounts = z.object(
  Object.fromEntries(RISK_BANDS.map((b) => [b, z.number().int()])) as {
    [K in (typeof RISK_BANDS)[number]]: z.ZodNumber;
  },
);

/** One past year: every mine scored on the facts known at its end, against accidents of the two years after. */
export const riskBacktestYear = z.object({
  year: z.number().int(),
  /** The day the facts are taken as of: `YYYY-MM-DD`, the year's last day. */
  asOf: z.string(),
  /** The follow-up window of accidents: the next two years, cut at today while they are not over. */
  followUp: z.object({ from: z.string(), to: z.string(), complete: z.boolean() }),
  /** Mines scored (closed mines are left out). */
  mines: z.number().int(),
  bands: bandCounts,
  /** Mines with at least one accident in the follow-up. */
  minesWithAccident: z.number().int(),
  accidents: z.number().int(),
  /** Later accidents at mines that were in band C or D at the year's end. */
  accidentsInCD: z.number().int(),
  deaths: z.number().int(),
  deathsInCD: z.number().int(),
  /** Rank (Mann–Whitney) area under the ROC curve; null without mines of both outcomes. */
  auc: z.number().nullable(),
  /** [false-positive rate, true-positive rate] from (0, 0) to (1, 1). */
  roc: z.array(z.tuple([z.number(), z.number()])),
  /** Mines by band at this year (rows A–D) and at the next (columns A–D); null for the last year. */
  transitions: z.array(z.array(z.number().int())).nullable(),
});
export type RiskBacktestYear = z.infer<typeof riskBacktestYear>;

export const riskBacktest = z.object({
  set: z.object({ id: z.number().int(), name: z.string(), status: z.enum(RISK_MODEL_STATUSES) }),
  /** Demo (示例) data: the figures demonstrate the method and prove nothing. */
  sample: z.boolean(),
  computedAt: z.string(),
  years: z.array(riskBacktestYear),
});
export type RiskBacktest = z.infer<typeof riskBacktest>;

/**
 * A back-test as the server holds it: ready, or still computing in the background (a large dataset takes
 * seconds per year), with the years done so far; the page asks again until it is ready.
 */
export const riskBacktestState = z.discriminatedUnion('status', [
  riskBacktest.extend({ status: z.literal('ready') }),
  z.object({
    status: z.literal('computing'),
    set: riskBacktest.shape.set,
    startedAt: z.string(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
  }),
]);
export type RiskBacktestState = z.infer<typeof riskBacktestState>;
export const riskBacktestResponse = envelopeOf(riskBacktestState);
