import { z } from 'zod';
import { envelopeOf } from './envelope';
import { PRODUCTION_CHARTS } from './production-charts';

/** Capacity classes (DOMAIN.md §3: ≥ 120, 45–120, < 45 ×10⁴ t/a), largest first. */
export const SCALE_CLASSES = ['large', 'medium', 'small'] as const;

const year = z.coerce.number().int().min(1950).max(2100);

/** The area (the province when neither is given, a prefecture, or a county) and the span of years. */
export const productionAnalysisQuery = z.object({
  prefecture: z.string().trim().min(1).max(50).optional(),
  county: z.string().trim().min(1).max(50).optional(),
  /** First and last year shown; cut to the years with data, up to the reference year. */
  from: year.optional(),
  to: year.optional(),
});
export type ProductionAnalysisQuery = z.infer<typeof productionAnalysisQuery>;

export const productionAnalysisExportQuery = productionAnalysisQuery.extend({
  chart: z.enum(PRODUCTION_CHARTS),
});
export type ProductionAnalysisExportQuery = z.infer<typeof productionAnalysisExportQuery>;

/**
 * How far the search page's list (which filters by today's facts) is from the mines a figure counts: the
 * mines in one and not the other. 0 means the drill shows exactly the figure's mines.
 */
const drift = z.number().int();

export const productionYear = z.object({
  year: z.number().int(),
  /** Raw coal output, 10⁴ t, and its change on the year before (a ratio; null without a base). */
  output: z.number(),
  outputChange: z.number().nullable(),
  /** Mines with output recorded in the year. */
  outputMines: z.number().int(),
  outputDrift: drift,
  /** Approved capacity in force at the year's end, 10⁴ t/a, and its change on the year before. */
  capacity: z.number(),
  capacityChange: z.number().nullable(),
  /** Mines with capacity in force (existing by then and not closed). */
  capacityMines: z.number().int(),
  capacityDrift: drift,
  byPrefecture: z.array(
    z.object({ prefecture: z.string(), output: z.number(), mines: z.number().int(), drift }),
  ),
  /** Mines by status at the year's end; '' is a status the records cannot date. */
  byStatus: z.array(z.object({ status: z.string(), mines: z.number().int(), drift })),
  /** Capacity in force and its mines by the class of that capacity. */
  byScale: z.array(
    z.object({ scaleClass: z.enum(SCALE_CLASSES), mines: z.number().int(), capacity: z.number(), drift }),
  ),
  /** Large and medium mines' share of the capacity in force and of its mines (null with none in force). */
  largeMediumCapacityShare: z.number().nullable(),
  largeMediumMineShare: z.number().nullable(),
  /** Mines that first reported output in the year; null in the first year of recorded output, which cannot tell. */
  opened: z.number().int().nullable(),
  openedDrift: drift,
  /** Mines whose status became 注销 in the year. */
  closed: z.number().int(),
  closedDrift: drift,
});
export type ProductionYear = z.infer<typeof productionYear>;

export const productionAnalysis = z.object({
  prefecture: z.string().nullable(),
  county: z.string().nullable(),
  /** The year of the dataset's reference date: the last year shown. */
  referenceYear: z.number().int(),
  /** The earliest year with a record (output, capacity announcement or status change) in the area; null with none. */
  firstYear: z.number().int().nullable(),
  from: z.number().int(),
  to: z.number().int(),
  /** Mines in the area today: what the search lists for the area alone. */
  mines: z.number().int(),
  years: z.array(productionYear),
});
export type ProductionAnalysis = z.infer<typeof productionAnalysis>;
export const productionAnalysisResponse = envelopeOf(productionAnalysis);
