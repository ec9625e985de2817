const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** China has kept UTC+8 without daylight saving since its last summer time ended in September 1991. */
const FIXED_OFFSET_FROM = Date.UTC(1992, 0, 1);
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** Beyond this the arithmetic would print a five-digit year where Intl prints its own form. */
const MAX_FOUR_DIGIT_YEAR = Date.UTC(9999, 11, 31);
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, the API's date format. Every list row carries one, so dates of
 * the fixed-offset era are formatted by arithmetic (Intl costs microseconds per call); older ones by Intl.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  const ms = date.getTime();
  if (!(ms >= FIXED_OFFSET_FROM && ms < MAX_FOUR_DIGIT_YEAR)) return formatter.format(date);
  const local = new Date(ms + SHANGHAI_OFFSET_MS);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
}
/** Today in Asia/Shanghai as YYYY-MM-DD: licence and record dates are calendar dates there. */
export function shanghaiDate(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(now);
}
