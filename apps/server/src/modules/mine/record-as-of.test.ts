import { describe, expect, it } from 'vitest';
import { capacityAsOf, historyByMine, statusAsOf, summaryAsOf } from './record-as-of';
import type { RecordHistory } from './record-history.repository';

const history: RecordHistory = {
  accidents: [
    { mineId: 1, occurredOn: '2019-06-01', grade: '1', deaths: 1 },
    { mineId: 1, occurredOn: '2021-03-01', grade: '2', deaths: 3 },
    { mineId: 1, occurredOn: '2022-01-01', grade: '1', deaths: null },
  ],
  penalties: [
    { mineId: 1, decidedOn: '2017-12-30', amount: 50 },
    { mineId: 1, decidedOn: '2018-01-02', amount: 10 },
    { mineId: 1, decidedOn: '2021-12-31', amount: 5 },
  ],
  dishonest: [
    { mineId: 1, day: '2020-05-01', open: true },
    { mineId: 1, day: '2022-05-01', open: true },
    { mineId: 1, day: null, open: true },
    { mineId: 1, day: '2019-05-01', open: false },
  ],
  auctions: [
    { mineId: 1, day: '2016-01-01' },
    { mineId: 1, day: '2020-01-01' },
    { mineId: 1, day: null },
  ],
  licences: [
    { mineId: 1, kind: 'safety', validFrom: '2018-01-01', validTo: '2020-12-31' },
    { mineId: 1, kind: 'safety', validFrom: '2021-01-01', validTo: '2023-12-31' },
    { mineId: 1, kind: 'mining', validFrom: '2022-03-01', validTo: '2042-03-01' },
  ],
  production: [
    { mineId: 1, year: 2020, output: 40, capacity: 45 },
    { mineId: 2, year: 2021, output: 30, capacity: null },
  ],
  capacity: [
    { mineId: 1, on: '2015-05-01', capacity: 30 },
    { mineId: 1, on: '2021-07-01', capacity: 60 },
  ],
  status: [
    { mineId: 3, on: '2020-06-01', before: '生产', after: '3' },
    { mineId: 3, on: '2023-02-01', before: '3', after: '注销' },
  ],
  supervision: [
    { mineId: 1, kind: '重大事故隐患', on: '2020-03-01' },
    { mineId: 1, kind: '停产整顿', on: '2021-04-01' },
  ],
  standardisation: [
    { mineId: 1, year: 2019, grade: '二级' },
    { mineId: 1, year: 2022, grade: '一级' },
  ],
  gas: [
    { mineId: 1, on: '2018-05-01', pressure: 0.8, content: 9 },
    { mineId: 1, on: '2022-05-01', pressure: 1.4, content: 12 },
  ],
  depth: [{ mineId: 1, depth: 420 }],
};
const byMine = historyByMine(history);

describe('facts as of a past day', () => {
  it('reads only the records dated by the day, over the three years up to it', () => {
    const s = summaryAsOf(byMine.get(1), '2020-12-31');
    expect(s.accidents).toEqual([{ occurredOn: '2019-06-01', grade: '1', deaths: 1 }]);
    // Hazards and suspensions by kind; the grade, gas and last output as they stood then.
    expect([s.majorHazards, s.suspensions]).toEqual([['2020-03-01'], []]);
    expect([s.standardisation, s.gasPressure, s.gasContent, s.miningDepth, s.lastOutputYear]).toEqual([
      '二级',
      0.8,
      9,
      420,
      2020,
    ]);
    // 2017-12-30 is before the window that opens on 2017-12-31.
    expect([s.penaltyCount, s.penaltyAmount]).toEqual([1, 10]);
    // Open and published by then, or undated; the performed record does not count.
    expect(s.dishonestOpen).toBe(2);
    expect(s.auctions).toBe(2);
    expect(s.licences).toEqual([{ kind: 'safety', validTo: '2020-12-31' }]);
    expect(s.production).toEqual({ output: 40, capacity: 45 });
    const later = summaryAsOf(byMine.get(1), '2022-12-31');
    expect(later.accidents).toEqual([
      { occurredOn: '2021-03-01', grade: '2', deaths: 3 },
      { occurredOn: '2022-01-01', grade: '1', deaths: 0 },
    ]);
    expect(later.licences).toEqual([
      { kind: 'safety', validTo: '2023-12-31' },
      { kind: 'mining', validTo: '2042-03-01' },
    ]);
    expect(later.production).toBeNull();
    expect([later.suspensions, later.standardisation, later.gasPressure]).toEqual([
      ['2021-04-01'],
      '一级',
      1.4,
    ]);
  });

  it('a mine without records has an empty summary', () => {
    expect(summaryAsOf(undefined, '2020-12-31')).toMatchObject({
      accidents: [],
      penaltyCount: 0,
      licences: [],
    });
  });

  it('status follows recorded status changes, by value or label', () => {
    const row = { productionStatus: '5' };
    expect(statusAsOf(row, byMine.get(3), '2019-12-31')).toBe('1');
    expect(statusAsOf(row, byMine.get(3), '2021-12-31')).toBe('3');
    expect(statusAsOf(row, byMine.get(3), '2023-12-31')).toBe('5');
  });

  it("without status changes today's status holds, unless output in the year contradicts a stop", () => {
    expect(statusAsOf({ productionStatus: '3' }, byMine.get(2), '2021-12-31')).toBeNull();
    expect(statusAsOf({ productionStatus: '3' }, byMine.get(2), '2022-12-31')).toBe('3');
    expect(statusAsOf({ productionStatus: '1' }, byMine.get(2), '2021-12-31')).toBe('1');
  });

  it('capacity is the last announcement made by the day, else today’s', () => {
    expect(capacityAsOf({ capacity: 90 }, byMine.get(1), '2014-12-31')).toBe(90);
    expect(capacityAsOf({ capacity: 90 }, byMine.get(1), '2020-12-31')).toBe(30);
    expect(capacityAsOf({ capacity: 90 }, byMine.get(1), '2021-12-31')).toBe(60);
  });
});
