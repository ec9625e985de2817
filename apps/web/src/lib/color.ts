/** Mixes a #RRGGBB colour with white; `amount` 0 keeps the colour, 1 gives white. */
export function tint(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const value = parseInt(match[1], 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff];
  const mixed = channels.map((c) => Math.round(c + (255 - c) * Math.min(Math.max(amount, 0), 1)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
