import { describe, expect, it } from 'vitest';
import { ahpWeights, equalMatrix, matrixProblem, withJudgement } from './risk-ahp';

const r3 = (xs: number[]) => xs.map((x) => Number(x.toFixed(3)));

describe('AHP principal eigenvector and consistency', () => {
  it("reproduces Saaty's drink-consumption example (Saaty 2008, Int. J. Services Sciences 1(1))", () => {
    // Coffee, wine, tea, beer, sodas, milk, water: which is drunk more in the US?
    const drinks = [
      [1, 9, 5, 2, 1, 1, 1 / 2],
      [1 / 9, 1, 1 / 3, 1 / 9, 1 / 9, 1 / 9, 1 / 9],
      [1 / 5, 3, 1, 1 / 3, 1 / 4, 1 / 3, 1 / 9],
      [1 / 2, 9, 3, 1, 1 / 2, 1, 1 / 3],
      [1, 9, 4, 2, 1, 2, 1 / 2],
      [1, 9, 3, 1, 1 / 2, 1, 1 / 3],
      [2, 9, 9, 3, 2, 3, 1],
    ];
    const result = ahpWeights(drinks);
    expect(r3(result.weights)).toEqual([0.177, 0.019, 0.042, 0.116, 0.19, 0.129, 0.327]);
    expect(result.lambdaMax).toBeCloseTo(7.177, 3);
    expect(result.cr).toBeCloseTo(0.022, 3);
    expect(matrixProblem(drinks)).toBeNull();
  });

  it("reproduces Saaty's house-buying criteria (Saaty 1990, EJOR 48) and refuses them for their CR", () => {
    // Size, transportation, neighbourhood, age, yard, modern facilities, general condition, financing.
    const house = [
      [1, 5, 3, 7, 6, 6, 1 / 3, 1 / 4],
      [1 / 5, 1, 1 / 3, 5, 3, 3, 1 / 5, 1 / 7],
      [1 / 3, 3, 1, 6, 3, 4, 6, 1 / 5],
      [1 / 7, 1 / 5, 1 / 6, 1, 1 / 3, 1 / 4, 1 / 7, 1 / 8],
      [1 / 6, 1 / 3, 1 / 3, 3, 1, 1 / 2, 1 / 5, 1 / 6],
      [1 / 6, 1 / 3, 1 / 4, 4, 2, 1, 1 / 5, 1 / 6],
      [3, 5, 1 / 6, 7, 5, 5, 1, 1 / 2],
      [4, 7, 5, 8, 6, 6, 2, 1],
    ];
    const result = ahpWeights(house);
    expect(r3(result.weights)).toEqual([0.173, 0.054, 0.188, 0.018, 0.031, 0.036, 0.167, 0.333]);
    expect(result.lambdaMax).toBeCloseTo(9.669, 3);
    expect(result.ci).toBeCloseTo(0.238, 3);
    expect(result.cr).toBeCloseTo(0.169, 3);
    expect(matrixProblem(house)).toEqual({ kind: 'inconsistent', cr: result.cr });
  });

  it('matches the closed form of λmax for a 3×3 matrix', () => {
    // For a12 = a, a13 = b, a23 = c: λmax = 1 + (b/(ac))^(1/3) + (ac/b)^(1/3).
    const [a, b, c] = [3, 5, 2];
    const m = [
      [1, a, b],
      [1 / a, 1, c],
      [1 / b, 1 / c, 1],
    ];
    const lambda = 1 + Math.cbrt(b / (a * c)) + Math.cbrt((a * c) / b);
    const result = ahpWeights(m);
    expect(result.lambdaMax).toBeCloseTo(lambda, 9);
    expect(result.cr).toBeCloseTo((lambda - 3) / 2 / 0.58, 9);
  });

  it('gives the exact ratios of a consistent matrix, with CR 0', () => {
    const w = [0.5, 0.3, 0.2];
    const consistent = w.map((wi) => w.map((wj) => wi / wj));
    const result = ahpWeights(consistent);
    result.weights.forEach((x, i) => expect(x).toBeCloseTo(w[i]!, 12));
    expect(result.cr).toBeCloseTo(0, 12);
    expect(ahpWeights(equalMatrix(1)).weights).toEqual([1]);
    expect(
      ahpWeights([
        [1, 7],
        [1 / 7, 1],
      ]).cr,
    ).toBe(0);
  });
});

describe('refused matrices', () => {
  it('refuses a non-square matrix', () => {
    expect(matrixProblem([[1, 2], [1 / 2]])).toEqual({ kind: 'shape' });
    expect(matrixProblem([])).toEqual({ kind: 'shape' });
  });

  it('refuses a zero, negative or non-finite entry, naming the cell', () => {
    expect(
      matrixProblem([
        [1, 0],
        [1, 1],
      ]),
    ).toEqual({ kind: 'nonPositive', row: 0, column: 1 });
    expect(
      matrixProblem([
        [1, 2],
        [-0.5, 1],
      ]),
    ).toEqual({ kind: 'nonPositive', row: 1, column: 0 });
    expect(
      matrixProblem([
        [1, Number.NaN],
        [1, 1],
      ]),
    ).toMatchObject({ kind: 'nonPositive' });
  });

  it('refuses a matrix that is not reciprocal, or whose diagonal is not 1', () => {
    expect(
      matrixProblem([
        [1, 3],
        [1 / 2, 1],
      ]),
    ).toEqual({ kind: 'notReciprocal', row: 0, column: 1 });
    expect(
      matrixProblem([
        [2, 1],
        [1, 1],
      ]),
    ).toEqual({ kind: 'notReciprocal', row: 0, column: 0 });
  });

  it('refuses judgements with CR ≥ 0.10 and gives the CR', () => {
    // A beats B 9:1, B beats C 9:1, yet C beats A 9:1: a cycle.
    const cyclic = [
      [1, 9, 1 / 9],
      [1 / 9, 1, 9],
      [9, 1 / 9, 1],
    ];
    const problem = matrixProblem(cyclic);
    expect(problem?.kind).toBe('inconsistent');
    expect(problem && 'cr' in problem ? problem.cr : 0).toBeGreaterThan(1);
  });

  it('mirrors a judgement with its reciprocal', () => {
    const m = withJudgement(equalMatrix(3), 0, 2, 2);
    expect(m[0]![2]).toBe(2);
    expect(m[2]![0]).toBe(1 / 2);
    expect(matrixProblem(m)).toBeNull();
  });
});
