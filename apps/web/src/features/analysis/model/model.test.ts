import type { SeamComparison } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { areaSearchHref, parseAreaParams, toAreaParams } from './area-url';
import {
  niceTop,
  qualityBoxHeight,
  qualityBoxOption,
  ringAround,
  spreadLabels,
  wrapBandName,
} from './chart-options';
import { parseComparisonParams, toComparisonParams } from './comparison-url';
import { seamSummary } from './summary';

const colors = {
  text: '#000',
  subtle: '#666',
  border: '#ddd',
  primary: '#165DFF',
  accent: '#F53F3F',
  palette: [],
};

describe('comparison URL', () => {
  it('reads the radius and seams, falling back to the default on bad values', () => {
    expect(parseComparisonParams(new URLSearchParams('radius=50&seam=9'))).toEqual({
      radiusKm: 50,
      seams: '',
      seam: '9',
    });
    expect(parseComparisonParams(new URLSearchParams('radius=500')).radiusKm).toBe(20);
    expect(toComparisonParams({ radiusKm: 20, seams: '', seam: '' }).toString()).toBe('');
    expect(toComparisonParams({ radiusKm: 5, seams: '9,3', seam: '' }).toString()).toBe(
      'radius=5&seams=9%2C3',
    );
  });
});

describe('area URL', () => {
  it('round-trips a mine, a county and a point, and links to search with the same area', () => {
    for (const query of [
      'mineId=7&radius=50',
      `county=${encodeURIComponent('七星关区')}`,
      'lat=26.6&lng=106.7&radius=10',
    ]) {
      const centre = parseAreaParams(new URLSearchParams(query))!;
      expect(toAreaParams(centre).toString()).toBe(query);
    }
    expect(parseAreaParams(new URLSearchParams(''))).toBeNull();
    const mine = parseAreaParams(new URLSearchParams('mineId=7&radius=50'))!;
    expect(areaSearchHref(mine, '金沙煤矿', { productionStatus: '1' })).toBe(
      `/search?nearMine=7&radiusKm=50&areaLabel=${encodeURIComponent('金沙煤矿')}&productionStatus=1`,
    );
  });
});

describe('charts', () => {
  it('draws the ring at the radius', () => {
    const ring = ringAround(27, 105, 20);
    expect(ring[0]![1] - 27).toBeCloseTo(20 / 111.32, 6);
    expect(ring.at(-1)).toEqual(ring[0]);
  });

  it('shades the GB/T 15224 ash bands behind the box, up to the top of the axis', () => {
    const option = qualityBoxOption(
      {
        key: 'ad',
        name: 'Ad',
        subject: 18,
        neighbours: { n: 3, min: 12, q1: 18, median: 25, q3: 28, max: 32 },
      },
      (code) => code,
      { subject: 's', neighbours: 'n' },
      colors,
    ) as { series: { markArea?: { data: [{ name: string; yAxis: number }, { yAxis: number }][] } }[] };
    const bands = option.series[0]!.markArea!.data;
    expect(bands.map(([from]) => from.name)).toEqual(['SLA', 'LA', 'MA', 'MHA']);
    expect(bands[3]![1].yAxis).toBe(40);
  });

  it('rounds the axis top up to an even step, so the top label does not crowd the tick below it', () => {
    expect([38.2, 3.4, 19.6, 69, 0.42, 100].map(niceTop)).toEqual([40, 3.5, 20, 70, 0.45, 100]);
    expect(niceTop(0)).toBe(1);
  });

  it('spreads labels apart, in order and in bounds, moving only those that collide', () => {
    expect(spreadLabels([5, 15, 25], 4, 0, 40)).toEqual([5, 15, 25]);
    const spread = spreadLabels([1, 1.5, 2, 39.5], 3, 0.5, 39.5);
    expect(spread).toEqual([1, 4, 7, 39.5]);
    // Crowded at the top: pushed back down from the upper bound.
    const top = spreadLabels([30, 31, 32], 3, 0, 33);
    expect(top).toEqual([27, 30, 33]);
  });

  it('names every calorific band at least a line apart, each next to its own band where there is room', () => {
    const heightPx = 200;
    const option = qualityBoxOption(
      {
        key: 'qgrd',
        name: 'Qgr,d',
        subject: 24,
        neighbours: { n: 20, min: 23.5, q1: 26.8, median: 27.2, q3: 27.9, max: 29.5 },
      },
      (code) => `grade ${code}`,
      { subject: 's', neighbours: 'n' },
      colors,
      heightPx,
    ) as {
      yAxis: { max: number; axisLabel: { customValues?: number[]; formatter?: (v: number) => string } }[];
      series: { markArea?: { data: [{ name: string; yAxis: number }, { yAxis: number }][] } }[];
    };
    const bands = option.series[0]!.markArea!.data;
    const axis = option.yAxis[1]!.axisLabel;
    const at = axis.customValues!;
    expect(at).toHaveLength(bands.length);
    expect(bands.length).toBeGreaterThan(4);
    const pxPerUnit = (heightPx - 36) / option.yAxis[0]!.max;
    for (let i = 1; i < at.length; i++)
      expect((at[i]! - at[i - 1]!) * pxPerUnit).toBeGreaterThanOrEqual(13.9);
    expect(at.map((v) => axis.formatter!(v))).toEqual(bands.map(([from]) => from.name));
    // The widest band (0 up to the lowest grade's limit) keeps its name at its middle.
    const [first] = bands;
    expect(at[0]).toBeCloseTo((first![0].yAxis + first![1].yAxis) / 2, 6);
  });
});

describe('calorific band names in English', () => {
  const EN: Record<string, string> = {
    LQ: 'Low calorific value',
    MLQ: 'Medium-low calorific value',
    MQ: 'Medium calorific value',
    MHQ: 'Medium-high calorific value',
    HQ: 'High calorific value',
    SHQ: 'Super-high calorific value',
  };
  const qgrd = {
    key: 'qgrd' as const,
    name: 'Calorific Qgr,d (MJ/kg)',
    subject: 24,
    neighbours: { n: 20, min: 23.5, q1: 26.8, median: 27.2, q3: 27.9, max: 29.5 },
  };

  it('wraps a long name between words, the scale on the last line, and never cuts one', () => {
    expect(wrapBandName('Medium-high calorific value')).toEqual(['Medium-high', 'calorific value']);
    expect(wrapBandName('Low calorific value')).toEqual(['Low', 'calorific value']);
    expect(wrapBandName('Medium-high ash')).toEqual(['Medium-high ash']);
    expect(wrapBandName('中高热值煤')).toEqual(['中高热值煤']);
    expect(wrapBandName('Extraordinarilylongsinglewordgrade')).toEqual([
      'Extraordinarilylongsinglewordgrade',
    ]);
  });

  it('names every band in full, each line within the label column, a line apart at the height it asks for', () => {
    const heightPx = qualityBoxHeight([qgrd], (_key, code) => EN[code]!);
    expect(heightPx).toBeGreaterThan(200);
    expect(qualityBoxHeight([qgrd], (_key, code) => `${code} 级`)).toBe(200);
    const option = qualityBoxOption(
      qgrd,
      (code) => EN[code]!,
      { subject: 's', neighbours: 'n' },
      colors,
      heightPx,
    ) as {
      grid: { right: number };
      yAxis: {
        max: number;
        axisLabel: { customValues?: number[]; formatter?: (v: number) => string; overflow?: string };
      }[];
    };
    const axis = option.yAxis[1]!.axisLabel;
    const at = axis.customValues!;
    const labels = at.map((v) => axis.formatter!(v));
    expect(labels.map((l) => l.replace('\n', ' '))).toEqual(Object.values(EN));
    expect(axis.overflow).not.toBe('truncate');
    // 11 px Latin characters are about 6.4 px wide: every line fits the margin the grid leaves.
    for (const line of labels.flatMap((l) => l.split('\n')))
      expect(line.length * 11 * 0.58, line).toBeLessThanOrEqual(option.grid.right - 8);
    const pxPerUnit = (heightPx - 36) / option.yAxis[0]!.max;
    const lines = labels.map((l) => l.split('\n').length);
    for (let i = 1; i < at.length; i++)
      expect((at[i]! - at[i - 1]!) * pxPerUnit).toBeGreaterThanOrEqual(
        ((lines[i - 1]! + lines[i]!) / 2) * 14 - 0.01,
      );
    expect(at[0]! * pxPerUnit).toBeGreaterThanOrEqual((lines[0]! / 2) * 14 - 0.01);
    expect((option.yAxis[0]!.max - at[at.length - 1]!) * pxPerUnit).toBeGreaterThanOrEqual(
      (lines[lines.length - 1]! / 2) * 14 - 0.01,
    );
  });
});

describe('seam summary', () => {
  it('tells each seam from the figures', () => {
    const data = {
      radiusKm: 20,
      neighbourCount: 14,
      seams: [
        {
          seam: '9',
          label: 'M9',
          presentIn: 11,
          subject: { thicknessAvg: 2.1 },
          thickness: { n: 11, min: 1, q1: 1.2, median: 1.6, q3: 1.9, max: 3 },
        },
        {
          seam: '3',
          label: 'M3',
          presentIn: 2,
          subject: null,
          thickness: { n: 2, min: 1, q1: 1, median: 1.1, q3: 1.2, max: 1.2 },
        },
      ],
      mines: [
        { mineName: '本矿', distanceKm: null, bearing: null, hasRecords: true },
        { mineName: '邻矿', distanceKm: 3.2, bearing: 'NE', hasRecords: true },
      ],
    } as unknown as SeamComparison;
    const lines = seamSummary(
      data,
      (key, o) => `${key}:${JSON.stringify(o)}`,
      (b) => b,
    );
    expect(lines[0]).toContain('"name":"邻矿"');
    expect(lines[1]).toBe(
      'analysis.summary.seamBoth:{"seam":"M9","present":11,"total":14,"here":2.1,"median":1.6,"q1":1.2,"q3":1.9}',
    );
    expect(lines[2]).toContain('analysis.summary.seamNotHere');
  });
});
