/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21; text needs 4.5). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Near-black or white text, whichever reads better on a `#rrggbb` background (labels drawn on chart
 * segments); `fallback` for a colour in another notation.
 */
export function readableTextOn(background: string, fallback: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return fallback;
  const [dark, light] = ['#1F1F1F', '#FFFFFF'];
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}
