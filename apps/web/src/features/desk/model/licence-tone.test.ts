import type { DeskMine } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { byUrgency, licenceTone, shareOf } from './licence-tone';

const mine = (mineId: number, daysLeft: number | null): DeskMine => ({
  mineId,
  mineName: `M${mineId}`,
  prefecture: '毕节市',
  county: '织金县',
  productionStatus: '1',
  capacity: 45,
  riskScore: null,
  riskBand: null,
  time: '2025-01-01 00:00:00',
  licenceWarning:
    daysLeft === null
      ? null
      : {
          kind: 'mining',
          validTo: '2025-03-01',
          daysLeft,
          state: daysLeft < 0 ? 'expired' : daysLeft <= 90 ? 'expiring' : 'valid',
        },
});

describe('licence warnings on the desk', () => {
  it('colours expired red, expiring orange, valid green', () => {
    expect(licenceTone({ state: 'expired' })).toBe('red');
    expect(licenceTone({ state: 'expiring' })).toBe('orange');
    expect(licenceTone({ state: 'valid' })).toBe('green');
  });
  it('puts the most urgent first and mines without a warning last', () => {
    const sorted = [mine(1, 40), mine(2, null), mine(3, -5), mine(4, 10)].sort(byUrgency);
    expect(sorted.map((m) => m.mineId)).toEqual([3, 4, 1, 2]);
  });
  it('scales bars to the largest bucket', () => {
    expect(shareOf(50, 200)).toBe(25);
    expect(shareOf(0, 200)).toBe(0);
    expect(shareOf(5, 0)).toBe(0);
    expect(shareOf(300, 200)).toBe(100);
  });
});
