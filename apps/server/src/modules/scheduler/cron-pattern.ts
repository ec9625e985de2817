import { Cron } from 'croner';

/** Every schedule reads its pattern in the console's time zone, as the API's dates are written. */
export const SCHEDULE_TIMEZONE = 'Asia/Shanghai';

/** Reads a pattern without starting it; throws what croner finds wrong with it. */
export function cronOf(pattern: string): Cron {
  return new Cron(pattern, { timezone: SCHEDULE_TIMEZONE, paused: true });
}

/** The first time the pattern fires strictly after `from`; null when it never fires again. */
export function nextRunAfter(pattern: string, from: Date): Date | null {
  return cronOf(pattern).nextRun(from);
}

/**
 * The tick a firing belongs to: the latest time at or before `now` that the pattern names. Every process
 * that fires for one tick computes the same instant, however late its timer woke.
 */
export function dueTick(pattern: string, now: Date): Date | null {
  // previousRuns answers times before its reference; one millisecond on takes in a tick of exactly `now`.
  return cronOf(pattern).previousRuns(1, new Date(now.getTime() + 1))[0] ?? null;
}
