import { describe, expect, it } from 'vitest';
import { readCodeList, readNumber, readOneOf, readText } from './url-values';

describe('URL value readers', () => {
  it('read text trimmed, and drop empty or overlong text', () => {
    expect(readText('  六枝  ', 10)).toBe('六枝');
    expect(readText('   ', 10)).toBeUndefined();
    expect(readText('x'.repeat(11), 10)).toBeUndefined();
    expect(readText(undefined, 10)).toBeUndefined();
  });

  it('read numbers only when finite, in range and whole where asked', () => {
    expect(readNumber('12.5', { min: 0, max: 100 })).toBe(12.5);
    expect(readNumber('1e2', { min: 0, max: 100 })).toBe(100);
    for (const raw of ['', ' ', 'abc', 'Infinity', '-1', '101', undefined])
      expect(readNumber(raw, { min: 0, max: 100 })).toBeUndefined();
    expect(readNumber('2.5', { min: 1, max: 10, integer: true })).toBeUndefined();
    expect(readNumber('3', { min: 1, max: 10, integer: true })).toBe(3);
  });

  it('read one of the allowed values, exactly', () => {
    expect(readOneOf('asc', ['asc', 'desc'] as const)).toBe('asc');
    expect(readOneOf('ASC', ['asc', 'desc'] as const)).toBeUndefined();
    expect(readOneOf(undefined, ['asc', 'desc'] as const)).toBeUndefined();
  });

  it('read code lists trimmed and unique, dropping a list that breaks a limit', () => {
    const limits = { maxItems: 3, maxLength: 4 };
    expect(readCodeList(' 1 ,2,,1, 3', limits)).toEqual(['1', '2', '3']);
    expect(readCodeList('1,2,3,4', limits)).toEqual([]);
    expect(readCodeList('1,toolong', limits)).toEqual([]);
    expect(readCodeList(undefined, limits)).toEqual([]);
  });
});
