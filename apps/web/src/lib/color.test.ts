import { describe, expect, it } from 'vitest';
import { tint } from './color';

describe('tint', () => {
  it('mixes towards white', () => {
    expect(tint('#165DFF', 0)).toBe('#165DFF');
    expect(tint('#165DFF', 1)).toBe('#FFFFFF');
    expect(tint('#000000', 0.5)).toBe('#808080');
  });
  it('leaves malformed colours alone', () => {
    expect(tint('red', 0.5)).toBe('red');
  });
});
