import { describe, expect, it } from 'vitest';
import { compareSeams, normaliseSeam, seamLabel } from './seam-numbers';

describe('seam numbers', () => {
  it('reads the ways mines write one seam as one number', () => {
    for (const raw of ['M9', 'M-9', 'm9', '9号煤', '9号煤层', '9号', '9', ' M９ ', '#9', 'C9', 'No.9'])
      expect(normaliseSeam(raw)).toBe('9');
    expect(normaliseSeam('M5-3')).toBe('5-3');
    expect(normaliseSeam('5－3号煤')).toBe('5-3');
    expect(normaliseSeam('6中')).toBe('6中');
    expect(seamLabel('9')).toBe('M9');
    expect(seamLabel('6中')).toBe('M6中');
  });

  it('orders seams by number, sub-seams after their seam', () => {
    expect(['10', '9', '5-3', '6中', '1', '6', '5-2'].sort(compareSeams)).toEqual([
      '1',
      '5-2',
      '5-3',
      '6',
      '6中',
      '9',
      '10',
    ]);
  });
});
