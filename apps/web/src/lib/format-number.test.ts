import { describe, expect, it } from 'vitest';
import { formatCapacity, formatNumber, numberFormat } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(formatNumber(12345.678, 'zh-CN')).toBe('12,345.68');
    expect(formatNumber(120, 'en-US')).toBe('120');
    expect(formatNumber(0.5, 'zh-CN', 0)).toBe('1');
  });

  it('renders nothing for a value that is not a number', () => {
    expect(formatNumber(Number.NaN, 'zh-CN')).toBe('');
  });
});

describe('numberFormat', () => {
  it('makes one format per language and precision, and keeps it', () => {
    expect(numberFormat('zh-CN', 2)).toBe(numberFormat('zh-CN', 2));
    expect(numberFormat('zh-CN', 2)).not.toBe(numberFormat('zh-CN', 0));
    expect(numberFormat('zh-CN')).not.toBe(numberFormat('en-US'));
  });

  it('formats with the precision it was asked for, three decimals by default', () => {
    expect(numberFormat('zh-CN', 0).format(1234.5)).toBe('1,235');
    expect(numberFormat('en-US', 2).format(0.125)).toBe('0.13');
    expect(numberFormat('en-US').format(1.23456)).toBe('1.235');
  });
});

describe('formatCapacity', () => {
  it('appends the unit of 10⁴ t/a', () => {
    expect(formatCapacity(45, 'zh-CN', '万吨/年')).toBe('45 万吨/年');
    expect(formatCapacity(1200.5, 'en-US', '×10⁴ t/a')).toBe('1,200.5 ×10⁴ t/a');
  });

  it('is empty when there is no capacity', () => {
    expect(formatCapacity(null, 'zh-CN', '万吨/年')).toBe('');
    expect(formatCapacity(undefined, 'zh-CN', '万吨/年')).toBe('');
  });
});
