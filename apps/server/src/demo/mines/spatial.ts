import type { MineRecord } from '../../modules/mine';
import { toKm } from './smooth-field';

/**
 * How coherent the demo geology is in space: shares of mine pairs that agree on rank and gas grade,
 * near (under 5 km) against far (30–60 km), and the correlation of one seam's thickness between mines
 * under 10 km apart (same coalfield numbering, so the same seam number means the same seam).
 */
export interface SpatialFigures {
  nearPairs: number;
  farPairs: number;
  rankNear: number;
  rankFar: number;
  gasNear: number;
  gasFar: number;
  thicknessPairs: number;
  thicknessR: number;
}

interface Placed {
  x: number;
  y: number;
  county: string;
  rank: string;
  gas: string;
  seams: Map<string, number>;
}

export function spatialFigures(
  records: readonly MineRecord[],
  fieldOf: (m: MineRecord) => string,
): SpatialFigures {
  const placed: (Placed & { field: string })[] = records.map((m) => {
    const [x, y] = toKm(Number(m.mine.lng), Number(m.mine.lat));
    return {
      x,
      y,
      county: String(m.mine.county),
      field: fieldOf(m),
      rank: String(m.mine.coalRank),
      gas: String(m.mine.gasGrade),
      seams: new Map((m.children.seams ?? []).map((s) => [String(s.seamNo), Number(s.thicknessAvg)])),
    };
  });
  let nearPairs = 0;
  let farPairs = 0;
  let rankNear = 0;
  let rankFar = 0;
  let gasNear = 0;
  let gasFar = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i]!;
      const b = placed[j]!;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < 5) {
        nearPairs++;
        if (a.rank === b.rank) rankNear++;
        if (a.gas === b.gas) gasNear++;
      } else if (d >= 30 && d <= 60) {
        farPairs++;
        if (a.rank === b.rank) rankFar++;
        if (a.gas === b.gas) gasFar++;
      }
      if (d < 10 && a.field === b.field)
        for (const [seam, t] of a.seams) {
          const u = b.seams.get(seam);
          if (u === undefined) continue;
          xs.push(t);
          ys.push(u);
        }
    }
  return {
    nearPairs,
    farPairs,
    rankNear: rankNear / Math.max(1, nearPairs),
    rankFar: rankFar / Math.max(1, farPairs),
    gasNear: gasNear / Math.max(1, nearPairs),
    gasFar: gasFar / Math.max(1, farPairs),
    thicknessPairs: xs.length,
    thicknessR: pearson(xs, ys),
  };
}

/** Pearson r over pairs counted both ways round, so neither mine of a pair is the "first". */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const xs = [...a, ...b];
  const ys = [...b, ...a];
  const n = xs.length;
  if (n < 3) return NaN;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
