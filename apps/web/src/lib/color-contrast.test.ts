import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './color-contrast';

describe('contrastRatio', () => {
  it('gives the WCAG figures of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #777 on white is the classic just-failing grey (4.48:1).
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });
  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/red/);
  });
});

describe('readableTextOn', () => {
  it('writes white on saturated blues and purples, near-black on light tints and yellows', () => {
    expect(readableTextOn('#165DFF', 'inherit')).toBe('#FFFFFF');
    expect(readableTextOn('#722ED1', 'inherit')).toBe('#FFFFFF');
    expect(readableTextOn('#A2BEFF', 'inherit')).toBe('#1F1F1F');
    expect(readableTextOn('#FAAD14', 'inherit')).toBe('#1F1F1F');
    for (const background of ['#165DFF', '#722ED1', '#A2BEFF', '#FAAD14', '#52C41A', '#FF4D4F'])
      expect(contrastRatio(readableTextOn(background, 'inherit'), background)).toBeGreaterThanOrEqual(3);
  });

  it('leaves a colour in another notation to the fallback', () => {
    expect(readableTextOn('rgb(22, 93, 255)', 'inherit')).toBe('inherit');
  });
});
