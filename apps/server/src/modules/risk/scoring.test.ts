import {
  DEFAULT_RISK_FLOORS,
  matrixProblem,
  RISK_BANDS,
  RISK_GROUPS,
  RISK_INDICATORS,
} from '@coal/contracts';
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
  applyFloors,
  combineWeights,
  evaluateMine,
  measureEntropy,
  modelProblem,
  roundContributions,
  scoreFacts,
  scoreMine,
} from './scoring';

const AS_OF = '2026-06-30';

const base: RiskFacts = {
  asOf: AS_OF,
  gasGrade: '1',
  hydroType: '1',
  complexity: '1',
  productionStatus: '1',
  accidents: [],
  majorHazards: [],
  suspensions: [],
  standardisation: '一级',
  gasPressure: null,
  gasContent: null,
  miningDepth: null,
  lastOutputYear: 2025,
  safetyLicenceValid: true,
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
      ...base,
      gasGrade: '3',
      hydroType: '4',
      complexity: '3',
      productionStatus: '3',
      accidents: [{ occurredOn: '2026-03-01', grade: '2', deaths: 9 }],
      majorHazards: ['2026-01-01', '2025-01-01', '2024-01-01'],
      suspensions: ['2026-01-01', '2025-01-01'],
      standardisation: '未定级',
      gasPressure: 3,
      gasContent: 25,
      miningDepth: 1000,
      penaltyCount: 5,
      penaltyAmount: 100,
      dishonestOpen: 2,
      auctions: 2,
      licenceState: 'expired',
      capacityUse: 1.3,
      negativeNews: 5,
    };
    expect(evaluateMine({ ...base, negativeNews: 0 }).map((v) => v.risk)).toEqual(INDICATORS.map(() => 0));
    // The worst of an ordinal scale is its highest risk (a halted mine is not the worst by itself).
    const top = INDICATORS.map((d) =>
      d.normalisation.kind === 'ordinal' ? Math.max(...Object.values(d.normalisation.risk)) : 1,
    );
    expect(evaluateMine(worst).map((v) => v.risk)).toEqual(top);
  });

  it('weights accidents by grade and deaths', () => {
    expect(
      accidentPoints([
        { occurredOn: AS_OF, grade: '1', deaths: 1 },
        { occurredOn: AS_OF, grade: '3', deaths: 12 },
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
      if (
        !def.missing ||
        ['gasPressure', 'gasContent', 'miningDepth', 'standardisation', 'capacityUse'].includes(def.id)
      )
        continue;
      expect(value).toMatchObject({ missing: true, risk: def.missing.risk });
      expect(value.risk).toBeGreaterThan(0);
    }
    const licence = INDICATORS.find((d) => d.id === 'licence')!;
    expect(evaluate(licence, missing).risk).toBe(1);
    const capacity = INDICATORS.findIndex((d) => d.id === 'capacityUse');
    expect(evaluateMine({ ...base, capacityUse: null })[capacity]).toMatchObject({
      missing: true,
      risk: 0.5,
    });
    // A halted mine cannot over-produce: no output is no risk there.
    expect(evaluateMine({ ...base, productionStatus: '3', capacityUse: null })[capacity]!.risk).toBe(0);
    // Gas measurements are missing only where they matter: at high-gas and outburst mines.
    const gassy = evaluateMine({ ...base, gasGrade: '3' });
    for (const id of ['gasPressure', 'gasContent', 'miningDepth'])
      expect(gassy[INDICATORS.findIndex((d) => d.id === id)]).toMatchObject({ missing: true, risk: 0.5 });
    expect(evaluateMine(base)[INDICATORS.findIndex((d) => d.id === 'gasPressure')]).toMatchObject({
      missing: false,
      risk: 0,
    });
  });

  it('weighs a death by how recent it is', () => {
    const deaths = (occurredOn: string) =>
      evaluateMine({ ...base, accidents: [{ occurredOn, grade: '1', deaths: 1 }] })[
        INDICATORS.findIndex((d) => d.id === 'recentDeaths')
      ]!.raw;
    expect(deaths('2026-01-10')).toBe(1);
    expect(deaths('2025-01-10')).toBe(0.6);
    expect(deaths('2023-08-10')).toBe(0.3);
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
    // A cycle of strong judgements (1 ≫ 2 ≫ 3 ≫ 1) inside an otherwise equal safety matrix.
    const safety = DEFAULT_RISK_MODEL.indicatorMatrices.safety.map((row) => row.map(() => 1));
    [safety[0]![1], safety[1]![2], safety[2]![0]] = [9, 9, 9];
    [safety[1]![0], safety[2]![1], safety[0]![2]] = [1 / 9, 1 / 9, 1 / 9];
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
/** A day within the three years before AS_OF. */
const recentDay = fc
  .integer({ min: 0, max: 1094 })
  .map((back) => new Date(Date.parse(`${AS_OF}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10));
const measured = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: null });
const factsArb: fc.Arbitrary<RiskFacts> = fc.record({
  asOf: fc.constant(AS_OF),
  gasGrade: code(['1', '2', '3']),
  hydroType: code(['1', '2', '3', '4']),
  complexity: code(['1', '2', '3']),
  productionStatus: code(['1', '2', '3', '4', '6']),
  accidents: fc.array(fc.record({ occurredOn: recentDay, grade, deaths: fc.nat(40) }), { maxLength: 4 }),
  majorHazards: fc.array(recentDay, { maxLength: 4 }),
  suspensions: fc.array(recentDay, { maxLength: 3 }),
  standardisation: code(['一级', '二级', '三级', '未定级']),
  gasPressure: measured(5),
  gasContent: measured(40),
  miningDepth: measured(1500),
  lastOutputYear: fc.option(fc.integer({ min: 2015, max: 2025 }), { nil: null }),
  safetyLicenceValid: fc.boolean(),
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
    natural: matrixArb(6),
    safety: matrixArb(7),
    credit: matrixArb(3),
    operation: matrixArb(3),
    alpha: fc.double({ min: 0, max: 1, noNaN: true }),
    entropy: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
      minLength: RISK_INDICATORS.length,
      maxLength: RISK_INDICATORS.length,
    }),
    news: fc.boolean(),
  })
  .map(({ groupMatrix, natural, safety, credit, operation, alpha, entropy, news }) =>
    combineWeights({
      ahp: ahpSummary({
        groupMatrix,
        indicatorMatrices: { natural, safety, credit, operation },
        alpha,
        thresholds: [25, 40, 55],
        floors: [],
      }).weights,
      entropy: new Map(RISK_INDICATORS.map((i, k) => [i.id, entropy[k]!])),
      alpha,
      present: presentIndicators({ news }),
    }),
  );

/** One indicator's facts made worse (or left as they are when already the worst). */
const worsen = (facts: RiskFacts, which: number): RiskFacts => {
  const up = (value: string | null, order: string[]) =>
    value === null || !order.includes(value)
      ? value
      : (order[Math.min(order.indexOf(value) + 1, order.length - 1)] ?? value);
  switch (INDICATORS[which]!.id) {
    case 'gasGrade':
      return { ...facts, gasGrade: up(facts.gasGrade, ['1', '2', '3']) };
    case 'hydroType':
      return { ...facts, hydroType: up(facts.hydroType, ['1', '2', '3', '4']) };
    case 'complexity':
      return { ...facts, complexity: up(facts.complexity, ['1', '2', '3']) };
    case 'gasPressure':
      return { ...facts, gasPressure: facts.gasPressure === null ? null : facts.gasPressure + 0.2 };
    case 'gasContent':
      return { ...facts, gasContent: facts.gasContent === null ? null : facts.gasContent + 1 };
    case 'miningDepth':
      return { ...facts, miningDepth: facts.miningDepth === null ? null : facts.miningDepth + 50 };
    case 'accidents':
      return { ...facts, accidents: [...facts.accidents, { occurredOn: AS_OF, grade: '1', deaths: 0 }] };
    case 'recentDeaths':
      return { ...facts, accidents: [...facts.accidents, { occurredOn: AS_OF, grade: '1', deaths: 1 }] };
    case 'majorHazards':
      return { ...facts, majorHazards: [...facts.majorHazards, AS_OF] };
    case 'suspensions':
      return { ...facts, suspensions: [...facts.suspensions, AS_OF] };
    case 'standardisation':
      return { ...facts, standardisation: up(facts.standardisation, ['一级', '二级', '三级', '未定级']) };
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
      // Within producing and within idle mines: the class decides whether capacity use applies.
      return {
        ...facts,
        productionStatus: up(up(facts.productionStatus, ['1', '6']), ['2', '4', '3']),
      };
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

describe('floor rules', () => {
  const weights = combineWeights({
    ahp: ahpSummary(DEFAULT_RISK_MODEL).weights,
    entropy: new Map(),
    alpha: 1,
    present: presentIndicators({ news: false }),
  });
  const set = { weights, thresholds: DEFAULT_RISK_MODEL.thresholds, floors: DEFAULT_RISK_FLOORS };
  const scored = (facts: RiskFacts) => {
    const result = scoreFacts(facts, set);
    if (result.unscored) throw new Error(result.unscored);
    return result;
  };

  it('puts a mine with a 较大 accident within three years in D and names the rule', () => {
    const result = scored({ ...base, accidents: [{ occurredOn: '2025-09-01', grade: '2', deaths: 3 }] });
    expect(result.scoreBand).not.toBe('D');
    expect(result).toMatchObject({ band: 'D', floor: { index: 0, rule: { kind: 'accidentGrade' } } });
    // Three years and a day later the rule no longer holds.
    expect(
      scored({ ...base, accidents: [{ occurredOn: '2023-06-29', grade: '2', deaths: 3 }] }).floor,
    ).toBeNull();
  });

  it('holds a mine with a death in the last twelve months at C at least', () => {
    const result = scored({ ...base, accidents: [{ occurredOn: '2026-02-01', grade: '1', deaths: 1 }] });
    expect(result).toMatchObject({ band: 'C', floor: { rule: { kind: 'deaths' } } });
  });

  it('puts a producing outburst mine without a valid safety licence in D', () => {
    expect(scored({ ...base, gasGrade: '3', safetyLicenceValid: false })).toMatchObject({
      band: 'D',
      floor: { rule: { kind: 'outburstNoSafetyLicence' } },
    });
    // A halted one is not producing without a licence.
    expect(
      scored({ ...base, productionStatus: '3', gasGrade: '3', safetyLicenceValid: false }).floor?.rule.kind,
    ).not.toBe('outburstNoSafetyLicence');
  });

  it('holds a mine idle for more than three years at C, not one that produced last year', () => {
    expect(scored({ ...base, productionStatus: '3', lastOutputYear: 2022 })).toMatchObject({
      band: 'C',
      floor: { rule: { kind: 'idle' } },
    });
    expect(scored({ ...base, productionStatus: '3', lastOutputYear: 2025 }).floor).toBeNull();
    expect(scored({ ...base, productionStatus: '3', lastOutputYear: null }).floor?.rule.kind).toBe('idle');
  });

  it('names no rule when the score already sets the band', () => {
    expect(applyFloors(base, DEFAULT_RISK_FLOORS, 'D')).toEqual({ band: 'D', floor: null });
  });

  it('does not score a closed mine, nor one whose missing data carries too much weight', () => {
    expect(scoreFacts({ ...base, productionStatus: '5' }, set).unscored).toBe('closed');
    const bare: RiskFacts = {
      ...base,
      gasGrade: '3',
      hydroType: null,
      complexity: null,
      productionStatus: '1',
      standardisation: null,
      licenceState: null,
      capacityUse: null,
    };
    expect(scoreFacts(bare, set).unscored).toBe('insufficientData');
  });
});

describe('scores and bands (properties)', () => {
  const rank = (band: string) => RISK_BANDS.indexOf(band as (typeof RISK_BANDS)[number]);
  const floorsArb = fc.constantFrom(
    DEFAULT_RISK_FLOORS,
    [],
    [{ kind: 'majorHazards' as const, count: 2, months: 12, band: 'C' as const }],
  );
  const more = (facts: RiskFacts, what: number, day: string, deaths: number): RiskFacts =>
    what === 0
      ? { ...facts, accidents: [...facts.accidents, { occurredOn: day, grade: '2', deaths }] }
      : what === 1
        ? { ...facts, accidents: [...facts.accidents, { occurredOn: day, grade: '1', deaths: deaths + 1 }] }
        : { ...facts, majorHazards: [...facts.majorHazards, day] };

  it('never fall when an accident, a death or a hazard is added', () => {
    fc.assert(
      fc.property(
        factsArb,
        weightsArb,
        floorsArb,
        fc.nat(2),
        recentDay,
        fc.nat(5),
        (facts, weights, rules, what, day, deaths) => {
          const score = (f: RiskFacts) =>
            scoreMine(weights, evaluateMine(f), [25, 40, 55], { facts: f, rules });
          const before = score(facts);
          const after = score(more(facts, what, day, deaths));
          expect(after.score).toBeGreaterThanOrEqual(before.score - 1e-9);
          expect(rank(after.band)).toBeGreaterThanOrEqual(rank(before.band));
        },
      ),
      { numRuns: 500 },
    );
  });
});
