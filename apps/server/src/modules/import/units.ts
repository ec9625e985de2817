/** A number read from a cell, with the unit it was written in when that differs from the column's. */
export interface Quantity {
  value: number;
  /** The text as written, when a unit was read or converted (shown to the user as a note). */
  written?: string;
}

/** Full-width forms, the ideographic space and super- and subscript digits (10⁴). */
const WIDE = /[\u00b2\u00b3\u00b9\u2070-\u209f\u3000\uff01-\uff5e]/;
const SPACE = /\s/;

/** Full-width digits, signs and letters (９０万吨／年) read as their ASCII forms; spaces dropped. */
export function toHalfWidth(text: string): string {
  // Most cells are plain already: normalising only those that need it keeps a large file fast.
  const half = WIDE.test(text) ? text.normalize('NFKC') : text;
  return SPACE.test(half) ? half.replace(/\s+/g, '') : half;
}

const NUMBER = String.raw`([+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[+-]?\.\d+)`;
/** 10⁴, 10^4, ×10⁴ and x10^4 (after NFKC, ⁴ is 4): the capacity habit of design documents. */
const TIMES_TEN_TO = String.raw`(?:[×xX*]10\^?(\d))?`;

/** Capacity units a mine list uses, each with its factor to 万吨/年 (10⁴ t/a). */
const CAPACITY_UNITS: [RegExp, number][] = [
  [/^(万吨|万t|万|wt|10\^?4t)(\/年|\/a|每年|\/y)?$/i, 1],
  [/^(mt|百万吨)(\/年|\/a|每年|\/y)?$/i, 100],
  [/^(kt|千吨)(\/年|\/a|每年|\/y)?$/i, 0.1],
  [/^(t|吨)(\/年|\/a|每年|\/y)?$/i, 0.0001],
  [/^亿吨(\/年|\/a|每年)?$/, 10_000],
];

const UNIT_SUFFIX = new RegExp(`^${NUMBER}${TIMES_TEN_TO}(.*)$`);

/** Rounds away the binary noise of a conversion (0.9 × 100 = 90.00000000000001). */
const tidy = (n: number) => Number(n.toPrecision(12));

/**
 * Reads a number written with or without a unit. `unit` is the column's unit (万吨/年, %, m …): its
 * own unit is accepted as written; a capacity column also converts Mt/a, kt/a, t/a and 10⁴ t/a.
 * Undefined when the text is not a quantity of this column.
 */
export function parseQuantity(raw: string, unit: string | undefined): Quantity | undefined {
  const text = toHalfWidth(raw);
  const match = UNIT_SUFFIX.exec(text);
  if (!match) return undefined;
  const base = Number(match[1]!.replace(/,/g, ''));
  const power = match[2] ? 10 ** Number(match[2]) : 1;
  const suffix = match[3] ?? '';
  if (!Number.isFinite(base)) return undefined;
  const plain = tidy(base * power);
  if (suffix === '' && power === 1)
    return text === raw.trim() ? { value: plain } : { value: plain, written: raw };
  if (unit === '万吨/年') {
    // 9×10⁴ t/a: the power belongs to the number, the rest is tonnes per year.
    const found = CAPACITY_UNITS.find(([pattern]) => pattern.test(suffix));
    if (!found) return undefined;
    return { value: tidy(plain * found[1]), written: raw };
  }
  if (unit && suffix.toLowerCase() === toHalfWidth(unit).toLowerCase() && power === 1)
    return { value: plain, written: raw };
  return undefined;
}
