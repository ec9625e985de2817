import { GIVEN, SURNAMES } from './pools';
import type { Random } from './random';

export function person(r: Random): string {
  return `${r.pick(SURNAMES)}${r.pick(GIVEN)}${r.chance(0.6) ? r.pick(GIVEN) : ''}`;
}

/** Percentages summing to exactly 100, largest first (a controlling holder is the norm). */
export function splitPercent(r: Random, parts: number): number[] {
  if (parts <= 1) return [100];
  const weights = Array.from({ length: parts }, (_, k) => (k === 0 ? r.range(2, 5) : r.range(0.3, 1.5)));
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.round((w / total) * 10_000) / 100);
  shares[0] = Math.round((100 - shares.slice(1).reduce((a, b) => a + b, 0)) * 100) / 100;
  return shares;
}
