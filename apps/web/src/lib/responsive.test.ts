import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMobileWidth, throttle } from './responsive';

describe('isMobileWidth', () => {
  it('applies body width minus 1 under 992', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(992)).toBe(true);
    expect(isMobileWidth(993)).toBe(false);
    expect(isMobileWidth(1440)).toBe(false);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls at once, then at most once per window with the latest arguments', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
