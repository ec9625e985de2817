import type { SeamComparison } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { areaSearchHref, parseAreaParams, toAreaParams } from './area-url';
import { qualityBoxOption, ringAround } from './chart-options';
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
    expect(bands[3]![1].yAxis).toBeCloseTo(32 * 1.2);
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
