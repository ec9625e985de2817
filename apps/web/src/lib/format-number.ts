const formats = new Map<string, Intl.NumberFormat>();

/**
 * The language's grouped number format, with at most `digits` decimals (3 when not given), made once:
 * building one costs far more than using it, and a table formats every cell.
 */
export function numberFormat(locale: string, digits?: number): Intl.NumberFormat {
  const key = `${locale}|${digits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      digits === undefined ? undefined : { maximumFractionDigits: digits },
    );
    formats.set(key, format);
  }
  return format;
}

/** Grouped number in the UI language, at most `digits` decimals (capacities are 10⁴ t/a). */
export function formatNumber(value: number, locale: string, digits = 2): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(locale, digits).format(value);
}

/** A capacity in 10⁴ t/a with its unit, e.g. "120 万吨/年". */
export function formatCapacity(value: number | null | undefined, locale: string, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${formatNumber(value, locale)} ${unit}`;
}
