import {
  ASH_BANDS,
  CALORIFIC_BANDS,
  type ComparedMine,
  type CountyOutline,
  type GradeBand,
  type QualityIndicator,
  type Quartiles,
  SULFUR_BANDS,
  type SeamComparison,
} from '@coal/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartTheme } from '@/lib/chart/use-chart-theme';
import { chartTooltipLines, plainChartLabel } from '@/lib/chart/chart-text';

export interface ChartColors {
  text: string;
  subtle: string;
  border: string;
  primary: string;
  accent: string;
  palette: readonly string[];
}

/** The analysis charts' colours: the theme's text and lines, and a palette apart from the status colours. */
export const analysisColors = (c: ChartTheme): ChartColors => ({
  text: c.text,
  subtle: c.subtle,
  border: c.border,
  primary: c.primary,
  accent: c.error,
  palette: ['#14C9C9', '#F7BA1E', '#722ED1', '#00B42A', '#FF7D00', '#86909C'],
});

const KM_PER_DEGREE = 111.32;
const RING_POINTS = 96;

/** The circle of `radiusKm` around a point, as [lng, lat] (a small-circle on the sphere, fine at this scale). */
export function ringAround(lat: number, lng: number, radiusKm: number): [number, number][] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: RING_POINTS + 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / RING_POINTS;
    return [lng + dLng * Math.sin(a), lat + dLat * Math.cos(a)];
  });
}

/** County outlines as thin silent lines under everything else, one series a ring, on plain axes. */
export function countyOutlineSeries(counties: CountyOutline[], color: string) {
  return counties.flatMap((county) =>
    county.polygons.flatMap((polygon) =>
      polygon.map((ring) => ({
        type: 'line',
        silent: true,
        symbol: 'none',
        z: 1,
        lineStyle: { color, width: 1 },
        data: ring,
        tooltip: { show: false },
      })),
    ),
  );
}

export interface MapInput {
  subject: { lat: number; lng: number; mineName: string };
  neighbours: Pick<ComparedMine, 'mineId' | 'mineName' | 'lat' | 'lng' | 'distanceKm' | 'productionStatus'>[];
  radiusKm: number;
  counties: CountyOutline[];
  statusColor: (status: string) => string;
  statusLabel: (status: string) => string;
  labels: { subject: string; ring: string; km: string };
  colors: ChartColors;
}

/**
 * A small map on plain axes (longitude, latitude): county outlines, the radius ring, the subject and the
 * neighbours coloured by status. Axes span the ring with a margin, equal in kilometres both ways, so a
 * square canvas shows the ring round.
 */
export function neighbourMapOption(input: MapInput): EChartsCoreOption {
  const { subject, radiusKm, colors } = input;
  const span = radiusKm * 1.15;
  const dLat = span / KM_PER_DEGREE;
  const dLng = span / (KM_PER_DEGREE * Math.cos((subject.lat * Math.PI) / 180));
  const outlines = countyOutlineSeries(input.counties, colors.border);
  const byStatus = new Map<string, MapInput['neighbours']>();
  for (const n of input.neighbours)
    byStatus.set(n.productionStatus, [...(byStatus.get(n.productionStatus) ?? []), n]);
  return {
    animation: false,
    grid: { left: 4, right: 4, top: 4, bottom: 4 },
    xAxis: { type: 'value', min: subject.lng - dLng, max: subject.lng + dLng, show: false },
    yAxis: { type: 'value', min: subject.lat - dLat, max: subject.lat + dLat, show: false },
    tooltip: { trigger: 'item', confine: true },
    legend: { show: false },
    series: [
      ...outlines,
      {
        type: 'line',
        name: input.labels.ring,
        silent: true,
        symbol: 'none',
        z: 2,
        lineStyle: { color: colors.primary, width: 1.5, type: 'dashed' },
        data: ringAround(subject.lat, subject.lng, radiusKm),
        tooltip: { show: false },
      },
      ...[...byStatus].map(([status, mines]) => ({
        type: 'scatter',
        name: input.statusLabel(status),
        z: 3,
        symbolSize: 9,
        itemStyle: { color: input.statusColor(status), borderColor: '#fff', borderWidth: 1 },
        data: mines.map((n) => ({ value: [n.lng, n.lat], name: n.mineName, distance: n.distanceKm })),
        tooltip: {
          formatter: (p: { data: { name: string; distance: number | null } }) =>
            chartTooltipLines(
              p.data.name,
              `${input.statusLabel(status)} · ${p.data.distance ?? ''} ${input.labels.km}`,
            ),
        },
      })),
      {
        type: 'scatter',
        name: input.labels.subject,
        z: 4,
        symbol: 'pin',
        symbolSize: 26,
        itemStyle: { color: colors.accent },
        data: [{ value: [subject.lng, subject.lat], name: subject.mineName }],
        tooltip: { formatter: () => chartTooltipLines(subject.mineName, input.labels.subject) },
      },
    ],
  };
}

/** Mean thickness per seam: this mine, the neighbours' median, and the nearest neighbours with records. */
export function seamBarsOption(
  data: SeamComparison,
  labels: { subject: string; median: string; axis: string },
  colors: ChartColors,
  nearest = 4,
): EChartsCoreOption {
  const seams = data.seams;
  const others = data.mines.filter((m) => m.distanceKm !== null && m.hasRecords).slice(0, nearest);
  const series = [
    { name: labels.subject, values: seams.map((s) => s.subject?.thicknessAvg ?? null) },
    { name: labels.median, values: seams.map((s) => s.thickness?.median ?? null) },
    ...others.map((m) => ({
      name: m.mineName,
      values: seams.map((s) => m.cells[s.seam]?.thicknessAvg ?? null),
    })),
  ];
  return {
    animation: false,
    color: [colors.accent, colors.primary, ...colors.palette],
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v} m` : '—'),
    },
    legend: {
      type: 'scroll',
      top: 0,
      textStyle: { color: colors.text },
      formatter: (name: string) => plainChartLabel(name),
    },
    grid: { left: 48, right: 16, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: seams.map((s) => s.label), axisLabel: { color: colors.subtle } },
    yAxis: {
      type: 'value',
      name: labels.axis,
      nameTextStyle: { color: colors.subtle },
      axisLabel: { color: colors.subtle },
      splitLine: { lineStyle: { color: colors.border } },
    },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, barMaxWidth: 18 })),
  };
}

export interface IndicatorFigure {
  key: QualityIndicator;
  name: string;
  subject: number | null;
  neighbours: Quartiles | null;
}

/** The subject's indicators against the neighbours' median, each axis scaled to its own range. */
export function qualityRadarOption(
  figures: IndicatorFigure[],
  labels: { subject: string; median: string },
  colors: ChartColors,
): EChartsCoreOption {
  const shown = figures.filter((f) => f.subject !== null || f.neighbours);
  return {
    animation: false,
    color: [colors.accent, colors.primary],
    legend: { bottom: 0, textStyle: { color: colors.text } },
    tooltip: { trigger: 'item', confine: true },
    radar: {
      radius: '62%',
      axisName: { color: colors.subtle },
      splitLine: { lineStyle: { color: colors.border } },
      indicator: shown.map((f) => ({
        name: f.name,
        min: 0,
        max: Math.max(1, ((Math.max(f.subject ?? 0, f.neighbours?.max ?? 0) * 1.15) | 0) + 1),
      })),
    },
    series: [
      {
        type: 'radar',
        data: [
          { name: labels.subject, value: shown.map((f) => f.subject ?? 0), areaStyle: { opacity: 0.15 } },
          {
            name: labels.median,
            value: shown.map((f) => f.neighbours?.median ?? 0),
            areaStyle: { opacity: 0.1 },
          },
        ],
      },
    ],
  };
}

const BANDS: Partial<Record<QualityIndicator, readonly GradeBand[]>> = {
  ad: ASH_BANDS,
  std: SULFUR_BANDS,
  qgrd: CALORIFIC_BANDS,
};

export const gradeBandsOf = (key: QualityIndicator) => BANDS[key] ?? [];

/** The axis top: the next multiple of half a power of ten (38.2 → 40, 3.4 → 3.5), so ticks reach it evenly. */
export function niceTop(value: number): number {
  if (!(value > 0)) return 1;
  const step = 10 ** Math.floor(Math.log10(value)) / 2;
  return Number((Math.ceil(value / step - 1e-9) * step).toFixed(6));
}

/**
 * Label positions as close as can be to where each wants to be (ascending), within [min, max] and apart
 * by `size`: one height for all, or each label's own (neighbours then keep half of each one's height
 * apart). Pushed up past their neighbours below, then back down from the top.
 */
export function spreadLabels(
  wanted: readonly number[],
  size: number | readonly number[],
  min: number,
  max: number,
): number[] {
  const height = (i: number) => (typeof size === 'number' ? size : size[i]!);
  const gap = (i: number) => (height(i - 1) + height(i)) / 2;
  const out = wanted.map((v) => Math.min(max, Math.max(min, v)));
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i]!, out[i - 1]! + gap(i));
  if (out.length && out[out.length - 1]! > max) {
    out[out.length - 1] = max;
    for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i]!, out[i + 1]! - gap(i + 1));
  }
  return out;
}

/** The box chart's plot height in pixels, for a canvas this tall (the grid's top and bottom margins). */
const BOX_GRID = { top: 12, bottom: 24 };
const BAND_FONT = 11;
const BAND_LINE = BAND_FONT + 3;
/** A band's name wraps rather than widen the label column past this (the plot keeps its room). */
const BAND_LABEL_MAX = 110;
/** Room for a band's name to the right of the plot, estimated from its characters (CJK twice as wide). */
const labelWidth = (text: string) =>
  [...text].reduce(
    (w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? BAND_FONT : BAND_FONT * 0.58),
    0,
  );

/**
 * A band's name in lines that fit the label column, broken between words and filled from the end, so
 * the grades of one scale share their last line ("Medium-high" over "calorific value"). A name is
 * never cut: a single word wider than the column keeps its own line.
 */
export function wrapBandName(name: string, maxPx = BAND_LABEL_MAX): string[] {
  const words = name.split(' ').filter(Boolean);
  const lines: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const joined = lines.length ? `${words[i]} ${lines[0]}` : undefined;
    if (joined !== undefined && labelWidth(joined) <= maxPx) lines[0] = joined;
    else lines.unshift(words[i]!);
  }
  return lines;
}

/** The visible grade bands of an indicator under an axis that ends at `top`. */
function visibleBands(key: QualityIndicator, top: number) {
  let from = 0;
  return gradeBandsOf(key).flatMap((band, i) => {
    const lower = from;
    from = band.max;
    return lower >= top ? [] : [{ code: band.code, lower, upper: Math.min(band.max, top), index: i }];
  });
}

const axisTopOf = (figure: IndicatorFigure) =>
  niceTop(Math.max(figure.subject ?? 0, figure.neighbours?.max ?? 0) * 1.15);

/**
 * How tall the box charts must be for every band name of these figures to be read in full, one above
 * the other: at least `minPx`, taller when wrapped names need more lines than the plot has room for.
 */
export function qualityBoxHeight(
  figures: readonly IndicatorFigure[],
  bandLabel: (key: QualityIndicator, code: string) => string,
  minPx = 200,
): number {
  const lines = figures.map((figure) =>
    visibleBands(figure.key, axisTopOf(figure)).reduce(
      (sum, band) => sum + wrapBandName(plainChartLabel(bandLabel(figure.key, band.code))).length,
      0,
    ),
  );
  return Math.max(minPx, Math.max(0, ...lines) * BAND_LINE + BOX_GRID.top + BOX_GRID.bottom);
}

/**
 * One indicator's spread among the neighbours as a box, the subject as a point, and the GB/T 15224
 * grade bands (ash, sulfur, calorific value) shaded behind. The bands' names sit on a right-hand axis,
 * each at its band's middle, spread apart where thin bands would put them on top of each other.
 */
export function qualityBoxOption(
  figure: IndicatorFigure,
  bandLabel: (code: string) => string,
  labels: { subject: string; neighbours: string },
  colors: ChartColors,
  heightPx = 200,
): EChartsCoreOption {
  const q = figure.neighbours;
  const top = axisTopOf(figure);
  const bands = visibleBands(figure.key, top).map((band) => {
    const name = plainChartLabel(bandLabel(band.code));
    return { ...band, name, lines: wrapBandName(name), shade: band.index % 2 ? 0.06 : 0.13 };
  });
  const plotPx = heightPx - BOX_GRID.top - BOX_GRID.bottom;
  const unitsPerPx = top / plotPx;
  const heights = bands.map((b) => b.lines.length * BAND_LINE * unitsPerPx);
  const at = spreadLabels(
    bands.map((b) => (b.lower + b.upper) / 2),
    heights,
    (heights[0] ?? 0) / 2,
    top - (heights[heights.length - 1] ?? 0) / 2,
  );
  const nameAt = (value: number) => {
    let best = 0;
    at.forEach((p, i) => {
      if (Math.abs(p - value) < Math.abs(at[best]! - value)) best = i;
    });
    return bands[best]?.lines.join('\n') ?? '';
  };
  const right = bands.length ? Math.max(...bands.flatMap((b) => b.lines.map(labelWidth))) + 10 : 16;
  return {
    animation: false,
    grid: { left: 44, right, ...BOX_GRID },
    tooltip: { trigger: 'item', confine: true },
    xAxis: { type: 'category', data: [figure.name], axisLabel: { show: false }, axisTick: { show: false } },
    yAxis: [
      {
        type: 'value',
        min: 0,
        max: top,
        axisLabel: { color: colors.subtle },
        splitLine: { lineStyle: { color: colors.border } },
      },
      {
        type: 'value',
        position: 'right',
        min: 0,
        max: top,
        show: bands.length > 0,
        axisLine: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: {
          customValues: at,
          formatter: nameAt,
          color: colors.subtle,
          fontSize: BAND_FONT,
          lineHeight: BAND_LINE,
        },
      },
    ],
    series: [
      {
        type: 'boxplot',
        name: labels.neighbours,
        itemStyle: { color: 'transparent', borderColor: colors.primary },
        data: q ? [[q.min, q.q1, q.median, q.q3, q.max]] : [],
        markArea: bands.length
          ? {
              silent: true,
              label: { show: false },
              data: bands.map((b) => [
                { yAxis: b.lower, name: b.name, itemStyle: { color: `rgba(22,93,255,${b.shade})` } },
                { yAxis: b.upper },
              ]),
            }
          : undefined,
      },
      {
        type: 'scatter',
        name: labels.subject,
        symbolSize: 12,
        itemStyle: { color: colors.accent },
        data: figure.subject === null ? [] : [[0, figure.subject]],
      },
    ],
  };
}

/** Horizontal bars of counts (status, scale, gas, hydrogeology, companies); clicking a bar drills down. */
export function countBarsOption(
  items: { name: string; value: number; color?: string }[],
  colors: ChartColors,
): EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 8, right: 40, top: 4, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; value: number }) => chartTooltipLines(`${p.name}: ${p.value}`),
    },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      inverse: true,
      data: items.map((i) => plainChartLabel(i.name)),
      axisLabel: { color: colors.text, width: 140, overflow: 'truncate' },
      axisTick: { show: false },
      axisLine: { show: false },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 16,
        label: { show: true, position: 'right', color: colors.subtle },
        data: items.map((i) => ({
          value: i.value,
          name: i.name,
          itemStyle: { color: i.color ?? colors.primary },
        })),
      },
    ],
  };
}

/** The area's output per year (left axis) against the province's (right axis), 10⁴ t. */
export function productionLineOption(
  rows: { year: number; area: number; province: number }[],
  labels: { area: string; province: string },
  colors: ChartColors,
): EChartsCoreOption {
  return {
    animation: false,
    color: [colors.primary, colors.subtle],
    legend: { top: 0, textStyle: { color: colors.text } },
    tooltip: { trigger: 'axis', confine: true },
    grid: { left: 56, right: 64, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: rows.map((r) => String(r.year)), axisLabel: { color: colors.subtle } },
    yAxis: [
      {
        type: 'value',
        name: labels.area,
        nameTextStyle: { color: colors.subtle },
        axisLabel: { color: colors.subtle },
        splitLine: { lineStyle: { color: colors.border } },
      },
      {
        type: 'value',
        name: labels.province,
        nameTextStyle: { color: colors.subtle },
        axisLabel: { color: colors.subtle },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        type: 'line',
        name: labels.area,
        data: rows.map((r) => r.area),
        areaStyle: { opacity: 0.12 },
      },
      {
        type: 'line',
        name: labels.province,
        yAxisIndex: 1,
        data: rows.map((r) => r.province),
        lineStyle: { type: 'dashed' },
      },
    ],
  };
}
