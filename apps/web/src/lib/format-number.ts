/** Grouped number in the UI language, at most `digits` decimals (capacities are 10⁴ t/a). */
export function formatNumber(value: number, locale: string, digits = 2): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A capacity in 10⁴ t/a with its unit, e.g. "120 万吨/年". */
export function formatCapacity(value: number | null | undefined, locale: string, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${formatNumber(value, locale)} ${unit}`;
}
