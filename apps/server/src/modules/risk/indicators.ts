import { RISK_INDICATORS, type RiskGroup, type RiskIndicatorId } from '@coal/contracts';

/** What the indicators are read from: the mine row, its record summary and, when wired, the news counts. */
export interface RiskFacts {
  gasGrade: string | null;
  hydroType: string | null;
  complexity: string | null;
  productionStatus: string | null;
  /** Accidents of the last three years. */
  accidents: { grade: string; deaths: number }[];
  penaltyCount: number;
  penaltyAmount: number;
  dishonestOpen: number;
  auctions: number;
  /** Worst state of the latest licence of each kind; null when no licence is on file. */
  licenceState: 'valid' | 'expiring' | 'expired' | null;
  /** Last year's output over the approved capacity; null without a production record or a capacity. */
  capacityUse: number | null;
  /** Negative articles of the last 90 days; undefined while no sentiment source is wired. */
  negativeNews?: number;
}

/**
 * How a raw value becomes a risk in [0, 1] (1 = worst). Linear scales are fixed, not stretched over the
 * data: a score then changes only when the mine's own data changes, and worsening a value never helps.
 */
export type Normalisation =
  { kind: 'ordinal'; risk: Record<string, number> } | { kind: 'linear'; best: number; worst: number };

export interface MissingRule {
  /** The risk used when the value is missing: never silently the best value. */
  risk: number;
  /** The rule in words (shown in the registry's documentation and the weight editor). */
  rule: string;
}

export interface IndicatorDef {
  id: RiskIndicatorId;
  group: RiskGroup;
  /** ordinal: the codes' order is given by their risks; higher: a larger raw value is riskier. */
  direction: 'ordinal' | 'higher';
  normalisation: Normalisation;
  /** Where the value comes from. */
  source: string;
  /** null: the indicator cannot be missing (a register with no entry counts zero). */
  missing: MissingRule | null;
  raw(facts: RiskFacts): number | string | null;
}

/** Accident points: a grade weight (一般 1, 较大 3, 重大 6, 特别重大 10) plus one per death. */
export const ACCIDENT_GRADE_POINTS: Record<string, number> = { '1': 1, '2': 3, '3': 6, '4': 10 };

export function accidentPoints(accidents: RiskFacts['accidents']): number {
  return accidents.reduce((sum, a) => sum + (ACCIDENT_GRADE_POINTS[a.grade] ?? 1) + Math.max(0, a.deaths), 0);
}

const LICENCE_RISK = { valid: 0, expiring: 0.5, expired: 1 };

const defs: Record<RiskIndicatorId, Omit<IndicatorDef, 'id' | 'group'>> = {
  gasGrade: {
    direction: 'ordinal',
    normalisation: { kind: 'ordinal', risk: { '1': 0, '2': 0.5, '3': 1 } },
    source: 'mines.gas_grade (mine_gas_grade: 低瓦斯 1, 高瓦斯 2, 煤与瓦斯突出 3)',
    missing: { risk: 0.5, rule: 'not assessed: counted as a high-gas mine, as unassessed mines are managed' },
    raw: (f) => f.gasGrade,
  },
  hydroType: {
    direction: 'ordinal',
    normalisation: { kind: 'ordinal', risk: { '1': 0, '2': 1 / 3, '3': 2 / 3, '4': 1 } },
    source: 'mines.hydro_type (mine_hydrogeological_type: 简单 1 … 极复杂 4)',
    missing: { risk: 0.5, rule: 'unknown: the middle of the scale' },
    raw: (f) => f.hydroType,
  },
  complexity: {
    direction: 'ordinal',
    normalisation: { kind: 'ordinal', risk: { '1': 0, '2': 0.5, '3': 1 } },
    source: 'mines.complexity (mine_geological_complexity: 简单 1, 中等 2, 复杂 3)',
    missing: { risk: 0.5, rule: 'unknown: the middle of the scale' },
    raw: (f) => f.complexity,
  },
  accidents: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 12 },
    source: 'mine_accidents of the last three years: grade points (1/3/6/10) plus deaths',
    missing: null,
    raw: (f) => accidentPoints(f.accidents),
  },
  penaltyCount: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 5 },
    source: 'mine_penalties decided in the last three years: count',
    missing: null,
    raw: (f) => f.penaltyCount,
  },
  penaltyAmount: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 100 },
    source: 'mine_penalties decided in the last three years: fines, 10⁴ CNY',
    missing: null,
    raw: (f) => f.penaltyAmount,
  },
  dishonest: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 2 },
    source: 'mine_dishonest: records whose obligation is not fully performed',
    missing: null,
    raw: (f) => f.dishonestOpen,
  },
  auctions: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 2 },
    source: 'mine_auctions of the last three years (or undated)',
    missing: null,
    raw: (f) => f.auctions,
  },
  licence: {
    direction: 'ordinal',
    normalisation: { kind: 'ordinal', risk: LICENCE_RISK },
    source:
      'mine_licences: the latest mining and safety licence; the worse state counts (expiring: ≤ 90 days)',
    missing: { risk: 1, rule: 'no licence on file: counted as expired' },
    raw: (f) => f.licenceState,
  },
  productionStatus: {
    direction: 'ordinal',
    // Halted mines (long idle) are the riskiest; construction and trial runs carry start-up risk.
    normalisation: {
      kind: 'ordinal',
      risk: { '1': 0, '2': 0.25, '6': 0.25, '5': 0.5, '4': 0.75, '3': 1 },
    },
    source: 'mines.production_status (生产 1, 建设 2, 停产 3, 停建 4, 注销 5, 联合试运转 6)',
    missing: { risk: 0.5, rule: 'a status outside the dictionary: the middle of the scale' },
    raw: (f) => f.productionStatus,
  },
  capacityUse: {
    direction: 'higher',
    // Up to 90 % of the approved capacity is no risk; 130 % and more is the worst (over-production).
    normalisation: { kind: 'linear', best: 0.9, worst: 1.3 },
    source: "mine_production: last year's output / approved capacity (that year's, else the mine's)",
    missing: { risk: 0.5, rule: 'no production record for last year: the middle of the scale' },
    raw: (f) => f.capacityUse,
  },
  negativeNews: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 5 },
    source:
      'news linked to the mine with negative sentiment, last 90 days (absent until a sentiment source is wired)',
    missing: null,
    raw: (f) => f.negativeNews ?? null,
  },
};

/** The indicator registry, in the order of the contracts' list (the matrices' order). */
export const INDICATORS: readonly IndicatorDef[] = RISK_INDICATORS.map((i) => ({
  ...defs[i.id],
  id: i.id,
  group: i.group,
}));

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** A raw value's risk in [0, 1], or null when the value is missing (not on the scale). */
export function normalise(
  def: Pick<IndicatorDef, 'normalisation'>,
  raw: number | string | null,
): number | null {
  if (raw === null) return null;
  const n = def.normalisation;
  if (n.kind === 'ordinal') {
    const risk = n.risk[String(raw)];
    return risk === undefined ? null : risk;
  }
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  return clamp01((raw - n.best) / (n.worst - n.best));
}

export interface IndicatorValue {
  raw: number | string | null;
  /** After the missing-data rule. */
  risk: number;
  missing: boolean;
}

/** One indicator of one mine, with the missing-data rule applied. */
export function evaluate(def: IndicatorDef, facts: RiskFacts): IndicatorValue {
  const raw = def.raw(facts);
  const risk = normalise(def, raw);
  if (risk !== null) return { raw, risk, missing: false };
  return { raw, risk: def.missing?.risk ?? 0.5, missing: true };
}

/** Present unless it depends on a source that is not wired (negative news without a sentiment module). */
export function presentIndicators(options: { news: boolean }): Set<RiskIndicatorId> {
  return new Set(INDICATORS.filter((d) => d.id !== 'negativeNews' || options.news).map((d) => d.id));
}
