import {
  ahpWeights,
  bandOf,
  indicatorsOf,
  type MatrixProblem,
  matrixProblem,
  RISK_GROUPS,
  type RiskBand,
  type RiskGroup,
  type RiskIndicatorId,
  type RiskModelInput,
  type RiskWeight,
} from '@coal/contracts';
import { entropyWeights } from './entropy';
import { evaluate, INDICATORS, type IndicatorValue, type RiskFacts } from './indicators';

export type WeightSetDef = Pick<RiskModelInput, 'groupMatrix' | 'indicatorMatrices' | 'alpha' | 'thresholds'>;

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

export interface MineScore {
  score: number;
  band: RiskBand;
  /** 100 × weight × risk per indicator, registry order. */
  contributions: number[];
}

export function scoreMine(
  weights: readonly RiskWeight[],
  values: MineValues,
  thresholds: readonly [number, number, number],
): MineScore {
  const contributions = weights.map((w, i) => 100 * w.weight * values[i]!.risk);
  const score = contributions.reduce((a, b) => a + b, 0);
  return { score, band: bandOf(score, thresholds), contributions };
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
