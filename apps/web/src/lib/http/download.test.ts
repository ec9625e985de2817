import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the UTF-8 file name first', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%E7%85%A4%E7%9F%BF-1.xlsx", 'x.xlsx')).toBe(
      '煤矿-1.xlsx',
    );
  });
  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameOf('attachment; filename="a b.xlsx"', 'x.xlsx')).toBe('a b.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf('attachment', 'x.xlsx')).toBe('x.xlsx');
  });
});
