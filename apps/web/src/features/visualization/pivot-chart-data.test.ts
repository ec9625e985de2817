import { describe, expect, it } from 'vitest';
import { pivotChartData } from './pivot-chart-data';

describe('the pivot as a chart', () => {
  it('sums the cells over the inner row dimension, one series per column value, largest category first', () => {
    const data = pivotChartData(
      {
        rows: ['prefecture', 'scaleClass'],
        cols: ['riskBand'],
        measures: ['count'],
        outputYear: 2024,
        total: { count: 10 },
        order: { prefecture: ['贵阳市', '毕节市'], scaleClass: ['large', 'small'], riskBand: ['A', 'B'] },
        cells: [
          { keys: { prefecture: '毕节市', scaleClass: 'small', riskBand: 'A' }, values: { count: 2 } },
          { keys: { prefecture: '毕节市', scaleClass: 'large', riskBand: 'A' }, values: { count: 3 } },
          { keys: { prefecture: '毕节市', scaleClass: 'small', riskBand: 'B' }, values: { count: 1 } },
          { keys: { prefecture: '贵阳市', scaleClass: 'small', riskBand: 'B' }, values: { count: 4 } },
        ],
      },
      'count',
      (dimension, value) => `${dimension}:${value}`,
    );
    expect(data.categories.map((c) => c.value)).toEqual(['毕节市', '贵阳市']);
    expect(data.series).toEqual([
      { keys: { riskBand: 'A' }, label: 'riskBand:A', values: [5, 0] },
      { keys: { riskBand: 'B' }, label: 'riskBand:B', values: [1, 4] },
    ]);
  });

  it('keeps the natural order when the table is not sorted by a measure', () => {
    const data = pivotChartData(
      {
        rows: ['year'],
        cols: ['riskBand'],
        measures: ['count'],
        outputYear: 2024,
        total: { count: 9 },
        order: { year: ['2023', '2024'], riskBand: ['A', 'B', 'D'] },
        cells: [
          { keys: { year: '2023', riskBand: 'D' }, values: { count: 1 } },
          { keys: { year: '2024', riskBand: 'A' }, values: { count: 6 } },
          { keys: { year: '2023', riskBand: 'B' }, values: { count: 2 } },
        ],
      },
      'count',
      (_dimension, value) => value,
      false,
    );
    expect(data.categories.map((c) => c.value)).toEqual(['2023', '2024']);
    expect(data.series.map((s) => s.label)).toEqual(['A', 'B', 'D']);
  });
});
