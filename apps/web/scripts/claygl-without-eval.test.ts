import { describe, expect, it } from 'vitest';
import { compileSizeExpression } from './claygl-without-eval.mjs';

describe('compileSizeExpression', () => {
  it('evaluates the forms the effect graphs use, without eval', () => {
    expect(compileSizeExpression('width * dpr / 4')(800, 600, 2)).toBe(400);
    expect(compileSizeExpression(' [width * 1.0 / 16, height / 16] ')(800, 640, 1)).toEqual([50, 40]);
    expect(compileSizeExpression('height')(800, 600, 1)).toBe(600);
  });

  it('refuses anything else', () => {
    expect(() => compileSizeExpression('alert(1)')).toThrow();
    expect(() => compileSizeExpression('width + 1')).toThrow();
  });
});
