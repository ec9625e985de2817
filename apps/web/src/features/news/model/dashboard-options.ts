import type { SentimentDashboard, SentimentLabel } from '@coal/contracts';
import { escapeChartText, plainChartLabel } from '@/lib/chart/chart-text';
import type { TrendsQuery } from './trends-params';

export const LABELS: SentimentLabel[] = ['positive', 'neutral', 'negative'];
export type LabelColors = Record<SentimentLabel, string>;
export interface ChartTheme {
  text: string;
  subtle: string;
  colors: LabelColors;
}

// The legend takes the top row and the grid starts below it; `containLabel` keeps the axis labels inside
// the chart's box: neither the legend nor the box's edge covers them, at any width.
const LEGEND = { top: 0, type: 'scroll' as const, itemWidth: 12, itemHeight: 12 };
const GRID = { left: 8, right: 16, top: 36, bottom: 4, containLabel: true };

/** The last day of a timeline period that starts on `start`. */
export function periodEnd(start: string, granularity: 'week' | 'month'): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (granularity === 'week') date.setUTCDate(date.getUTCDate() + 6);
  else date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
}

/** Where a click on a period's bar leads: its articles of that label, the period clipped to the dashboard's. */
export function periodDrill(d: SentimentDashboard, period: string, label: SentimentLabel): TrendsQuery {
  const end = periodEnd(period, d.granularity);
  return {
    sentiment: label,
    dateFrom: period < d.dateFrom ? d.dateFrom : period,
    dateTo: end > d.dateTo ? d.dateTo : end,
  };
}

export function timelineOption(
  d: SentimentDashboard,
  names: Record<SentimentLabel, string>,
  theme: ChartTheme,
) {
  return {
    color: LABELS.map((label) => theme.colors[label]),
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => escapeChartText(v as number) },
    legend: { ...LEGEND, textStyle: { color: theme.text } },
    grid: GRID,
    xAxis: {
      type: 'category',
      data: d.timeline.map((p) => (d.granularity === 'month' ? p.period.slice(0, 7) : p.period.slice(5))),
      axisLabel: { color: theme.subtle, hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: theme.subtle } },
    series: LABELS.map((label) => ({
      type: 'bar',
      stack: 'all',
      name: names[label],
      data: d.timeline.map((p) => p[label]),
    })),
  };
}

export function distributionOption(
  d: SentimentDashboard,
  names: Record<SentimentLabel, string>,
  theme: ChartTheme,
) {
  return {
    color: LABELS.map((label) => theme.colors[label]),
    tooltip: { trigger: 'item' },
    legend: { ...LEGEND, textStyle: { color: theme.text } },
    series: [
      {
        type: 'pie',
        // Below the legend, with room around the ring: the legend names the slices, the ring shows counts.
        center: ['50%', '56%'],
        radius: ['38%', '68%'],
        label: { position: 'inside', color: '#fff', fontWeight: 'bold', formatter: '{c}' },
        labelLine: { show: false },
        data: LABELS.map((label) => ({ name: names[label], value: d.distribution[label], label })),
      },
    ],
  };
}

export function prefectureOption(
  d: SentimentDashboard,
  names: Record<SentimentLabel, string>,
  theme: ChartTheme,
  place: (name: string) => string = (name) => name,
) {
  return {
    color: LABELS.map((label) => theme.colors[label]),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { ...LEGEND, textStyle: { color: theme.text } },
    grid: GRID,
    xAxis: { type: 'value', minInterval: 1, axisLabel: { color: theme.subtle, hideOverlap: true } },
    yAxis: {
      type: 'category',
      data: d.byPrefecture.map((p) => plainChartLabel(place(p.prefecture))),
      axisLabel: { color: theme.subtle },
    },
    series: LABELS.map((label) => ({
      type: 'bar',
      stack: 'all',
      name: names[label],
      data: d.byPrefecture.map((p) => p[label]),
    })),
  };
}

export function wordCloudOption(d: SentimentDashboard, theme: ChartTheme) {
  const words = [
    ...d.words.positive.map((w) => ({
      name: plainChartLabel(w.word),
      value: w.count,
      word: w.word,
      positive: true,
    })),
    ...d.words.negative.map((w) => ({
      name: plainChartLabel(w.word),
      value: w.count,
      word: w.word,
      positive: false,
    })),
  ];
  return {
    tooltip: {
      formatter: (p: { data: { word: string; value: number } }) =>
        `${escapeChartText(p.data.word)}: ${escapeChartText(p.data.value)}`,
    },
    series: [
      {
        type: 'wordCloud',
        shape: 'circle',
        sizeRange: [12, 40],
        rotationRange: [0, 0],
        gridSize: 6,
        width: '100%',
        height: '100%',
        textStyle: {
          color: (p: { data: { positive: boolean } }) =>
            p.data.positive ? theme.colors.positive : theme.colors.negative,
        },
        data: words,
      },
    ],
  };
}
