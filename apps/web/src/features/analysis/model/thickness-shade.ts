/** A seam cell's background for its share of the thickest seam (0-1), and whether its text is light. */
export interface ThicknessShade {
  background: string;
  lightText: boolean;
}

type Rgb = [number, number, number];
const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  from.map((c, i) => Math.round(c + (to[i]! - c) * share)) as Rgb;

// Light theme: pale to deep blue over white. Dark theme: the same direction, a lighter blue for thin
// seams to a deep navy for thick ones, so "darker is thicker" holds on a dark page too.
const LIGHT: [Rgb, Rgb] = [
  [235, 241, 255],
  [64, 118, 245],
];
const DARK: [Rgb, Rgb] = [
  [120, 156, 240],
  [18, 38, 92],
];

export function thicknessShade(share: number, dark: boolean): ThicknessShade {
  const s = Math.min(1, Math.max(0, share));
  const [from, to] = dark ? DARK : LIGHT;
  const [r, g, b] = mix(from, to, s);
  return { background: `rgb(${r}, ${g}, ${b})`, lightText: dark ? s > 0.35 : s > 0.6 };
}

/** Relative luminance (WCAG) of an `rgb(r, g, b)` colour: lower is darker. */
export function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
