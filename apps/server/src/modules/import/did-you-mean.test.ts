import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './did-you-mean';

describe('did you mean', () => {
  it('measures edits in characters', () => {
    expect(editDistance('遵义市', '遵议市')).toBe(1);
    expect(editDistance('毕节', '毕节市')).toBe(1);
    expect(editDistance('', '盘州市')).toBe(3);
  });

  it('names the nearest candidate, or one with the same beginning, or none', () => {
    const names = ['贵阳市', '遵义市', '毕节市', '黔西南州'];
    expect(didYouMean('遵议市', names)).toBe('遵义市');
    expect(didYouMean('黔西南自治州', names)).toBe('黔西南州');
    expect(didYouMean('上海市', names)).toBeUndefined();
    expect(didYouMean('停产整理', ['停产', '停产整顿', '生产'])).toBe('停产整顿');
  });
});
