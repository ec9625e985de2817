import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

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
