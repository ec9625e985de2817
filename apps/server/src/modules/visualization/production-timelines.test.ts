import { describe, expect, it } from 'vitest';
import { type MineTimeline, mineYearGroups } from './production-timelines';

const mine = (patch: Partial<MineTimeline>): MineTimeline => ({
  id: 1,
  prefecture: '六盘水市',
  today: '1',
  capacity: 60,
  outputYears: [],
  outputs: [],
  capacityYears: [],
  capacities: [],
  statusChanges: [],
  ...patch,
});

/** The one group of each year (one mine): what the figures read of it. */
const yearsOf = (timeline: MineTimeline, from: number, to: number) =>
  new Map(mineYearGroups([timeline], from, to).map((g) => [g.year, g]));

describe('mineYearGroups', () => {
  it('reads a mine closed today without records as unknown while it produced and closed the year after', () => {
    const years = yearsOf(mine({ today: '5', outputYears: [2018, 2019], outputs: [30, 0] }), 2017, 2021);
    // Not yet present before its first record; its output opens it in 2018.
    expect(years.get(2017)).toMatchObject({ present: false, status: '', capacity: 0, closed: false });
    expect(years.get(2018)).toMatchObject({ present: true, status: '', opened: true, hasOutput: true });
    expect(years.get(2018)!.capacity).toBe(60);
    // A year with a zero output reads as today's status: closed then, and no capacity in force.
    expect(years.get(2019)).toMatchObject({ status: '5', closed: true, capacity: 0, scaleClass: null });
    expect(years.get(2020)).toMatchObject({ status: '5', closed: false, hasOutput: false });
  });

  it('dates the status by its records and the capacity by its announcements', () => {
    const years = yearsOf(
      mine({
        today: '3',
        outputYears: [2015],
        outputs: [10],
        capacityYears: [2015, 2018],
        capacities: [30, 150],
        statusChanges: [
          { year: 2017, before: '2', after: '1' },
          { year: 2019, before: '1', after: '3' },
        ],
      }),
      2015,
      2020,
    );
    expect([...years.values()].map((g) => g.status)).toEqual(['2', '2', '1', '1', '3', '3']);
    expect([...years.values()].map((g) => [g.capacity, g.scaleClass])).toEqual([
      [30, 'small'],
      [30, 'small'],
      [30, 'small'],
      [150, 'large'],
      [150, 'large'],
      [150, 'large'],
    ]);
    // Today's class is what the search filters by, whatever the year.
    expect(years.get(2015)).toMatchObject({ today: '3', todayClass: 'medium', output: 10, opened: true });
  });

  it('sums mines alike into one group', () => {
    const groups = mineYearGroups(
      [mine({ id: 1 }), mine({ id: 2, capacity: 90 }), mine({ id: 3, prefecture: '毕节市' })],
      2020,
      2020,
    );
    expect(groups).toHaveLength(2);
    expect(groups.find((g) => g.prefecture === '六盘水市')).toMatchObject({ mines: 2, capacity: 150 });
  });
});
