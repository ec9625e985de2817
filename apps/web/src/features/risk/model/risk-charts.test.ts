import { indicatorsOf, type RiskWeight } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { histogramOption, type RiskChartColors, weightsOption } from './risk-charts';

const colors: RiskChartColors = {
  text: '#000',
  subtle: '#666',
  border: '#fff',
  bands: { A: '#0a0', B: '#aa0', C: '#a60', D: '#a00' },
  positive: '#0a0',
  groups: ['#0000ff'],
};

const tooltipOf = (option: ReturnType<typeof weightsOption>) =>
  (option as { tooltip: { formatter: (p: { name: string; value: number }) => string } }).tooltip.formatter;

describe('weights chart', () => {
  it('shows a group as the rounded sum of its indicators, not the float it adds up to', () => {
    const [first, second] = indicatorsOf('operation');
    const weights: RiskWeight[] = [
      { indicator: first!, group: 'operation', ahp: 0.1, entropy: 0.1, weight: 0.152 },
      { indicator: second!, group: 'operation', ahp: 0.1, entropy: 0.1, weight: 0.086 },
    ];
    const option = weightsOption(weights, colors, (key) => key);
    // ECharts sums 15.2 + 8.6 for the group's ring.
    expect(tooltipOf(option)({ name: '经营', value: 15.2 + 8.6 })).toBe('经营<br/>23.8%');
    expect(tooltipOf(option)({ name: '吊销', value: 8.6 })).toBe('吊销<br/>8.6%');
  });
});

describe('score histogram', () => {
  it('names both axes in the secondary text colour, the score below its labels where it is not cut off', () => {
    const option = histogramOption([{ from: 0, to: 10, count: 3 }], [20, 40, 60], colors, (key) => key) as {
      xAxis: { name: string; nameLocation: string; nameTextStyle: { color: string } };
      yAxis: { name: string; nameTextStyle: { color: string } };
    };
    expect(option.xAxis).toMatchObject({ name: 'risk.histogram.score', nameLocation: 'middle' });
    expect(option.xAxis.nameTextStyle.color).toBe(colors.subtle);
    expect(option.yAxis).toMatchObject({
      name: 'risk.histogram.axis',
      nameTextStyle: { color: colors.subtle },
    });
  });
});

describe('score histogram tooltip', () => {
  type Histogram = { tooltip: { formatter: (p: { dataIndex: number }[]) => string } };
  const bins = [
    { from: 0, to: 10, count: 3, current: 5 },
    { from: 60, to: 70, count: 2, current: 1 },
  ];

  it('marks a bin with its band colour, not the series colour', () => {
    const option = histogramOption(bins, [20, 40, 60], colors, (key) => key) as unknown as Histogram;
    const text = option.tooltip.formatter([{ dataIndex: 1 }]);
    expect(text).toContain('60–70<br/>');
    expect(text).toContain(`background-color:${colors.bands.D}`);
    expect(text).toContain('risk.histogram.axis: 2');
    expect(option.tooltip.formatter([{ dataIndex: 0 }])).toContain(`background-color:${colors.bands.A}`);
  });

  it('compares the current and proposed counts, each with its own colour', () => {
    const compare = { current: '当前', proposed: '新方案' };
    const option = histogramOption(bins, [20, 40, 60], colors, (key) => key, compare) as unknown as Histogram;
    const lines = option.tooltip.formatter([{ dataIndex: 0 }, { dataIndex: 0 }]).split('<br/>');
    expect(lines[0]).toBe('0–10');
    expect(lines[1]).toMatch(new RegExp(`background-color:${colors.border}.*当前: 5$`));
    expect(lines[2]).toMatch(new RegExp(`background-color:${colors.bands.A}.*新方案: 3$`));
  });
});

describe('weights chart labels', () => {
  it('write each ring in the text colour that reads on its segment', () => {
    const [first] = indicatorsOf('natural');
    const weights: RiskWeight[] = [
      { indicator: first!, group: 'natural', ahp: 0.1, entropy: 0.1, weight: 0.2 },
    ];
    const option = weightsOption(weights, colors, (key) => key) as unknown as {
      series: {
        data: {
          itemStyle: { color: string };
          label: { color: string };
          children: { itemStyle: { color: string }; label: { color: string } }[];
        }[];
      }[];
    };
    const group = option.series[0]!.data[0]!;
    expect(group.itemStyle.color).toBe('#0000ff');
    expect(group.label.color).toBe('#FFFFFF');
    const indicator = group.children[0]!;
    expect(indicator.itemStyle.color).toBe('#7373FF');
    expect(indicator.label.color).toBe('#1F1F1F');
  });
});
