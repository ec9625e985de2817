import type { ProvinceOverview } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { escapedForm, expectInertHtml, MARKER, XSS_LIST } from '../../../../test/chart-xss';
import { type PrefectureChartLook, prefectureOption } from './prefecture-option';

const LOOK: PrefectureChartLook = {
  colors: ['#00B42A'],
  text: '#000',
  subtle: '#666',
  border: '#ddd',
  splitLine: '#eee',
  fontFamily: 'sans-serif',
  minesAxis: '煤矿数（座）',
  formatNumber: (value) => value.toLocaleString('zh-CN'),
};

function overviewNamed(name: string): ProvinceOverview {
  const bucket = { value: name, label: name, color: 'green', mines: 1200, capacity: 30 };
  return {
    mines: 1200,
    capacity: 30,
    producingMines: 1200,
    producingCapacity: 30,
    byStatus: [bucket],
    byPrefecture: [{ ...bucket, byStatus: { [name]: 1200 } }],
    sample: true,
    updatedAt: '2026-01-01 00:00:00',
  };
}

describe('prefecture chart', () => {
  it('lays the bars sideways on phones, the legend below and the axis name clear of it', () => {
    const option = prefectureOption(overviewNamed('生产'), { ...LOOK, horizontal: true });
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['生产'], inverse: true });
    expect(option.xAxis).toMatchObject({ type: 'value', name: '煤矿数（座）', nameLocation: 'middle' });
    expect(option.legend).toMatchObject({ bottom: 0 });
    const wide = prefectureOption(overviewNamed('生产'), LOOK);
    expect(wide.xAxis).toMatchObject({ type: 'category' });
  });

  it('stacks one bar series per production status over the prefectures', () => {
    const option = prefectureOption(overviewNamed('生产'), LOOK);
    expect(option.series).toMatchObject([{ type: 'bar', name: '生产', stack: 'mines', data: [1200] }]);
  });

  it('shows hostile prefecture and status names as text in the tooltip', () => {
    for (const name of XSS_LIST) {
      const option = prefectureOption(overviewNamed(name), LOOK);
      const tooltip = option.tooltip as { formatter: (p: unknown) => string };
      const html = tooltip.formatter([
        { marker: MARKER, seriesName: name, axisValueLabel: name, value: 1200 },
      ]);
      expectInertHtml(html);
      expect(html).toContain(`${MARKER}${escapedForm(name)}: 1,200`);
    }
  });
});
