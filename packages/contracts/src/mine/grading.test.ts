import { describe, expect, it } from 'vitest';
import { capacityScale, gradeAccident, gradeAsh, gradeCalorific, gradeGas, gradeSulfur } from './grading';

describe('GB/T 15224 grades', () => {
  it('grades ash at the band edges', () => {
    expect(gradeAsh(0)).toBe('SLA');
    expect(gradeAsh(10)).toBe('SLA');
    expect(gradeAsh(10.004)).toBe('SLA');
    expect(gradeAsh(10.01)).toBe('LA');
    expect(gradeAsh(20)).toBe('LA');
    expect(gradeAsh(29.99)).toBe('MA');
    expect(gradeAsh(35)).toBe('MHA');
    expect(gradeAsh(50)).toBe('HA');
    expect(gradeAsh(50.01)).toBeNull();
    expect(gradeAsh(-1)).toBeNull();
    expect(gradeAsh(null)).toBeNull();
  });
  it('grades sulfur', () => {
    expect(gradeSulfur(0.5)).toBe('SLS');
    expect(gradeSulfur(0.51)).toBe('LS');
    expect(gradeSulfur(1)).toBe('LS');
    expect(gradeSulfur(1.5)).toBe('MS');
    expect(gradeSulfur(3)).toBe('MHS');
    expect(gradeSulfur(3.01)).toBe('HS');
    expect(gradeSulfur(8)).toBe('HS');
  });
  it('grades calorific value with replaceable bands', () => {
    expect(gradeCalorific(16)).toBe('LQ');
    expect(gradeCalorific(25)).toBe('MHQ');
    expect(gradeCalorific(33)).toBe('SHQ');
    expect(gradeCalorific(25, [{ code: 'X', max: 30 }])).toBe('X');
  });
});

describe('accident grade (国务院令第493号)', () => {
  it('takes the highest band reached by any criterion', () => {
    expect(gradeAccident(0, 0, 0)).toBe('1');
    expect(gradeAccident(2, 9, 999)).toBe('1');
    expect(gradeAccident(3, 0, 0)).toBe('2');
    expect(gradeAccident(0, 10, 0)).toBe('2');
    expect(gradeAccident(0, 0, 1000)).toBe('2');
    expect(gradeAccident(16, 0, 0)).toBe('3');
    expect(gradeAccident(1, 50, 0)).toBe('3');
    expect(gradeAccident(0, 0, 5000)).toBe('3');
    expect(gradeAccident(30, 0, 0)).toBe('4');
    expect(gradeAccident(0, 100, 0)).toBe('4');
    expect(gradeAccident(0, 0, 10_000)).toBe('4');
  });
});

describe('gas grade and capacity scale', () => {
  it('classifies mines', () => {
    expect(gradeGas({ relativeEmission: 8, absoluteEmission: 20, hadOutburst: false })).toBe('1');
    expect(gradeGas({ relativeEmission: 10.5, absoluteEmission: 20, hadOutburst: false })).toBe('2');
    expect(gradeGas({ relativeEmission: 5, absoluteEmission: 41, hadOutburst: false })).toBe('2');
    expect(
      gradeGas({ relativeEmission: 5, absoluteEmission: 5, maxFaceEmission: 6, hadOutburst: false }),
    ).toBe('2');
    expect(gradeGas({ relativeEmission: 5, absoluteEmission: 5, hadOutburst: true })).toBe('3');
    expect(capacityScale(30)).toBe('small');
    expect(capacityScale(45)).toBe('medium');
    expect(capacityScale(120)).toBe('large');
  });
});
