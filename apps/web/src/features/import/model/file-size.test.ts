import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('keeps bytes whole and gives larger units one decimal', () => {
    expect(formatFileSize(0, 'zh-CN')).toBe('0 B');
    expect(formatFileSize(1023, 'zh-CN')).toBe('1,023 B');
    expect(formatFileSize(1536, 'zh-CN')).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024, 'en-US')).toBe('20 MB');
  });

  it('returns nothing for impossible sizes', () => {
    expect(formatFileSize(-1, 'zh-CN')).toBe('');
    expect(formatFileSize(Number.NaN, 'zh-CN')).toBe('');
  });
});
