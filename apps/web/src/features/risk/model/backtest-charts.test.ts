import type { RiskBacktestYear } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { defaultBacktestYear, rocOption, shareOf } from './backtest-charts';

const year = (y: number, complete: boolean, auc: number | null) =>
  ({ year: y, followUp: { from: '', to: '', complete }, auc }) as RiskBacktestYear;

describe('back-test charts', () => {
  it('opens on the latest year with a full follow-up and an AUC', () => {
    expect(defaultBacktestYear([year(2020, true, 0.6), year(2021, true, 0.7), year(2022, false, 0.8)])).toBe(
      2021,
    );
    expect(defaultBacktestYear([year(2022, false, 0.8), year(2023, false, null)])).toBe(2022);
    expect(defaultBacktestYear([year(2023, false, null)])).toBe(2023);
    expect(defaultBacktestYear([])).toBeNull();
  });

  it('shares need a total', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 0)).toBeNull();
  });

  it('draws the diagonal first and one line per curve', () => {
    const colours = { text: '#000', subtle: '#666', border: '#ccc', bands: {}, positive: '', groups: [] };
    const option = rocOption(
      [
        {
          name: '现行',
          points: [
            [0, 0],
            [0.5, 0.8],
            [1, 1],
          ],
          colour: '#f00',
        },
      ],
      colours as never,
      { fpr: '误报率', tpr: '检出率', diagonal: '随机' },
    ) as { series: { name: string; data: unknown }[] };
    expect(option.series.map((s) => s.name)).toEqual(['随机', '现行']);
    expect(option.series[0]!.data).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});
