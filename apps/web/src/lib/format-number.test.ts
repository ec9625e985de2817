import { describe, expect, it } from 'vitest';
import { formatCapacity, formatNumber } from './format-number';

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
