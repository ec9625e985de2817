import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Formats a date the Chinese way; 10-digit numbers are Unix seconds (SPEC.md §9). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  format = DATE_TIME_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  let input: string | number | Date = value;
  if (typeof value === 'number' && String(Math.trunc(Math.abs(value))).length === 10) input = value * 1000;
  else if (typeof value === 'string' && /^\d{10}$/.test(value)) input = Number(value) * 1000;
  else if (typeof value === 'string' && /^\d{13}$/.test(value)) input = Number(value);
  const parsed = dayjs(input);
  return parsed.isValid() ? parsed.format(format) : String(value);
}

/** China keeps one time zone, UTC+8, with no daylight saving. */
const BEIJING_OFFSET_MINUTES = 8 * 60;

/**
 * The wall clock of Beijing (Asia/Shanghai) at `at`, as a dayjs whose hour and date read as Beijing's
 * whatever the browser's zone: every time the console shows is Beijing time.
 */
export function beijingClock(at: Date = new Date()): dayjs.Dayjs {
  return dayjs(at.getTime() + (BEIJING_OFFSET_MINUTES + at.getTimezoneOffset()) * 60_000);
}
