import type { Random } from './random';

/** km east and north of 106.5° E, 26.5° N: flat enough over Guizhou for kernels tens of km wide. */
export function toKm(lng: number, lat: number): [number, number] {
  return [(lng - 106.5) * 111.32 * Math.cos((26.5 * Math.PI) / 180), (lat - 26.5) * 110.57];
}

/**
 * A smooth random field with several channels: standard-normal values at control points on a jittered
 * grid, interpolated by a Gaussian kernel (Nadaraya–Watson), so places a few km apart get nearly the
 * same values and places further apart than the kernel width vary independently.
 */
export class SmoothField {
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];
  private readonly values: number[][] = [];
  private readonly twoScale2: number;

  constructor(
    r: Random,
    box: [number, number, number, number],
    spacingKm: number,
    private readonly scaleKm: number,
    readonly channels: number,
  ) {
    this.twoScale2 = 2 * scaleKm * scaleKm;
    const [x0, y0, x1, y1] = box;
    // A margin of one spacing keeps the edges from leaning on a single control point.
    for (let y = y0 - spacingKm; y <= y1 + spacingKm; y += spacingKm)
      for (let x = x0 - spacingKm; x <= x1 + spacingKm; x += spacingKm) {
        this.xs.push(x + r.range(-0.4, 0.4) * spacingKm);
        this.ys.push(y + r.range(-0.4, 0.4) * spacingKm);
        this.values.push(Array.from({ length: channels }, () => r.normal(0, 1)));
      }
  }

  /** Every channel at a point (km). */
  at(x: number, y: number): number[] {
    const out = new Array<number>(this.channels).fill(0);
    let total = 0;
    const reach = 9 * this.scaleKm * this.scaleKm * 4;
    for (let i = 0; i < this.xs.length; i++) {
      const d2 = (this.xs[i]! - x) ** 2 + (this.ys[i]! - y) ** 2;
      if (d2 > reach) continue;
      const w = Math.exp(-d2 / this.twoScale2);
      total += w;
      const v = this.values[i]!;
      for (let c = 0; c < this.channels; c++) out[c]! += w * v[c]!;
    }
    return total > 0 ? out.map((s) => s / total) : out;
  }
}

/** Thresholds that cut a sample of field values into classes with the given weights (in class order). */
export function quantileCuts(sample: readonly number[], weights: readonly number[]): number[] {
  const sorted = [...sample].sort((a, b) => a - b);
  const total = weights.reduce((s, w) => s + w, 0);
  const cuts: number[] = [];
  let acc = 0;
  for (const w of weights.slice(0, -1)) {
    acc += w;
    cuts.push(sorted[Math.min(sorted.length - 1, Math.floor((acc / total) * sorted.length))]!);
  }
  return cuts;
}

/** The class a value falls in, and where in its class (0 at the lower cut, 1 at the upper). */
export function classOf(
  value: number,
  cuts: readonly number[],
  span: readonly [number, number],
): { index: number; within: number } {
  let index = 0;
  while (index < cuts.length && value >= cuts[index]!) index++;
  const lo = index === 0 ? span[0] : cuts[index - 1]!;
  const hi = index === cuts.length ? span[1] : cuts[index]!;
  const within = hi > lo ? (value - lo) / (hi - lo) : 0.5;
  return { index, within: Math.min(1, Math.max(0, within)) };
}
