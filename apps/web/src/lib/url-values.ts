/**
 * Forgiving readers of URL query values: a value that is missing, malformed or out of range reads as
 * undefined, so a bad shared link falls back to defaults and never shows an error page. Plain functions,
 * so a page's first screen can read its URL without loading a schema library.
 */

/** Trimmed text of at most `max` characters; empty reads as absent. */
export function readText(raw: string | undefined, max: number): string | undefined {
  const value = raw?.trim();
  return value && value.length <= max ? value : undefined;
}

/** A finite number within [min, max], whole when `integer`. */
export function readNumber(
  raw: string | undefined,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  const valid =
    Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  return valid ? value : undefined;
}

/** One of the allowed values, exactly. */
export function readOneOf<T extends string>(raw: string | undefined, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;
}

/** A comma list of codes, trimmed and without repeats; the whole list is dropped when it is too long. */
export function readCodeList(
  raw: string | undefined,
  { maxItems, maxLength }: { maxItems: number; maxLength: number },
): string[] {
  if (raw === undefined) return [];
  const codes = [...new Set(raw.split(',').map((code) => code.trim()))].filter(Boolean);
  return codes.length <= maxItems && codes.every((code) => code.length <= maxLength) ? codes : [];
}
