/**
 * Entropy weights (the objective half of the weights): an indicator whose values differ a lot between
 * mines carries more information, so more weight. For column j over the m mines that have a value:
 * p_ij = x_ij / Σ_i x_ij, e_j = −(1 / ln m) Σ_i p_ij ln p_ij, d_j = 1 − e_j, w_j = d_j / Σ_k d_k.
 * A column of zeros (or of one mine) tells nothing: e_j = 1, d_j = 0. When no column tells anything
 * the weights are equal.
 */
export function entropyWeights(columns: readonly (readonly number[])[]): number[] {
  const divergence = columns.map((values) => {
    const m = values.length;
    const total = values.reduce((sum, x) => sum + Math.max(0, x), 0);
    if (m < 2 || total <= 0) return 0;
    let h = 0;
    for (const x of values) {
      if (x <= 0) continue;
      const p = x / total;
      h -= p * Math.log(p);
    }
    return Math.max(0, 1 - h / Math.log(m));
  });
  const sum = divergence.reduce((a, b) => a + b, 0);
  if (sum <= 0) return columns.map(() => 1 / columns.length);
  return divergence.map((d) => d / sum);
}
