import { z } from 'zod';
import { envelopeOf } from './envelope';
import { idParam } from './ids';
import { mineSummary } from './mine/summary';
import {
  RISK_BANDS,
  RISK_GROUPS,
  RISK_INDICATORS,
  RISK_UNSCORED_REASONS,
  type RiskFloorRule,
  type RiskGroup,
  type RiskIndicatorId,
} from './risk-terms';

const matrix = z.array(z.array(z.number())).min(1).max(12);

const thresholds = z
  .tuple([z.number().min(0).max(100), z.number().min(0).max(100), z.number().min(0).max(100)])
  .refine(([b, c, d]) => b < c && c < d, { message: 'thresholds must increase' });

const band = z.enum(RISK_BANDS);
const months = z.number().int().min(1).max(120);

/** A floor rule: a whitelisted condition on the facts and the least band it forces. */
export const riskFloorRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('accidentGrade'), grade: z.enum(['2', '3', '4']), months, band }),
  z.object({ kind: z.literal('deaths'), deaths: z.number().int().min(1).max(1000), months, band }),
  z.object({ kind: z.literal('outburstNoSafetyLicence'), band }),
  z.object({ kind: z.literal('idle'), months, band }),
  z.object({ kind: z.literal('majorHazards'), count: z.number().int().min(1).max(100), months, band }),
]) satisfies z.ZodType<RiskFloorRule>;

/** A weight set as an administrator drafts it. Matrices are checked on the server (reciprocal, CR). */
export const riskModelInput = z.object({
  name: z.string().trim().min(1).max(60),
  groupMatrix: matrix,
  indicatorMatrices: z.object(
    Object.fromEntries(RISK_GROUPS.map((g) => [g, matrix])) as Record<RiskGroup, typeof matrix>,
  ),
  /** Share of the AHP (subjective) weights; the rest comes from the entropy (objective) weights. */
  alpha: z.number().min(0).max(1),
  thresholds,
  /** The band is the worse of the score's band and these rules' (versioned with the weights). */
  floors: z.array(riskFloorRule).max(20).default([]),
});
export type RiskModelInput = z.infer<typeof riskModelInput>;

export const riskIndicatorId = z.enum(
  RISK_INDICATORS.map((i) => i.id) as [RiskIndicatorId, ...RiskIndicatorId[]],
);
export const riskGroup = z.enum(RISK_GROUPS);
export const riskBand = z.enum(RISK_BANDS);

export const riskWeight = z.object({
  indicator: riskIndicatorId,
  group: riskGroup,
  /** Group weight × local weight, from the matrices. */
  ahp: z.number(),
  /** From the data at the time the set was previewed or activated; null while the indicator is absent. */
  entropy: z.number().nullable(),
  /** α·ahp + (1−α)·entropy over the indicators present, summing to 1. */
  weight: z.number(),
});
export type RiskWeight = z.infer<typeof riskWeight>;

export const RISK_MODEL_STATUSES = ['draft', 'active', 'retired'] as const;

export const riskModel = riskModelInput.extend({
  id: z.number().int(),
  status: z.enum(RISK_MODEL_STATUSES),
  groupCr: z.number(),
  indicatorCr: z.record(z.string(), z.number()),
  /** Frozen on activation, so each stored score is explained by the weights that made it. */
  weights: z.array(riskWeight).nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type RiskModel = z.infer<typeof riskModel>;

export const riskContribution = z.object({
  indicator: riskIndicatorId,
  group: riskGroup,
  /** The value read from the data (a dictionary code, a count, a ratio, a licence state), null when missing. */
  rawValue: z.union([z.number(), z.string()]).nullable(),
  /** 0 (best) … 1 (worst), after the missing-data rule. */
  normalised: z.number(),
  missing: z.boolean(),
  weight: z.number(),
  /** 100 × weight × normalised; the contributions add up to the score. */
  contribution: z.number(),
});
export type RiskContribution = z.infer<typeof riskContribution>;

export const riskHistoryPoint = z.object({
  version: z.number().int(),
  score: z.number(),
  band: riskBand,
  computedAt: z.string(),
});

/** The floor rule that set a mine's band (its position in the set's floors, and the rule). */
export const riskFloorHit = z.object({ index: z.number().int(), rule: riskFloorRule });
export type RiskFloorHit = z.infer<typeof riskFloorHit>;

export const riskUnscoredReason = z.enum(RISK_UNSCORED_REASONS);

/** A mine the model does not score (closed, or too little data), and the indicators it lacks. */
export const mineUnscored = z.object({
  mineId: z.number().int(),
  unscored: riskUnscoredReason,
  missing: z.array(riskIndicatorId),
});
export type MineUnscored = z.infer<typeof mineUnscored>;

export const mineRisk = z.object({
  mineId: z.number().int(),
  unscored: z.null(),
  score: z.number(),
  band: riskBand,
  /** The band of the score alone; `band` is the worse of it and the floor rule's. */
  scoreBand: riskBand,
  floor: riskFloorHit.nullable(),
  /** The weight set (model id) that made the score. */
  version: z.number().int(),
  computedAt: z.string(),
  contributions: z.array(riskContribution),
  countyMean: z.number(),
  prefectureMean: z.number(),
  provinceMean: z.number(),
  history: z.array(riskHistoryPoint),
});
export type MineRisk = z.infer<typeof mineRisk>;
export const mineRiskResponse = envelopeOf(z.union([mineRisk, mineUnscored]));
export type MineRiskOrUnscored = MineRisk | MineUnscored;

const bandCounts = z.object({
  A: z.number().int(),
  B: z.number().int(),
  C: z.number().int(),
  D: z.number().int(),
});
export type RiskBandCounts = z.infer<typeof bandCounts>;

const histogramBin = z.object({ from: z.number(), to: z.number(), count: z.number().int() });

const riskMineRow = mineSummary
  .pick({ mineId: true, mineName: true, prefecture: true, county: true })
  .extend({ score: z.number(), band: riskBand });

const riskMover = riskMineRow.extend({ previousScore: z.number(), previousBand: riskBand });

export const riskOverview = z.object({
  version: z.number().int(),
  modelName: z.string(),
  computedAt: z.string(),
  mines: z.number().int(),
  mean: z.number(),
  thresholds: z.tuple([z.number(), z.number(), z.number()]),
  bands: bandCounts,
  histogram: z.array(histogramBin),
  byPrefecture: z.array(
    z.object({ prefecture: z.string(), mines: z.number().int(), mean: z.number(), bands: bandCounts }),
  ),
  byCounty: z.array(
    z.object({
      countyCode: z.string(),
      county: z.string(),
      prefecture: z.string(),
      mines: z.number().int(),
      mean: z.number(),
    }),
  ),
  top: z.array(riskMineRow),
  /** Mines left out of every figure above: closed ones counted, those with too little data named. */
  unscored: z.object({
    closed: z.number().int(),
    insufficientData: z.array(
      mineSummary
        .pick({ mineId: true, mineName: true, prefecture: true, county: true })
        .extend({ missing: z.array(riskIndicatorId) }),
    ),
  }),
  /** Mines whose score moved between the last two computations that changed anything. */
  movers: z.array(riskMover),
  weights: z.array(riskWeight),
});
export type RiskOverview = z.infer<typeof riskOverview>;
export const riskOverviewResponse = envelopeOf(riskOverview);

export const riskModelsResponse = envelopeOf(z.array(riskModel));
export const riskModelResponse = envelopeOf(riskModel);

export const riskPreview = z.object({
  modelId: z.number().int(),
  weights: z.array(riskWeight),
  current: bandCounts,
  proposed: bandCounts,
  histogram: z.array(histogramBin.extend({ current: z.number().int() })),
  /** How many mines would change band, and the first of them by size of the score change. */
  bandChanges: z.number().int(),
  changes: z.array(riskMover),
});
export type RiskPreview = z.infer<typeof riskPreview>;
export const riskPreviewResponse = envelopeOf(riskPreview);

export const riskModelIdParams = z.object({ id: idParam });
export const riskMineParams = z.object({ mineId: idParam });

/** Band filter values of the mine list. */
export const riskBandFilter = z.array(riskBand);
