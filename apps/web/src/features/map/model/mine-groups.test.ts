import type { MapMineRow } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { groupByStatus } from './mine-groups';

const row = (id: number, status: string, capacity = 30): MapMineRow => [
  id,
  106 + id / 100,
  26,
  status,
  capacity,
  null,
  null,
];
const statuses = [
  { value: '1', label: '生产', color: '#00b42a' },
  { value: '3', label: '停产', color: '#ff7d00' },
];

describe('groupByStatus', () => {
  it('groups shown mines in dictionary order and counts every status, hidden or not', () => {
    const { groups, counts, shown } = groupByStatus(
      [row(1, '3'), row(2, '1', 90), row(3, '1'), row(4, '9')],
      statuses,
      ['3'],
      '#888',
    );
    expect(groups.map((g) => [g.status, g.ids])).toEqual([
      ['1', [2, 3]],
      ['9', [4]],
    ]);
    expect(groups[0]?.points[0]).toEqual([106.02, 26, 90]);
    expect(groups[1]?.color).toBe('#888');
    expect([...counts]).toEqual([
      ['3', 1],
      ['1', 2],
      ['9', 1],
    ]);
    expect(shown).toBe(3);
  });
});
