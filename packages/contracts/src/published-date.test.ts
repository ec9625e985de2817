import { describe, expect, it } from 'vitest';
import { parsePublished, statedOffset } from './published-date';

const iso = (value: string, offsetMinutes?: number) =>
  parsePublished(value, offsetMinutes === undefined ? {} : { offsetMinutes })?.toISOString() ?? null;

describe('publication dates', () => {
  it('reads a date without a zone in Beijing time, whatever the server’s zone', () => {
    expect(iso('2015-03-02 16:12:54')).toBe('2015-03-02T08:12:54.000Z');
    expect(iso('2015-03-02T16:12')).toBe('2015-03-02T08:12:00.000Z');
    expect(iso('2015/3/2 9:05')).toBe('2015-03-02T01:05:00.000Z');
    expect(iso('2015年3月2日 16:12')).toBe('2015-03-02T08:12:00.000Z');
    expect(iso('2015-03-02')).toBe('2015-03-01T16:00:00.000Z');
    expect(iso('Mon, 02 Mar 2015 16:12:54')).toBe('2015-03-02T08:12:54.000Z');
  });

  it('reads it in the zone its source states instead', () => {
    expect(iso('2015-03-02 16:12:54', 540)).toBe('2015-03-02T07:12:54.000Z');
    expect(iso('2015-03-02 16:12:54', 0)).toBe('2015-03-02T16:12:54.000Z');
  });

  it('honours a zone the date states', () => {
    expect(iso('2015-03-02T16:12:54Z')).toBe('2015-03-02T16:12:54.000Z');
    expect(iso('2015-03-02T16:12:54.123+09:00')).toBe('2015-03-02T07:12:54.000Z');
    expect(iso('Mon, 02 Mar 2015 16:12:54 GMT')).toBe('2015-03-02T16:12:54.000Z');
    expect(iso('Mon, 02 Mar 2015 16:12:54 +0800')).toBe('2015-03-02T08:12:54.000Z');
    expect(iso('02 Mar 15 16:12 EST')).toBe('2015-03-02T21:12:00.000Z');
    // Java's Date.toString on a server in Asia/Shanghai.
    expect(iso('Mon Mar 02 16:12:54 CST 2015')).toBe('2015-03-02T08:12:54.000Z');
  });

  it('tells the zone a date states, if any', () => {
    expect(statedOffset('Mon, 02 Mar 2015 18:00:00 +0900')).toBe(540);
    expect(statedOffset('2015-03-02T16:12:54-05:00')).toBe(-300);
    expect(statedOffset('2015-03-02T16:12:54Z')).toBe(0);
    expect(statedOffset('2015-03-02 16:12:54')).toBeNull();
  });

  it('reads no date that does not exist, is out of range or names an unknown zone', () => {
    expect(iso('2026-02-30 10:00:00')).toBeNull();
    expect(iso('2015-13-02 10:00:00')).toBeNull();
    expect(iso('1899-12-31 10:00:00')).toBeNull();
    expect(iso('2999-01-01 10:00:00')).toBeNull();
    expect(iso('Mon, 02 Mar 2015 16:12:54 XYZ')).toBeNull();
    expect(iso('last Tuesday')).toBeNull();
  });
});
