// No zod here: the search filters, the profile and the charts read these without loading any schema.

/** Indicator groups, in the order of the group comparison matrix. */
export const RISK_GROUPS = ['natural', 'safety', 'credit', 'operation'] as const;
export type RiskGroup = (typeof RISK_GROUPS)[number];

/** Every indicator and its group, in the order of its group's comparison matrix. */
export const RISK_INDICATORS = [
  { id: 'gasGrade', group: 'natural' },
  { id: 'hydroType', group: 'natural' },
  { id: 'complexity', group: 'natural' },
  { id: 'gasPressure', group: 'natural' },
  { id: 'gasContent', group: 'natural' },
  { id: 'miningDepth', group: 'natural' },
  { id: 'accidents', group: 'safety' },
  { id: 'recentDeaths', group: 'safety' },
  { id: 'majorHazards', group: 'safety' },
  { id: 'suspensions', group: 'safety' },
  { id: 'penaltyCount', group: 'safety' },
  { id: 'penaltyAmount', group: 'safety' },
  { id: 'standardisation', group: 'safety' },
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

/** A band's place on the scale (A 0 … D 3): rankings sort by it before the score. */
export const BAND_RANK: Record<RiskBand, number> = { A: 0, B: 1, C: 2, D: 3 };

/**
 * Lower bounds of bands B, C and D on the 0–100 score. On the demo data the score alone puts about a
 * fifth in A and one or two per cent in D; the floor rules add the mines with grave accidents to D.
 */
export const DEFAULT_RISK_THRESHOLDS: [number, number, number] = [15, 25, 34];

export function bandOf(score: number, thresholds: readonly [number, number, number]): RiskBand {
  if (score >= thresholds[2]) return 'D';
  if (score >= thresholds[1]) return 'C';
  if (score >= thresholds[0]) return 'B';
  return 'A';
}

/** Worse of two bands (D is the worst). */
export function worseBand(a: RiskBand, b: RiskBand): RiskBand {
  return RISK_BANDS.indexOf(a) >= RISK_BANDS.indexOf(b) ? a : b;
}

/**
 * Conditions a floor rule may test, each with its parameters: a whitelist, so an administrator composes
 * rules from known facts and never writes code. `grade` is an accident_grade value (2 较大 … 4 特别重大).
 */
export const RISK_FLOOR_KINDS = [
  'accidentGrade',
  'deaths',
  'outburstNoSafetyLicence',
  'idle',
  'majorHazards',
] as const;
export type RiskFloorKind = (typeof RISK_FLOOR_KINDS)[number];

export type RiskFloorRule =
  | { kind: 'accidentGrade'; grade: '2' | '3' | '4'; months: number; band: RiskBand }
  | { kind: 'deaths'; deaths: number; months: number; band: RiskBand }
  | { kind: 'outburstNoSafetyLicence'; band: RiskBand }
  | { kind: 'idle'; months: number; band: RiskBand }
  | { kind: 'majorHazards'; count: number; months: number; band: RiskBand };

/** The default set's floors (DOMAIN.md §4: one-vote vetoes; a long-idle mine is not class A or B). */
export const DEFAULT_RISK_FLOORS: RiskFloorRule[] = [
  { kind: 'accidentGrade', grade: '2', months: 36, band: 'D' },
  { kind: 'deaths', deaths: 1, months: 12, band: 'C' },
  { kind: 'outburstNoSafetyLicence', band: 'D' },
  { kind: 'idle', months: 36, band: 'C' },
];

/** Band names as exports write them beside the letter (the console's own labels are translated). */
export const RISK_BAND_NAMES_ZH: Record<RiskBand, string> = {
  A: '低风险',
  B: '较低风险',
  C: '较高风险',
  D: '高风险',
};

/** Why a mine has no score. */
export const RISK_UNSCORED_REASONS = ['closed', 'insufficientData'] as const;
export type RiskUnscoredReason = (typeof RISK_UNSCORED_REASONS)[number];

/** The reasons as exports write them. */
export const RISK_UNSCORED_ZH: Record<RiskUnscoredReason, string> = {
  closed: '已注销，不参与评分',
  insufficientData: '数据不足，不参与评分',
};

/** The name of the weight set every installation starts with: a fixed term, shown translated. */
export const DEFAULT_RISK_MODEL_NAME = '默认权重';

/** The change-record item (变更事项) that records a new production status: what dates a mine's status. */
export const STATUS_CHANGE_ITEM = '生产状态变更';
