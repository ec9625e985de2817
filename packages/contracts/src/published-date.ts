/** Publication dates a newsroom could mean and PostgreSQL can store: from 1900 to a day after now. */
export const PUBLISHED_FROM = Date.parse('1900-01-01T00:00:00+08:00');
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Asia/Shanghai, the zone a date without one is read in unless its source states another. */
export const SHANGHAI_OFFSET_MINUTES = 480;

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
/**
 * Zone names feeds write. CST is China Standard Time here, not US Central: Chinese sites print it
 * (Java's Date.toString on a server in Asia/Shanghai), and a US feed writes -0600 or CDT far more often.
 */
const NAMED_ZONES: Record<string, number> = {
  z: 0,
  ut: 0,
  utc: 0,
  gmt: 0,
  est: -300,
  edt: -240,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  cst: 480,
  bjt: 480,
  hkt: 480,
};

/** 2015-03-02 16:12:54, 2015/3/2 16:12, 2015年3月2日 16:12, 2015-03-02T16:12:54.5+08:00, 2015-03-02. */
const NUMERIC =
  /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[\sT]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?|(?:GMT|UTC)[+-]\d{1,2}(?::?\d{2})?|[A-Za-z]{1,4})?$/i;
/** RFC 822 as RSS writes it: Mon, 02 Mar 2015 16:12:54 +0800 (the weekday and the zone may be missing). */
const RFC822 =
  /^(?:[A-Za-z]{2,9}\.?,?\s+)?(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{2}|\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|[+-]\d{2}:?\d{2}|(?:GMT|UTC)[+-]\d{1,2}(?::?\d{2})?|[A-Za-z]{1,4})?$/i;
/** Java's Date.toString: Mon Mar 02 16:12:54 CST 2015. */
const JAVA =
  /^[A-Za-z]{3}\s+([A-Za-z]{3})\s+(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})\s+([A-Za-z]{1,4})\s+(\d{4})$/;

/** A zone as minutes east of UTC; undefined when it is named but unknown (then the date is not read). */
function zoneMinutes(zone: string | undefined): number | null | undefined {
  if (!zone) return null;
  const named = NAMED_ZONES[zone.toLowerCase()];
  if (named !== undefined) return named;
  const numeric = /^(?:GMT|UTC)?([+-])(\d{1,2}):?(\d{2})?$/i.exec(zone);
  if (!numeric) return undefined;
  const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
  return minutes > 14 * 60 ? undefined : numeric[1] === '-' ? -minutes : minutes;
}

interface ReadDate {
  fields: [year: number, month: number, day: number, hour: number, minute: number, second: number];
  /** Minutes east of UTC the text states; null when it states none. */
  offset: number | null;
}

function read(value: string): ReadDate | null {
  const text = value.trim();
  let fields: ReadDate['fields'];
  let zone: string | undefined;
  let match = NUMERIC.exec(text);
  if (match) {
    fields = [+match[1]!, +match[2]!, +match[3]!, +(match[4] ?? 0), +(match[5] ?? 0), +(match[6] ?? 0)];
    zone = match[7];
  } else if ((match = RFC822.exec(text))) {
    const month = MONTHS[match[2]!.slice(0, 3).toLowerCase()];
    if (!month) return null;
    const short = +match[3]!;
    const year = match[3]!.length === 2 ? (short < 50 ? 2000 + short : 1900 + short) : short;
    fields = [year, month, +match[1]!, +(match[4] ?? 0), +(match[5] ?? 0), +(match[6] ?? 0)];
    zone = match[7];
  } else if ((match = JAVA.exec(text))) {
    const month = MONTHS[match[1]!.toLowerCase()];
    if (!month) return null;
    fields = [+match[7]!, month, +match[2]!, +match[3]!, +match[4]!, +match[5]!];
    zone = match[6];
  } else return null;
  const offset = zoneMinutes(zone);
  return offset === undefined ? null : { fields, offset };
}

/** The zone a date states, as minutes east of UTC; null when it states none or cannot be read. */
export function statedOffset(value: string): number | null {
  return read(value)?.offset ?? null;
}

/**
 * Reads a publication date the way feeds and imports write them. A date without a zone is read at
 * `offsetMinutes` (Asia/Shanghai unless its source states another zone). Null when it cannot be read,
 * names a day that does not exist, or lies outside 1900 … a day from now.
 */
export function parsePublished(
  value: string,
  {
    now = Date.now(),
    offsetMinutes = SHANGHAI_OFFSET_MINUTES,
  }: { now?: number; offsetMinutes?: number } = {},
): Date | null {
  const date = read(value);
  if (!date) return null;
  const [year, month, day, hour, minute, second] = date.fields;
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59));
  // 2026-02-30 would roll over into March: the day must exist as written.
  if (new Date(local).getUTCDate() !== day) return null;
  const time = local - (date.offset ?? offsetMinutes) * MINUTE_MS;
  if (time < PUBLISHED_FROM || time > now + DAY_MS) return null;
  return new Date(time);
}
