/** Chart colours of the status tones; a tone used twice gets a lighter shade the second time. */
const BASE: Record<string, string> = {
  green: '#00b42a',
  blue: '#165dff',
  orange: '#ff7d00',
  red: '#f53f3f',
  gray: '#86909c',
};

function lighten(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function statusColors(tones: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return tones.map((raw) => {
    const tone = BASE[raw.trim().toLowerCase()] ? raw.trim().toLowerCase() : 'gray';
    const n = seen.get(tone) ?? 0;
    seen.set(tone, n + 1);
    return n === 0 ? BASE[tone]! : lighten(BASE[tone]!, Math.min(0.6, 0.35 * n));
  });
}
