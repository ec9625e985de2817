// No zod here: the search filters, the profile and the charts read these without loading any schema.

/** Indicator groups, in the order of the group comparison matrix. */
export const RISK_GROUPS = ['natural', 'safety', 'credit', 'operation'] as const;
export type RiskGroup = (typeof RISK_GROUPS)[number];

/** Every indicator and its group, in the order of its group's comparison matrix. */
export const RISK_INDICATORS = [
  { id: 'gasGrade', group: 'natural' },
  { id: 'hydroType', group: 'natural' },
  { id: 'complexity', group: 'natural' },
  { id: 'accidents', group: 'safety' },
  { id: 'penaltyCount', group: 'safety' },
  { id: 'penaltyAmount', group: 'safety' },
  { id: 'dishonest', group: 'credit' },
  { id: 'auctions', group: 'credit' },
  { id: 'licence', group: 'credit' },
  { id: 'productionStatus', group: 'operation' },
  { id: 'capacityUse', group: 'operation' },
  { id: 'negativeNews', group: 'operation' },
] as const satisfies readonly { id: string; group: RiskGroup }[];
export type RiskIndicatorId = (typeof RISK_INDICATORS)[number]['id'];

export const indicatorsOf = (group: RiskGroup): RiskIndicatorId[] =>
  RISK_INDICATORS.filter((i) => i.group === group).map((i) => i.id);

/** A (low risk) … D (high risk). */
export const RISK_BANDS = ['A', 'B', 'C', 'D'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

/** Lower bounds of bands B, C and D on the 0–100 score (on the demo data about a third A, a few per cent D). */
export const DEFAULT_RISK_THRESHOLDS: [number, number, number] = [15, 25, 32];

export function bandOf(score: number, thresholds: readonly [number, number, number]): RiskBand {
  if (score >= thresholds[2]) return 'D';
  if (score >= thresholds[1]) return 'C';
  if (score >= thresholds[0]) return 'B';
  return 'A';
}

/** The name of the weight set every installation starts with: a fixed term, shown translated. */
export const DEFAULT_RISK_MODEL_NAME = '默认权重';
