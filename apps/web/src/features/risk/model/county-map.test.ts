import { describe, expect, it } from 'vitest';
import { escapedForm, expectInertHtml, XSS_LIST } from '../../../../test/chart-xss';
import { countyMapOption, type CountyMapColors } from './county-map';

const COLORS: CountyMapColors = {
  text: '#000',
  subtle: '#666',
  border: '#ddd',
  bands: { A: '#0a0', B: '#00a', C: '#fa0', D: '#a00' },
  positive: '#fa0',
  groups: ['#00a'],
  empty: '#eee',
  selected: '#000',
};
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as Parameters<typeof countyMapOption>[4];

const overview = {
  thresholds: [15, 25, 32] as [number, number, number],
  byCounty: [
    { countyCode: '520102', county: '南明区', prefecture: '贵阳市', mines: 3, mean: 12.5 },
    { countyCode: '520221', county: '水城区', prefecture: '六盘水市', mines: 40, mean: 36.2 },
  ],
};
const names = new Map([
  ['520102', '南明区'],
  ['520221', '水城区'],
  ['520103', '云岩区'],
]);

type MapSeries = { data: { name: string; value?: number; itemStyle?: unknown }[] }[];

describe('county choropleth', () => {
  it('draws every county by code, the scored ones with their mean, and marks the picked one', () => {
    const option = countyMapOption(overview, names, '520221', COLORS, t);
    const [series] = option.series as MapSeries;
    expect(series!.data.map((d) => [d.name, d.value])).toEqual([
      ['520102', 12.5],
      ['520221', 36.2],
      ['520103', undefined],
    ]);
    expect(series!.data.filter((d) => d.itemStyle).map((d) => d.name)).toEqual(['520221']);
    // The scale spans the band thresholds and every mean.
    expect(option.visualMap).toMatchObject({ min: 12, max: 37 });
  });

  it('shows hostile county names as text in the tooltip', () => {
    for (const name of XSS_LIST) {
      const option = countyMapOption(
        { ...overview, byCounty: [{ ...overview.byCounty[0]!, county: name }] },
        new Map([['520102', name]]),
        undefined,
        COLORS,
        t,
      );
      const formatter = (option.tooltip as { formatter: (p: { name: string }) => string }).formatter;
      const html = formatter({ name: '520102' });
      expectInertHtml(html);
      expect(html.startsWith(escapedForm(name))).toBe(true);
      const empty = countyMapOption(overview, new Map([['520103', name]]), undefined, COLORS, t);
      expectInertHtml(
        (empty.tooltip as { formatter: (p: { name: string }) => string }).formatter({ name: '520103' }),
      );
    }
  });
});
