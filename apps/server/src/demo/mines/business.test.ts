import { describe, expect, it } from 'vitest';
import { makeHolders } from './business';
import { COMPANY_TYPES } from './invariants';
import { Random } from './random';

describe('company holders', () => {
  it('gives a 股份有限公司 at least two promoters, even when drawn names collide', () => {
    const single: number[] = [];
    for (let seed = 0; seed < 40_000; seed++) {
      const holders = makeHolders(
        new Random(seed),
        { name: '纳雍县鑫隆煤业股份有限公司', group: null },
        1000,
        '2010-01-01',
      );
      expect(holders.companyType.startsWith('股份有限公司')).toBe(true);
      if (holders.rows.length < 2) single.push(seed);
    }
    expect(single).toEqual([]);
  });

  it('keeps a one-person company 自然人独资 when drawn names collide', () => {
    for (let seed = 0; seed < 5_000; seed++) {
      const holders = makeHolders(
        new Random(seed),
        { name: '纳雍县鑫隆煤业有限公司', group: null },
        1000,
        '2010-01-01',
      );
      if (holders.rows.length === 1) expect(holders.companyType).toBe(COMPANY_TYPES.solePerson);
    }
  });
});
