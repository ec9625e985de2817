import type { CountyOutline } from '@coal/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { type ChartColors, countyOutlineSeries, ringAround } from './chart-options';

const KM_PER_DEGREE = 111.32;
/** The picker shows at least this much around the point, so a short radius still leaves room to move. */
const MIN_HALF_SPAN_KM = 30;

/** Half the picker's width in km for a radius: the ring with a margin, never tighter than 30 km. */
export function pickerHalfSpanKm(radiusKm: number): number {
  return Math.max(MIN_HALF_SPAN_KM, radiusKm * 1.3);
}

/** The picker's box around a point, equal in km both ways (a square canvas shows the ring round). */
export function pickerBounds(lat: number, lng: number, radiusKm: number) {
  const half = pickerHalfSpanKm(radiusKm);
  const dLat = half / KM_PER_DEGREE;
  const dLng = half / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return { west: lng - dLng, east: lng + dLng, south: lat - dLat, north: lat + dLat };
}

/** A picked coordinate to 4 decimals (about 10 m), as the inputs and the URL show it. */
export const roundCoordinate = (value: number) => Math.round(value * 1e4) / 1e4;

function middleOf(county: CountyOutline): [number, number] {
  const points = county.polygons.flat(2);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

export interface PickerInput {
  lat: number;
  lng: number;
  radiusKm: number;
  counties: CountyOutline[];
  colors: ChartColors;
  labels: { point: string; ring: string };
}

/** The point-picking map: county outlines (named), the radius ring and the chosen point, on plain axes. */
export function pointPickerOption({
  lat,
  lng,
  radiusKm,
  counties,
  colors,
  labels,
}: PickerInput): EChartsCoreOption {
  const box = pickerBounds(lat, lng, radiusKm);
  return {
    animation: false,
    grid: { left: 0, right: 0, top: 0, bottom: 0 },
    xAxis: { type: 'value', min: box.west, max: box.east, show: false },
    yAxis: { type: 'value', min: box.south, max: box.north, show: false },
    tooltip: { show: false },
    series: [
      ...countyOutlineSeries(counties, colors.border),
      {
        // County names at the middle of each outline's box, for finding one's way.
        type: 'scatter',
        silent: true,
        z: 1,
        symbolSize: 0,
        label: { show: true, formatter: '{b}', color: colors.subtle, fontSize: 11 },
        data: counties.map((county) => ({ name: county.name, value: middleOf(county) })),
      },
      {
        type: 'line',
        name: labels.ring,
        silent: true,
        symbol: 'none',
        z: 2,
        lineStyle: { color: colors.primary, width: 1.5, type: 'dashed' },
        data: ringAround(lat, lng, radiusKm),
      },
      {
        type: 'scatter',
        name: labels.point,
        silent: true,
        z: 3,
        symbol: 'pin',
        symbolSize: 26,
        itemStyle: { color: colors.accent },
        data: [[lng, lat]],
      },
    ],
  };
}
