import { describe, expect, it } from 'vitest';
import { dueTick, nextRunAfter } from './cron-pattern';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('next run from a cron pattern, read in Asia/Shanghai', () => {
  it('puts the daily 07:00 alert job at 23:00 UTC, the next day once 07:00 has passed', () => {
    // 08:30 in Shanghai: today's 07:00 is gone.
    expect(nextRunAfter('0 7 * * *', utc('2026-11-26T00:30:00'))).toEqual(utc('2026-11-26T23:00:00'));
    // 06:59 in Shanghai: today's 07:00 is still to come.
    expect(nextRunAfter('0 7 * * *', utc('2026-11-25T22:59:00'))).toEqual(utc('2026-11-25T23:00:00'));
  });

  it('answers the following run when asked at a run', () => {
    expect(nextRunAfter('0 7 * * *', utc('2026-11-25T23:00:00'))).toEqual(utc('2026-11-26T23:00:00'));
    expect(nextRunAfter('*/15 * * * *', utc('2026-11-26T02:15:00'))).toEqual(utc('2026-11-26T02:30:00'));
  });

  it('steps over the date line of the Shanghai calendar, not the UTC one', () => {
    // Mondays 02:00 in Shanghai: Sunday 18:00 UTC. Thursday 26 November 2026 → Monday 30 November.
    expect(nextRunAfter('0 2 * * 1', utc('2026-11-26T12:00:00'))).toEqual(utc('2026-11-29T18:00:00'));
    // The first of the month at 00:00 in Shanghai is the last day of the month before in UTC.
    expect(nextRunAfter('0 0 1 * *', utc('2026-11-26T12:00:00'))).toEqual(utc('2026-11-30T16:00:00'));
  });

  it('reads nicknames and six-part patterns with seconds', () => {
    expect(nextRunAfter('@hourly', utc('2026-11-26T02:10:00'))).toEqual(utc('2026-11-26T03:00:00'));
    expect(nextRunAfter('30 */5 * * * *', utc('2026-11-26T02:10:31'))).toEqual(utc('2026-11-26T02:15:30'));
  });

  it('refuses a pattern cron cannot read', () => {
    expect(() => nextRunAfter('0 25 * * *', new Date())).toThrow();
    expect(() => nextRunAfter('every morning', new Date())).toThrow();
  });
});

describe('the tick a firing belongs to', () => {
  it('is the latest run at or before the moment the timer woke, the same for an early and a late timer', () => {
    expect(dueTick('0 7 * * *', utc('2026-11-25T23:00:00'))).toEqual(utc('2026-11-25T23:00:00'));
    expect(dueTick('0 7 * * *', utc('2026-11-25T23:00:00.004'))).toEqual(utc('2026-11-25T23:00:00'));
    expect(dueTick('0 7 * * *', utc('2026-11-25T23:00:41.5'))).toEqual(utc('2026-11-25T23:00:00'));
    expect(dueTick('*/15 * * * *', utc('2026-11-26T02:29:59.999'))).toEqual(utc('2026-11-26T02:15:00'));
  });
});
