import { childEntityColumns } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { escapedForm, expectInertHtml, MARKER, XSS_LIST } from '../../../../test/chart-xss';
import {
  type CategoryChart,
  categoryOption,
  type ChartColors,
  hasValues,
  joinEntityRows,
  productionByYear,
  qualityBySeam,
} from './chart-options';

const COLORS: ChartColors = { text: '#000', subtle: '#666', border: '#ddd', palette: ['#165DFF'] };

describe('profile charts', () => {
  it('orders production by year with output bars and a capacity line', () => {
    const chart = productionByYear(
      [
        { year: 2023, output: 40, capacity: 45 },
        { year: 2021, output: 30, capacity: 45 },
        { year: null, output: 1 },
      ],
      { output: 'out', capacity: 'cap' },
    );
    expect(chart.categories).toEqual(['2021', '2023']);
    expect(chart.series.map((s) => [s.type, s.values])).toEqual([
      ['bar', [30, 40]],
      ['line', [45, 45]],
    ]);
  });

  it('joins the narrowed subsections of one entity by position before charting quality', () => {
    const rows = joinEntityRows([
      [
        { seamNo: '6', ashGrade: 'MA' },
        { seamNo: '9', ashGrade: 'LA' },
      ],
      [
        { seamNo: '6', ad: 22.3, vdaf: 7.8, std: 1.1, qgrd: 27.5 },
        { seamNo: '9', ad: 19.5, vdaf: 7.3, std: 2, qgrd: 28.4 },
      ],
    ]);
    expect(rows[1]).toEqual({ seamNo: '9', ashGrade: 'LA', ad: 19.5, vdaf: 7.3, std: 2, qgrd: 28.4 });
    const chart = qualityBySeam(rows, childEntityColumns.quality, true);
    expect(chart.categories).toEqual(['M6', 'M9']);
    expect(chart.series.find((s) => s.key === 'qgrd')).toMatchObject({
      type: 'line',
      axis: 1,
      values: [27.5, 28.4],
    });
    expect(chart.series[0]?.name).toBe('干燥基灰分 Ad');
    expect(hasValues(chart)).toBe(true);
  });

  it('does not join rows of different seams or lengths', () => {
    expect(joinEntityRows([[{ seamNo: '6' }], [{ seamNo: '7', ad: 1 }]])).toEqual([{ seamNo: '6' }]);
    expect(hasValues(qualityBySeam([{ seamNo: '6' }], childEntityColumns.quality, true))).toBe(false);
  });
});

describe('profile chart formatters', () => {
  it('show hostile seam numbers and series names as text in the tooltip', () => {
    for (const name of XSS_LIST) {
      const chart: CategoryChart = {
        categories: [name],
        series: [{ key: 'ad', name, type: 'bar', axis: 0, values: [22.5] }],
        axes: [name],
      };
      const option = categoryOption(chart, COLORS);
      const html = option.tooltip.formatter([
        { marker: MARKER, seriesName: name, axisValueLabel: name, value: 22.5 },
      ]);
      expectInertHtml(html);
      expect(html).toContain(escapedForm(name));
    }
  });
});

describe('profile chart axes', () => {
  it('align axis names inwards so that a long name is not cut at the edge', () => {
    const option = categoryOption(
      productionByYear([{ year: 2023, output: 40, capacity: 45 }], {
        output: '原煤产量',
        capacity: '核定产能',
      }),
      COLORS,
    );
    expect(option.yAxis.map((a) => [a.name, a.nameTextStyle.align])).toEqual([['原煤产量', 'left']]);
    const quality = categoryOption(
      qualityBySeam([{ seamNo: '6', ad: 1, qgrd: 2 }], childEntityColumns.quality, true),
      COLORS,
    );
    expect(quality.yAxis.map((a) => a.nameTextStyle.align)).toEqual(['left', 'right']);
  });
});
