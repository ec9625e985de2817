import { describe, expect, it } from 'vitest';
import { shanghaiDate } from '../../lib/time';
import { licenceState } from './licence-state';

describe('licenceState', () => {
  it('grades by days left', () => {
    expect(licenceState('2026-12-31', '2026-01-01')).toEqual({ daysLeft: 364, state: 'valid' });
    expect(licenceState('2026-03-31', '2026-01-01')).toEqual({ daysLeft: 89, state: 'expiring' });
    expect(licenceState('2026-01-01', '2026-01-01')).toEqual({ daysLeft: 0, state: 'expiring' });
    expect(licenceState('2025-12-31', '2026-01-01')).toEqual({ daysLeft: -1, state: 'expired' });
    expect(licenceState(null, '2026-01-01')).toEqual({ daysLeft: null, state: 'valid' });
  });
  it('takes the date in Shanghai', () => {
    expect(shanghaiDate(new Date('2026-01-01T17:00:00Z'))).toBe('2026-01-02');
  });
});
