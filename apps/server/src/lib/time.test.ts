import { describe, expect, it } from 'vitest';
import { formatDateTime } from './time';

const intl = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

describe('formatDateTime', () => {
  it('prints Beijing time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date('2026-11-22T16:05:09Z'))).toBe('2026-11-23 00:05:09');
    expect(formatDateTime('2024-02-28T16:00:00.000Z')).toBe('2024-02-29 00:00:00');
    expect(formatDateTime('1999-12-31T15:59:59Z')).toBe('1999-12-31 23:59:59');
  });

  it('agrees with the time-zone database on 20,000 instants from 1980 to 2100, summer time included', () => {
    const from = Date.UTC(1980, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    // A fixed-seed generator, so a failure names the same instants every run.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const date = new Date(Math.floor(from + next() * (to - from)));
      expect(formatDateTime(date), date.toISOString()).toBe(intl.format(date));
    }
  });

  it('keeps China’s summer time of 1986–1991, which the arithmetic does not know', () => {
    // 1988-07-01 12:00 UTC was 21:00 in Beijing under summer time (UTC+9).
    expect(formatDateTime(new Date('1988-07-01T12:00:00Z'))).toBe('1988-07-01 21:00:00');
  });

  it('prints nothing for a missing value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
