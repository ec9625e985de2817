import { describe, expect, it } from 'vitest';
import { commitPercent } from './commit-progress';

describe('commit progress', () => {
  it('counts written rows as a whole percent that waits for the answer before 100', () => {
    expect(commitPercent({ phase: 'writing', done: 120, total: 300 })).toBe(40);
    expect(commitPercent({ phase: 'writing', done: 300, total: 300 })).toBe(99);
    expect(commitPercent({ phase: 'writing', done: 0, total: 0 })).toBe(0);
    expect(commitPercent({ phase: 'checking', done: 0, total: 1 })).toBe(0);
  });
});
