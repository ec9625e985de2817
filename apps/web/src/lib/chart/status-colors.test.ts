import { describe, expect, it } from 'vitest';
import { statusColors } from './status-colors';

describe('statusColors', () => {
  it('maps tones to colours and shades a repeated tone', () => {
    const [first, second, blue, unknown] = statusColors(['green', 'green', 'blue', 'purple']);
    expect(first).toBe('#00b42a');
    expect(second).not.toBe(first);
    expect(second).toMatch(/^#[0-9a-f]{6}$/);
    expect(blue).toBe('#165dff');
    expect(unknown).toBe('#86909c');
  });
});
