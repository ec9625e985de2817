import { describe, expect, it } from 'vitest';
import { parseQuantity } from './units';

const CAPACITY = '万吨/年';

describe('capacities written with units', () => {
  it.each([
    ['9', 9, false],
    ['9万t/a', 9, true],
    ['90万吨/年', 90, true],
    ['0.9Mt/a', 90, true],
    ['9 万吨', 9, true],
    ['９万吨／年', 9, true],
    ['４５', 45, true],
    ['9×10⁴t/a', 9, true],
    ['90,000吨/年', 9, true],
    ['300kt/a', 30, true],
    ['1.2 Mt', 120, true],
  ])('reads %s as %d ×10⁴ t/a', (text, value, noted) => {
    const q = parseQuantity(text, CAPACITY);
    expect(q?.value).toBe(value);
    expect(q?.written !== undefined).toBe(noted);
  });

  it.each(['四十五', '9吨煤', 'abc', '9m³/t'])('refuses %s', (text) =>
    expect(parseQuantity(text, CAPACITY)).toBeUndefined(),
  );

  it("reads a column's own unit and no other", () => {
    expect(parseQuantity('45%', '%')?.value).toBe(45);
    expect(parseQuantity('1.5m', 'm')?.value).toBe(1.5);
    expect(parseQuantity('1.5km', 'm')).toBeUndefined();
    expect(parseQuantity('9万t/a', '%')).toBeUndefined();
  });
});
