import { z } from 'zod';
import { RISK_BANDS } from '../risk-terms';

/**
 * The one description of a mine that lists, cards, comparisons and rankings show: each response picks
 * the fields it needs from here, so a field means the same everywhere and is mapped once on the server.
 */
export const mineSummary = z.object({
  mineId: z.number().int(),
  mineCode: z.string(),
  mineName: z.string(),
  prefecture: z.string(),
  county: z.string(),
  productionStatus: z.string(),
  productionType: z.string().nullable(),
  /** Approved capacity, 10⁴ t/a. */
  capacity: z.number(),
  mergerType: z.string().nullable(),
  complexity: z.string().nullable(),
  gasGrade: z.string().nullable(),
  hydroType: z.string().nullable(),
  coalRank: z.string().nullable(),
  company: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  isSample: z.boolean(),
  updateTime: z.string(),
  /** The risk model's current score and band (null while unscored). */
  riskScore: z.number().nullable(),
  riskBand: z.enum(RISK_BANDS).nullable(),
});
export type MineSummary = z.infer<typeof mineSummary>;

/** What names a mine on a card: who and where it is, what it does, and how much it may mine. */
export const MINE_CARD_FIELDS = {
  mineId: true,
  mineCode: true,
  mineName: true,
  prefecture: true,
  county: true,
  productionStatus: true,
  productionType: true,
  capacity: true,
  company: true,
} as const;

/**
 * The weight set and the time of the scores a list shows, once per response: every row's score comes
 * from the same run. Null while no set has scored any mine.
 */
export const riskScoreSet = z.object({ version: z.number().int(), computedAt: z.string() }).nullable();
export type RiskScoreSet = z.infer<typeof riskScoreSet>;

/** The summary of a stored mine, before the risk model's score is added. */
export const mineListRow = mineSummary.omit({ riskScore: true, riskBand: true });
export type MineListRow = z.infer<typeof mineListRow>;
