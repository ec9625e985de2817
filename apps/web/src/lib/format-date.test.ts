import { describe, expect, it } from 'vitest';
import { beijingClock, formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('treats 10-digit numbers as seconds and 13-digit as milliseconds', () => {
    const seconds = 1_700_000_000;
    expect(formatDateTime(seconds)).toBe(formatDateTime(new Date(seconds * 1000)));
    expect(formatDateTime(String(seconds))).toBe(formatDateTime(seconds * 1000));
  });
  it('uses YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
  it('leaves empty values empty and unparsable text as is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('beijingClock', () => {
  it('reads the hour and date of Beijing whatever the browser’s zone', () => {
    // 10:49 UTC is 18:49 in Beijing.
    const clock = beijingClock(new Date(Date.UTC(2026, 10, 22, 10, 49)));
    expect(clock.format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 18:49');
    expect(beijingClock(new Date(Date.UTC(2026, 11, 31, 16, 30))).format('YYYY-MM-DD HH')).toBe(
      '2027-01-01 00',
    );
  });
});
