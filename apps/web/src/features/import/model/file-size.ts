import { numberFormat } from '@/lib/format-number';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count for people: 1024-based, one decimal above bytes, grouped in the UI language. */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const text = numberFormat(locale, digits).format(value);
  return `${text} ${UNITS[unit]}`;
}
