/**
 * The analytic hierarchy process (Saaty): priorities from a pairwise-comparison matrix as its principal
 * eigenvector, with the consistency ratio that decides whether the judgements may be used. Shared by the
 * server (which refuses a bad matrix) and the weight editor (which shows the CR while a cell is edited).
 */

/** Saaty's random consistency index by matrix order (1..10). */
export const SAATY_RI: readonly number[] = [0, 0, 0, 0.58, 0.9, 1.12, 1.24, 1.32, 1.41, 1.45, 1.49];

/** Judgements above this are refused. */
export const MAX_CONSISTENCY_RATIO = 0.1;

/** The Saaty scale: 1/9 … 1 … 9, as the editor offers it. */
export const SAATY_SCALE: readonly number[] = [
  1 / 9,
  1 / 8,
  1 / 7,
  1 / 6,
  1 / 5,
  1 / 4,
  1 / 3,
  1 / 2,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
];

export interface AhpResult {
  /** The principal eigenvector, summing to 1. */
  weights: number[];
  lambdaMax: number;
  /** Consistency index (λmax − n) / (n − 1). */
  ci: number;
  /** Consistency ratio CI / RI; 0 for matrices of order ≤ 2, which are always consistent. */
  cr: number;
}

export type MatrixProblem =
  | { kind: 'shape' }
  | { kind: 'nonPositive'; row: number; column: number }
  | { kind: 'notReciprocal'; row: number; column: number }
  | { kind: 'inconsistent'; cr: number };

const RECIPROCAL_TOLERANCE = 1e-6;

/** The principal eigenvector by power iteration (a positive matrix has one, Perron–Frobenius). */
export function ahpWeights(matrix: readonly (readonly number[])[]): AhpResult {
  const n = matrix.length;
  if (n === 0) return { weights: [], lambdaMax: 0, ci: 0, cr: 0 };
  const times = (w: number[]) => matrix.map((row) => row.reduce((sum, a, j) => sum + a * w[j]!, 0));
  let weights = new Array<number>(n).fill(1 / n);
  for (let step = 0; step < 1000; step++) {
    const next = times(weights);
    const total = next.reduce((a, b) => a + b, 0);
    const normalised = next.map((x) => x / total);
    const moved = normalised.reduce((max, x, i) => Math.max(max, Math.abs(x - weights[i]!)), 0);
    weights = normalised;
    if (moved < 1e-13) break;
  }
  const product = times(weights);
  const lambdaMax = product.reduce((sum, x, i) => sum + x / weights[i]!, 0) / n;
  const ci = n > 2 ? Math.max(0, (lambdaMax - n) / (n - 1)) : 0;
  const ri = SAATY_RI[n] ?? SAATY_RI[SAATY_RI.length - 1]!;
  return { weights, lambdaMax, ci, cr: ri > 0 ? ci / ri : 0 };
}

/** The first reason a matrix cannot be used, or null: square, positive, reciprocal, CR below 0.10. */
export function matrixProblem(matrix: readonly (readonly number[])[]): MatrixProblem | null {
  const n = matrix.length;
  if (n === 0 || matrix.some((row) => row.length !== n)) return { kind: 'shape' };
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const a = matrix[i]![j]!;
      if (!Number.isFinite(a) || a <= 0) return { kind: 'nonPositive', row: i, column: j };
    }
  for (let i = 0; i < n; i++)
    for (let j = i; j < n; j++) {
      const product = matrix[i]![j]! * matrix[j]![i]!;
      if (Math.abs(product - 1) > RECIPROCAL_TOLERANCE) return { kind: 'notReciprocal', row: i, column: j };
    }
  const { cr } = ahpWeights(matrix);
  return cr >= MAX_CONSISTENCY_RATIO ? { kind: 'inconsistent', cr } : null;
}

/** A matrix with `value` at (row, column) and its reciprocal mirrored, the diagonal kept at 1. */
export function withJudgement(
  matrix: readonly (readonly number[])[],
  row: number,
  column: number,
  value: number,
): number[][] {
  const next = matrix.map((r) => [...r]);
  if (row === column) return next;
  next[row]![column] = value;
  next[column]![row] = 1 / value;
  return next;
}

/** The identity judgement: every element equally important. */
export function equalMatrix(n: number): number[][] {
  return Array.from({ length: n }, () => new Array<number>(n).fill(1));
}
