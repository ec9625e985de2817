import { indicatorsOf, type RiskWeight } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { histogramOption, type RiskChartColors, weightsOption } from './risk-charts';

const colors: RiskChartColors = {
  text: '#000',
  subtle: '#666',
  border: '#fff',
  bands: { A: '#0a0', B: '#aa0', C: '#a60', D: '#a00' },
  positive: '#0a0',
  groups: ['#00f'],
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
