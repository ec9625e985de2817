import { matrixProblem, RISK_GROUPS, RISK_INDICATORS } from '@coal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_MODEL } from './default-model';
import { entropyWeights } from './entropy';
import {
  accidentPoints,
  evaluate,
  INDICATORS,
  normalise,
  presentIndicators,
  type RiskFacts,
} from './indicators';
import {
  ahpSummary,
  combineWeights,
  evaluateMine,
  measureEntropy,
  modelProblem,
  roundContributions,
  scoreMine,
} from './scoring';

const base: RiskFacts = {
  gasGrade: '1',
  hydroType: '1',
  complexity: '1',
  productionStatus: '1',
  accidents: [],
  penaltyCount: 0,
  penaltyAmount: 0,
  dishonestOpen: 0,
  auctions: 0,
  licenceState: 'valid',
  capacityUse: 0.8,
};

describe('indicator registry', () => {
  it('lists every indicator of the contracts once, each with a direction, a scale and a source', () => {
    expect(INDICATORS.map((d) => d.id)).toEqual(RISK_INDICATORS.map((i) => i.id));
    for (const def of INDICATORS) {
      expect(def.source.length).toBeGreaterThan(10);
      expect(['ordinal', 'higher']).toContain(def.direction);
    }
  });

  it('maps the best values to 0 and the worst to 1', () => {
    const worst: RiskFacts = {
      gasGrade: '3',
      hydroType: '4',
      complexity: '3',
      productionStatus: '3',
      accidents: [{ grade: '2', deaths: 9 }],
      penaltyCount: 5,
      penaltyAmount: 100,
      dishonestOpen: 2,
      auctions: 2,
      licenceState: 'expired',
      capacityUse: 1.3,
      negativeNews: 5,
    };
    expect(evaluateMine({ ...base, negativeNews: 0 }).map((v) => v.risk)).toEqual(INDICATORS.map(() => 0));
    expect(evaluateMine(worst).map((v) => v.risk)).toEqual(INDICATORS.map(() => 1));
  });

  it('weights accidents by grade and deaths', () => {
    expect(
      accidentPoints([
        { grade: '1', deaths: 1 },
        { grade: '3', deaths: 12 },
      ]),
    ).toBe(1 + 1 + 6 + 12);
  });

  it('never takes a missing value as the best one', () => {
    const missing: RiskFacts = {
      ...base,
      gasGrade: null,
      hydroType: null,
      complexity: '9',
      productionStatus: null,
      licenceState: null,
      capacityUse: null,
    };
    for (const [i, value] of evaluateMine(missing).entries()) {
      const def = INDICATORS[i]!;
      if (!def.missing) continue;
      expect(value).toMatchObject({ missing: true, risk: def.missing.risk });
      expect(value.risk).toBeGreaterThan(0);
    }
    const licence = INDICATORS.find((d) => d.id === 'licence')!;
    expect(evaluate(licence, missing).risk).toBe(1);
  });

  it('leaves negative news out while no sentiment source is wired, instead of counting it zero', () => {
    expect(presentIndicators({ news: false }).has('negativeNews')).toBe(false);
    expect(presentIndicators({ news: true }).has('negativeNews')).toBe(true);
    const ahp = ahpSummary(DEFAULT_RISK_MODEL).weights;
    const weights = combineWeights({
      ahp,
      entropy: new Map(),
      alpha: 1,
      present: presentIndicators({ news: false }),
    });
    const news = weights.find((w) => w.indicator === 'negativeNews')!;
    expect(news).toMatchObject({ weight: 0, entropy: null });
    expect(weights.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 12);
  });

  it('clamps linear scales', () => {
    expect(normalise({ normalisation: { kind: 'linear', best: 0.9, worst: 1.3 } }, 1.1)).toBeCloseTo(0.5, 12);
    expect(normalise({ normalisation: { kind: 'linear', best: 0, worst: 5 } }, 50)).toBe(1);
  });
});

describe('weights', () => {
  it('ships default judgements that pass the consistency check', () => {
    expect(modelProblem(DEFAULT_RISK_MODEL)).toBeNull();
    expect(matrixProblem(DEFAULT_RISK_MODEL.groupMatrix)).toBeNull();
    const { weights } = ahpSummary(DEFAULT_RISK_MODEL);
    expect([...weights.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('names the matrix that fails, for each rule', () => {
    const groups = DEFAULT_RISK_MODEL.groupMatrix.map((r) => [...r]);
    groups[0]![1] = 5;
    expect(modelProblem({ ...DEFAULT_RISK_MODEL, groupMatrix: groups })).toEqual({
      matrix: 'groups',
      problem: { kind: 'notReciprocal', row: 0, column: 1 },
    });
    const safety = [
      [1, 9, 1 / 9],
      [1 / 9, 1, 9],
      [9, 1 / 9, 1],
    ];
    expect(
      modelProblem({
        ...DEFAULT_RISK_MODEL,
        indicatorMatrices: { ...DEFAULT_RISK_MODEL.indicatorMatrices, safety },
      }),
    ).toMatchObject({ matrix: 'safety', problem: { kind: 'inconsistent' } });
    const credit = [
      [1, 0, 1],
      [1, 1, 1],
      [1, 1, 1],
    ];
    expect(
      modelProblem({
        ...DEFAULT_RISK_MODEL,
        indicatorMatrices: { ...DEFAULT_RISK_MODEL.indicatorMatrices, credit },
      }),
    ).toEqual({ matrix: 'credit', problem: { kind: 'nonPositive', row: 0, column: 1 } });
    expect(
      modelProblem({
        ...DEFAULT_RISK_MODEL,
        groupMatrix: [
          [1, 2],
          [1 / 2, 1],
        ],
      }),
    ).toEqual({ matrix: 'groups', problem: { kind: 'shape' } });
  });

  it('computes entropy weights as by hand', () => {
    // Column 1 is constant (e = 1), column 2 has one non-zero value (e = 0), column 3 two equal values
    // of four (e = ln 2 / ln 4 = 0.5): d = (0, 1, 0.5), so w = (0, 2/3, 1/3).
    const w = entropyWeights([
      [1, 1, 1, 1],
      [1, 0, 0, 0],
      [0.5, 0.5, 0, 0],
    ]);
    expect(w[0]).toBeCloseTo(0, 12);
    expect(w[1]).toBeCloseTo(2 / 3, 12);
    expect(w[2]).toBeCloseTo(1 / 3, 12);
    // (1, 2, 3): p = (1/6, 1/3, 1/2), H = 1.011404, e = H / ln 3 = 0.920620, d = 0.079380; beside (0, 0, 1)
    // with d = 1: w = (0.0735, 0.9265).
    const v = entropyWeights([
      [1, 2, 3],
      [0, 0, 1],
    ]);
    expect(v[0]).toBeCloseTo(0.0735, 4);
    expect(v[1]).toBeCloseTo(0.9265, 4);
    // Nothing varies: equal weights.
    expect(
      entropyWeights([
        [0, 0],
        [1, 1],
      ]),
    ).toEqual([0.5, 0.5]);
  });

  it('mixes AHP and entropy weights by α', () => {
    const ahp = ahpSummary(DEFAULT_RISK_MODEL).weights;
    const present = presentIndicators({ news: true });
    const entropy = new Map(RISK_INDICATORS.map((i, k) => [i.id, k === 0 ? 1 : 0]));
    const at = (alpha: number) => combineWeights({ ahp, entropy, alpha, present });
    at(1).forEach((w) => expect(w.weight).toBeCloseTo(ahp.get(w.indicator)!, 12));
    at(0).forEach((w, k) => expect(w.weight).toBe(k === 0 ? 1 : 0));
    at(0.3).forEach((w, k) =>
      expect(w.weight).toBeCloseTo(0.3 * ahp.get(w.indicator)! + 0.7 * (k === 0 ? 1 : 0), 12),
    );
    expect(RISK_GROUPS).toHaveLength(4);
  });

  it('measures entropy over the values that are not missing', () => {
    const mines = [
      evaluateMine(base),
      evaluateMine({ ...base, gasGrade: '3' }),
      evaluateMine({ ...base, gasGrade: null }),
    ];
    const entropy = measureEntropy(mines, presentIndicators({ news: false }));
    expect(entropy.has('negativeNews')).toBe(false);
    // Only gas grade varies among present values: it takes all the weight.
    expect(entropy.get('gasGrade')).toBeCloseTo(1, 12);
  });
});

const grade = fc.constantFrom('1', '2', '3', '4');
const code = (values: string[]) => fc.option(fc.constantFrom(...values), { nil: null });
const factsArb: fc.Arbitrary<RiskFacts> = fc.record({
  gasGrade: code(['1', '2', '3']),
  hydroType: code(['1', '2', '3', '4']),
  complexity: code(['1', '2', '3']),
  productionStatus: code(['1', '2', '3', '4', '5', '6']),
  accidents: fc.array(fc.record({ grade, deaths: fc.nat(40) }), { maxLength: 4 }),
  penaltyCount: fc.nat(8),
  penaltyAmount: fc.double({ min: 0, max: 300, noNaN: true }),
  dishonestOpen: fc.nat(3),
  auctions: fc.nat(3),
  licenceState: fc.constantFrom('valid' as const, 'expiring' as const, 'expired' as const, null),
  capacityUse: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: null }),
  negativeNews: fc.nat(8),
});

const matrixArb = (n: number) =>
  fc
    .array(fc.constantFrom(1 / 3, 1 / 2, 1, 2, 3), {
      minLength: (n * (n - 1)) / 2,
      maxLength: (n * (n - 1)) / 2,
    })
    .map((upper) => {
      const m = Array.from({ length: n }, () => new Array<number>(n).fill(1));
      let k = 0;
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          m[i]![j] = upper[k++]!;
          m[j]![i] = 1 / m[i]![j]!;
        }
      return m;
    });

const weightsArb = fc
  .record({
    groupMatrix: matrixArb(4),
    natural: matrixArb(3),
    safety: matrixArb(3),
    credit: matrixArb(3),
    operation: matrixArb(3),
    alpha: fc.double({ min: 0, max: 1, noNaN: true }),
    entropy: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }),
    news: fc.boolean(),
  })
  .map(({ groupMatrix, natural, safety, credit, operation, alpha, entropy, news }) =>
    combineWeights({
      ahp: ahpSummary({
        groupMatrix,
        indicatorMatrices: { natural, safety, credit, operation },
        alpha,
        thresholds: [25, 40, 55],
      }).weights,
      entropy: new Map(RISK_INDICATORS.map((i, k) => [i.id, entropy[k]!])),
      alpha,
      present: presentIndicators({ news }),
    }),
  );

/** One indicator's facts made worse (or left as they are when already the worst). */
const worsen = (facts: RiskFacts, which: number): RiskFacts => {
  const up = (value: string | null, order: string[]) =>
    value === null ? value : (order[Math.min(order.indexOf(value) + 1, order.length - 1)] ?? value);
  switch (INDICATORS[which]!.id) {
    case 'gasGrade':
      return { ...facts, gasGrade: up(facts.gasGrade, ['1', '2', '3']) };
    case 'hydroType':
      return { ...facts, hydroType: up(facts.hydroType, ['1', '2', '3', '4']) };
    case 'complexity':
      return { ...facts, complexity: up(facts.complexity, ['1', '2', '3']) };
    case 'accidents':
      return { ...facts, accidents: [...facts.accidents, { grade: '1', deaths: 1 }] };
    case 'penaltyCount':
      return { ...facts, penaltyCount: facts.penaltyCount + 1 };
    case 'penaltyAmount':
      return { ...facts, penaltyAmount: facts.penaltyAmount + 10 };
    case 'dishonest':
      return { ...facts, dishonestOpen: facts.dishonestOpen + 1 };
    case 'auctions':
      return { ...facts, auctions: facts.auctions + 1 };
    case 'licence':
      return {
        ...facts,
        licenceState: up(facts.licenceState, ['valid', 'expiring', 'expired']) as RiskFacts['licenceState'],
      };
    case 'productionStatus':
      return { ...facts, productionStatus: up(facts.productionStatus, ['1', '2', '6', '5', '4', '3']) };
    case 'capacityUse':
      return { ...facts, capacityUse: facts.capacityUse === null ? null : facts.capacityUse + 0.1 };
    case 'negativeNews':
      return { ...facts, negativeNews: (facts.negativeNews ?? 0) + 1 };
  }
};

describe('scores (properties)', () => {
  it('never fall when any single indicator gets worse', () => {
    fc.assert(
      fc.property(factsArb, weightsArb, fc.nat(INDICATORS.length - 1), (facts, weights, which) => {
        const before = scoreMine(weights, evaluateMine(facts), [25, 40, 55]).score;
        const after = scoreMine(weights, evaluateMine(worsen(facts, which)), [25, 40, 55]).score;
        expect(after).toBeGreaterThanOrEqual(before - 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('are the sum of their contributions, within 0..100, rounded parts included', () => {
    fc.assert(
      fc.property(factsArb, weightsArb, (facts, weights) => {
        const { score, contributions } = scoreMine(weights, evaluateMine(facts), [25, 40, 55]);
        expect(contributions.reduce((a, b) => a + b, 0)).toBeCloseTo(score, 9);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100 + 1e-9);
        const rounded = roundContributions(contributions);
        expect(Math.round(rounded.parts.reduce((a, b) => a + b, 0) * 100)).toBe(
          Math.round(rounded.score * 100),
        );
        expect(Math.abs(rounded.score - score)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('bands by the thresholds', () => {
    const weights = combineWeights({
      ahp: ahpSummary(DEFAULT_RISK_MODEL).weights,
      entropy: new Map(),
      alpha: 1,
      present: presentIndicators({ news: false }),
    });
    expect(scoreMine(weights, evaluateMine(base), [25, 40, 55])).toMatchObject({ score: 0, band: 'A' });
    const all = scoreMine(
      weights,
      evaluateMine({
        ...base,
        gasGrade: '3',
        hydroType: '4',
        complexity: '3',
        productionStatus: '3',
        licenceState: 'expired',
      }),
      [25, 40, 55],
    );
    expect(all.band).toBe(all.score >= 55 ? 'D' : all.score >= 40 ? 'C' : 'B');
    expect(scoreMine(weights, evaluateMine(base), [-1, 0, 0.5]).band).toBe('C');
  });
});
