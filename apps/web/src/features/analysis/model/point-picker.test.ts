import { describe, expect, it } from 'vitest';
import { pickerBounds, pickerHalfSpanKm, pointPickerOption, roundCoordinate } from './point-picker';

const KM_PER_DEGREE = 111.32;

describe('the point-picking map', () => {
  it('shows the ring with a margin, and never less than 30 km each way', () => {
    expect(pickerHalfSpanKm(5)).toBe(30);
    expect(pickerHalfSpanKm(50)).toBe(65);
  });

  it('is centred on the point and as wide as it is tall in km', () => {
    const box = pickerBounds(26.6, 106.7, 50);
    expect((box.west + box.east) / 2).toBeCloseTo(106.7, 9);
    expect((box.south + box.north) / 2).toBeCloseTo(26.6, 9);
    const wideKm = (box.east - box.west) * KM_PER_DEGREE * Math.cos((26.6 * Math.PI) / 180);
    const tallKm = (box.north - box.south) * KM_PER_DEGREE;
    expect(wideKm).toBeCloseTo(130, 6);
    expect(tallKm).toBeCloseTo(130, 6);
  });

  it('puts its axes on that box and the pin on the point', () => {
    const option = pointPickerOption({
      lat: 26.6,
      lng: 106.7,
      radiusKm: 20,
      counties: [
        {
          code: '520102',
          name: '南明区',
          polygons: [
            [
              [
                [106.6, 26.5],
                [106.8, 26.5],
                [106.8, 26.7],
                [106.6, 26.5],
              ],
            ],
          ],
        },
      ],
      colors: {
        text: '#000',
        subtle: '#666',
        border: '#ccc',
        primary: '#165dff',
        accent: '#f53f3f',
        palette: [],
      },
      labels: { point: '坐标', ring: '半径范围' },
    }) as { xAxis: { min: number; max: number }; series: { name?: string; data: unknown[] }[] };
    const box = pickerBounds(26.6, 106.7, 20);
    expect([option.xAxis.min, option.xAxis.max]).toEqual([box.west, box.east]);
    expect(option.series.find((s) => s.name === '坐标')!.data).toEqual([[106.7, 26.6]]);
    expect(option.series.some((s) => s.data.some((d) => (d as { name?: string }).name === '南明区'))).toBe(
      true,
    );
  });

  it('rounds a picked coordinate to about 10 m', () => {
    expect(roundCoordinate(106.712345)).toBe(106.7123);
    expect(roundCoordinate(26.00004)).toBe(26);
  });
});
