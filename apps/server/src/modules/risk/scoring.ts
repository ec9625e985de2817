import {
  ahpWeights,
  bandOf,
  indicatorsOf,
  type MatrixProblem,
  matrixProblem,
  RISK_GROUPS,
  type RiskBand,
  type RiskFloorRule,
  type RiskGroup,
  type RiskIndicatorId,
  type RiskModelInput,
  type RiskWeight,
  worseBand,
} from '@coal/contracts';
import { entropyWeights } from './entropy';
import { evaluate, INDICATORS, type IndicatorValue, monthsBefore, type RiskFacts } from './indicators';

export type WeightSetDef = Pick<
  RiskModelInput,
  'groupMatrix' | 'indicatorMatrices' | 'alpha' | 'thresholds' | 'floors'
>;

/** Which matrix failed and why: 'groups' or a group id. */
export interface ModelProblem {
  matrix: 'groups' | RiskGroup;
  problem: MatrixProblem;
}

/** The first matrix that cannot be used (shape, positivity, reciprocity, CR < 0.10), or null. */
export function modelProblem(def: WeightSetDef): ModelProblem | null {
  const expected = (size: number, m: number[][]) =>
    m.length === size && m.every((row) => row.length === size) ? null : ({ kind: 'shape' } as const);
  const groups = expected(RISK_GROUPS.length, def.groupMatrix) ?? matrixProblem(def.groupMatrix);
  if (groups) return { matrix: 'groups', problem: groups };
  for (const group of RISK_GROUPS) {
    const m = def.indicatorMatrices[group];
    const problem = expected(indicatorsOf(group).length, m) ?? matrixProblem(m);
    if (problem) return { matrix: group, problem };
  }
  return null;
}

export interface AhpSummary {
  /** Group weight × local weight per indicator (sums to 1 over all indicators). */
  weights: Map<RiskIndicatorId, number>;
  groupCr: number;
  indicatorCr: Record<RiskGroup, number>;
}

export function ahpSummary(def: WeightSetDef): AhpSummary {
  const groups = ahpWeights(def.groupMatrix);
  const weights = new Map<RiskIndicatorId, number>();
  const indicatorCr = {} as Record<RiskGroup, number>;
  RISK_GROUPS.forEach((group, g) => {
    const local = ahpWeights(def.indicatorMatrices[group]);
    indicatorCr[group] = local.cr;
    indicatorsOf(group).forEach((id, i) => weights.set(id, groups.weights[g]! * local.weights[i]!));
  });
  return { weights, groupCr: groups.cr, indicatorCr };
}

/** Each mine's indicator values, in registry order. */
export type MineValues = IndicatorValue[];

export function evaluateMine(facts: RiskFacts): MineValues {
  return INDICATORS.map((def) => evaluate(def, facts));
}

/** Entropy weights of the present indicators over the mines' non-missing values. */
export function measureEntropy(
  mines: readonly MineValues[],
  present: ReadonlySet<RiskIndicatorId>,
): Map<RiskIndicatorId, number> {
  const ids = INDICATORS.map((d, i) => ({ id: d.id, i })).filter(({ id }) => present.has(id));
  const columns = ids.map(({ i }) =>
    mines.flatMap((values) => (values[i]!.missing ? [] : [values[i]!.risk])),
  );
  const weights = entropyWeights(columns);
  return new Map(ids.map(({ id }, k) => [id, weights[k]!]));
}

/**
 * The final weights: α × AHP + (1 − α) × entropy, both renormalised over the present indicators (an
 * absent indicator, such as negative news before a sentiment source is wired, weighs nothing).
 */
export function combineWeights({
  ahp,
  entropy,
  alpha,
  present,
}: {
  ahp: Map<RiskIndicatorId, number>;
  entropy: Map<RiskIndicatorId, number>;
  alpha: number;
  present: ReadonlySet<RiskIndicatorId>;
}): RiskWeight[] {
  const ahpTotal = INDICATORS.reduce((sum, d) => sum + (present.has(d.id) ? (ahp.get(d.id) ?? 0) : 0), 0);
  const entropyTotal = INDICATORS.reduce(
    (sum, d) => sum + (present.has(d.id) ? (entropy.get(d.id) ?? 0) : 0),
    0,
  );
  return INDICATORS.map((d) => {
    const a = ahp.get(d.id) ?? 0;
    if (!present.has(d.id)) return { indicator: d.id, group: d.group, ahp: a, entropy: null, weight: 0 };
    const e = entropy.get(d.id) ?? 0;
    const share = ahpTotal > 0 ? a / ahpTotal : 0;
    const objective = entropyTotal > 0 ? e / entropyTotal : 0;
    return {
      indicator: d.id,
      group: d.group,
      ahp: a,
      entropy: e,
      weight: alpha * share + (1 - alpha) * objective,
    };
  });
}

/** The floor rule that set a mine's band: its position in the set's list, and the rule. */
export interface FloorHit {
  index: number;
  rule: RiskFloorRule;
}

const PRODUCING = new Set(['1', '6']);
const IDLE = new Set(['3', '4']);

/** Whether a floor rule's condition holds for these facts. */
export function floorHolds(rule: RiskFloorRule, facts: RiskFacts): boolean {
  const within = (day: string, months: number) => monthsBefore(facts.asOf, day) < months;
  switch (rule.kind) {
    case 'accidentGrade':
      return facts.accidents.some(
        (a) => Number(a.grade) >= Number(rule.grade) && within(a.occurredOn, rule.months),
      );
    case 'deaths':
      return (
        facts.accidents.reduce((sum, a) => sum + (within(a.occurredOn, rule.months) ? a.deaths : 0), 0) >=
        rule.deaths
      );
    case 'outburstNoSafetyLicence':
      return (
        facts.gasGrade === '3' && PRODUCING.has(facts.productionStatus ?? '') && !facts.safetyLicenceValid
      );
    case 'idle': {
      if (!IDLE.has(facts.productionStatus ?? '')) return false;
      // Output in a year means work until that year's end at the latest; none on record: idle all along.
      if (facts.lastOutputYear === null) return true;
      return monthsBefore(facts.asOf, `${facts.lastOutputYear}-12-31`) >= rule.months;
    }
    case 'majorHazards':
      return facts.majorHazards.filter((day) => within(day, rule.months)).length >= rule.count;
  }
}

/**
 * The band after the floor rules: the worse of the score's band and every holding rule's band. The
 * rule named is the first one with the final band, and only when it is worse than the score's band.
 */
export function applyFloors(
  facts: RiskFacts,
  rules: readonly RiskFloorRule[],
  scoreBand: RiskBand,
): { band: RiskBand; floor: FloorHit | null } {
  let band = scoreBand;
  let floor: FloorHit | null = null;
  rules.forEach((rule, index) => {
    if (!floorHolds(rule, facts)) return;
    const next = worseBand(band, rule.band);
    if (next !== band) {
      band = next;
      floor = { index, rule };
    }
  });
  return { band, floor };
}

/** Indicators missing for this mine (after their rules), by id. */
export function missingIndicators(values: MineValues, weights: readonly RiskWeight[]): RiskIndicatorId[] {
  return INDICATORS.flatMap((d, i) => (values[i]!.missing && (weights[i]?.weight ?? 0) > 0 ? [d.id] : []));
}

/** A mine whose missing indicators carry more than this share of the weights is not scored. */
export const MAX_MISSING_WEIGHT = 0.25;

/** Why a mine gets no score, or null: closed (注销), or too much of the weight rests on missing values. */
export function unscoredReason(
  facts: Pick<RiskFacts, 'productionStatus'>,
  values: MineValues,
  weights: readonly RiskWeight[],
): 'closed' | 'insufficientData' | null {
  if (facts.productionStatus === '5') return 'closed';
  const missing = weights.reduce((sum, w, i) => sum + (values[i]!.missing ? w.weight : 0), 0);
  return missing > MAX_MISSING_WEIGHT ? 'insufficientData' : null;
}

export interface MineScore {
  score: number;
  /** The band of the score alone. */
  scoreBand: RiskBand;
  /** The worse of the score's band and the floor rules'. */
  band: RiskBand;
  floor: FloorHit | null;
  /** 100 × weight × risk per indicator, registry order. */
  contributions: number[];
}

/** The weighted sum, its band, then the floor rules on the facts (without facts no floor applies). */
export function scoreMine(
  weights: readonly RiskWeight[],
  values: MineValues,
  thresholds: readonly [number, number, number],
  floors?: { facts: RiskFacts; rules: readonly RiskFloorRule[] },
): MineScore {
  const contributions = weights.map((w, i) => 100 * w.weight * values[i]!.risk);
  const score = contributions.reduce((a, b) => a + b, 0);
  const scoreBand = bandOf(score, thresholds);
  const { band, floor } = floors
    ? applyFloors(floors.facts, floors.rules, scoreBand)
    : { band: scoreBand, floor: null };
  return { score, scoreBand, band, floor, contributions };
}

/** The whole pipeline for one mine: facts and a weight set in, the score and band (or why none) out. */
export function scoreFacts(
  facts: RiskFacts,
  set: {
    weights: readonly RiskWeight[];
    thresholds: readonly [number, number, number];
    floors: readonly RiskFloorRule[];
  },
):
  | (MineScore & { values: MineValues; unscored: null })
  | { values: MineValues; unscored: 'closed' | 'insufficientData' } {
  const values = evaluateMine(facts);
  const unscored = unscoredReason(facts, values, set.weights);
  if (unscored) return { values, unscored };
  return {
    ...scoreMine(set.weights, values, set.thresholds, { facts, rules: set.floors }),
    values,
    unscored: null,
  };
}

/**
 * Contributions rounded to two decimals so that they add up exactly to the score rounded to two decimals
 * (largest remainders take the hundredths that rounding each one down left over).
 */
export function roundContributions(contributions: readonly number[]): { score: number; parts: number[] } {
  const total = Math.round(contributions.reduce((a, b) => a + b, 0) * 100);
  const floors = contributions.map((c) => Math.floor(c * 100 + 1e-9));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = contributions
    .map((c, i) => ({ i, rest: c * 100 - floors[i]! }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return { score: total / 100, parts: floors.map((f) => f / 100) };
}
