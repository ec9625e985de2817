import { RISK_INDICATORS, type RiskGroup, type RiskIndicatorId } from '@coal/contracts';

/** What the indicators are read from: the mine row, its record summary and, when wired, the news counts. */
export interface RiskFacts {
  /** The day the facts describe (`YYYY-MM-DD`): windows and ages are counted back from it. */
  asOf: string;
  gasGrade: string | null;
  hydroType: string | null;
  complexity: string | null;
  productionStatus: string | null;
  /** Accidents of the last three years, with their day. */
  accidents: { occurredOn: string; grade: string; deaths: number }[];
  /** Days of the 重大事故隐患 and 停产整顿 records of the last three years. */
  majorHazards: string[];
  suspensions: string[];
  /** The latest safety standardisation grade (一级 … 三级, 未定级); null when none is on file. */
  standardisation: string | null;
  /** The highest measured gas pressure (MPa) and content (m³/t) of any seam; null when none is measured. */
  gasPressure: number | null;
  gasContent: number | null;
  /** Deepest licensed working below the highest ground (m); null without both elevations. */
  miningDepth: number | null;
  /** The last year with output on record; null when none. */
  lastOutputYear: number | null;
  penaltyCount: number;
  penaltyAmount: number;
  dishonestOpen: number;
  auctions: number;
  /** Worst state of the latest licence of each kind; null when no licence is on file. */
  licenceState: 'valid' | 'expiring' | 'expired' | null;
  /** The latest safety production licence is in force on `asOf`. */
  safetyLicenceValid: boolean;
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

/** Whole months from `day` to `asOf` (both `YYYY-MM-DD`); 0 within the first month. */
export function monthsBefore(asOf: string, day: string): number {
  const [y1, m1, d1] = asOf.split('-').map(Number) as [number, number, number];
  const [y0, m0, d0] = day.split('-').map(Number) as [number, number, number];
  return (y1 - y0) * 12 + (m1 - m0) - (d1 < d0 ? 1 : 0);
}

/** A death weighs 1 within the last year, 0.6 in the year before and 0.3 in the third (recency). */
export function weightedDeaths(facts: Pick<RiskFacts, 'asOf' | 'accidents'>): number {
  return facts.accidents.reduce((sum, a) => {
    const age = monthsBefore(facts.asOf, a.occurredOn);
    const weight = age < 12 ? 1 : age < 24 ? 0.6 : age < 36 ? 0.3 : 0;
    return sum + weight * Math.max(0, a.deaths);
  }, 0);
}

/** Gas measurements count for high-gas and outburst mines; a low-gas mine carries no such risk. */
const forGassy = (f: RiskFacts, value: number | null): number | null =>
  f.gasGrade === '2' || f.gasGrade === '3' ? value : 0;

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
  gasPressure: {
    direction: 'higher',
    // 0.74 MPa triggers outburst identification (DOMAIN.md §3): below it no risk, 3 MPa and more the worst.
    normalisation: { kind: 'linear', best: 0.74, worst: 3 },
    source: 'mine_gas: highest measured gas pressure, MPa (high-gas and outburst mines; 0 for low-gas)',
    missing: {
      risk: 0.5,
      rule: 'a high-gas or outburst mine without a measurement: the middle of the scale',
    },
    raw: (f) => forGassy(f, f.gasPressure),
  },
  gasContent: {
    direction: 'higher',
    // 8 m³/t is the outburst criterion (DOMAIN.md §3); the province averages 12.29 m³/t.
    normalisation: { kind: 'linear', best: 8, worst: 25 },
    source: 'mine_gas: highest measured gas content, m³/t (high-gas and outburst mines; 0 for low-gas)',
    missing: {
      risk: 0.5,
      rule: 'a high-gas or outburst mine without a measurement: the middle of the scale',
    },
    raw: (f) => forGassy(f, f.gasContent),
  },
  miningDepth: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 300, worst: 1000 },
    source:
      'physical geography (highest ground) minus the mining licence bottom elevation, m (high-gas and outburst mines; 0 for low-gas)',
    missing: {
      risk: 0.5,
      rule: 'a high-gas or outburst mine without both elevations: the middle of the scale',
    },
    raw: (f) => forGassy(f, f.miningDepth),
  },
  recentDeaths: {
    direction: 'higher',
    // One death within the year is already two thirds of the worst.
    normalisation: { kind: 'linear', best: 0, worst: 1.5 },
    source:
      'mine_accidents: deaths weighted by recency (1 within a year, 0.6 in the second, 0.3 in the third)',
    missing: null,
    raw: weightedDeaths,
  },
  majorHazards: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 3 },
    source: 'mine_supervision: 重大事故隐患 records of the last three years',
    missing: null,
    raw: (f) => f.majorHazards.length,
  },
  suspensions: {
    direction: 'higher',
    normalisation: { kind: 'linear', best: 0, worst: 2 },
    source: 'mine_supervision: 停产整顿 orders of the last three years',
    missing: null,
    raw: (f) => f.suspensions.length,
  },
  standardisation: {
    direction: 'ordinal',
    normalisation: { kind: 'ordinal', risk: { 一级: 0, 二级: 1 / 3, 三级: 2 / 3, 未定级: 1 } },
    source: 'mine_appraisals: the latest 安全生产标准化等级 (一级 … 三级, 未定级)',
    missing: { risk: 2 / 3, rule: 'no grade on file: counted as grade 3, the least a working mine holds' },
    raw: (f) => f.standardisation,
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
    // Halted mines carry the risk of a restart; a long idle mine is held up by a floor rule, not here.
    normalisation: {
      kind: 'ordinal',
      risk: { '1': 0, '2': 0.25, '6': 0.25, '4': 0.5, '3': 0.6 },
    },
    source: 'mines.production_status (生产 1, 建设 2, 停产 3, 停建 4, 联合试运转 6; 注销 5 is not scored)',
    missing: { risk: 0.5, rule: 'a status outside the dictionary: the middle of the scale' },
    raw: (f) => f.productionStatus,
  },
  capacityUse: {
    direction: 'higher',
    // Up to 90 % of the approved capacity is no risk; 130 % and more is the worst (over-production).
    normalisation: { kind: 'linear', best: 0.9, worst: 1.3 },
    source:
      "mine_production: last year's output / approved capacity (that year's, else the mine's); 0 for a mine not producing",
    missing: {
      risk: 0.5,
      rule: 'a producing mine without a production record for last year: the middle of the scale',
    },
    // A mine that does not produce cannot over-produce: no output is no risk here.
    raw: (f) =>
      f.productionStatus === '1' || f.productionStatus === '6' ? f.capacityUse : (f.capacityUse ?? 0),
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
