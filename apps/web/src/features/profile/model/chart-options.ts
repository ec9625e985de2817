import { type ColumnDef, normaliseSeam, seamLabel } from '@coal/contracts';
import { axisTooltip } from '@/lib/chart/chart-text';
import type { ChartTheme } from '@/lib/chart/use-chart-theme';

type Row = Record<string, unknown>;

export interface ChartColors {
  text: string;
  subtle: string;
  border: string;
  palette: readonly string[];
}

/** The profile charts' colours, from the theme. */
export const chartColors = (c: ChartTheme): ChartColors => ({
  text: c.text,
  subtle: c.subtle,
  border: c.line,
  palette: [c.primary, c.warning, c.success, c.error, c.purple],
});

export interface SeriesSpec {
  key: string;
  name: string;
  type: 'bar' | 'line';
  axis: 0 | 1;
  values: (number | null)[];
}

export interface CategoryChart {
  categories: string[];
  series: SeriesSpec[];
  /** Axis names (with units), left then right. */
  axes: [string, string?];
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Output (bars) and approved capacity (line) per year, oldest first. */
export function productionByYear(
  rows: readonly Row[],
  names: { output: string; capacity: string },
): CategoryChart {
  const sorted = rows
    .filter((r) => num(r.year) !== null)
    .slice()
    .sort((a, b) => (num(a.year) ?? 0) - (num(b.year) ?? 0));
  return {
    categories: sorted.map((r) => String(r.year)),
    series: [
      { key: 'output', name: names.output, type: 'bar', axis: 0, values: sorted.map((r) => num(r.output)) },
      {
        key: 'capacity',
        name: names.capacity,
        type: 'line',
        axis: 0,
        values: sorted.map((r) => num(r.capacity)),
      },
    ],
    axes: [names.output],
  };
}

const QUALITY_KEYS = ['ad', 'vdaf', 'std'] as const;

/** Ash, volatile matter and sulfur (%, bars) and calorific value (MJ/kg, line on the right axis) by seam. */
export function qualityBySeam(
  rows: readonly Row[],
  columns: readonly ColumnDef[],
  zh: boolean,
): CategoryChart {
  const label = (key: string) => {
    const col = columns.find((c) => c.key === key);
    return col ? (zh ? col.zh : col.en) : key;
  };
  const withSeam = rows.filter((r) => typeof r.seamNo === 'string' && r.seamNo !== '');
  return {
    categories: withSeam.map((r) => seamLabel(normaliseSeam(String(r.seamNo)))),
    series: [
      ...QUALITY_KEYS.map((key): SeriesSpec => ({
        key,
        name: label(key),
        type: 'bar',
        axis: 0,
        values: withSeam.map((r) => num(r[key])),
      })),
      { key: 'qgrd', name: label('qgrd'), type: 'line', axis: 1, values: withSeam.map((r) => num(r.qgrd)) },
    ],
    axes: ['%', 'MJ/kg'],
  };
}

/** True when a chart has at least one number to draw. */
export const hasValues = (chart: CategoryChart) =>
  chart.categories.length > 0 && chart.series.some((s) => s.values.some((v) => v !== null));

/**
 * Rows of one entity gathered from every table subsection of a section, joined by position: the
 * server narrows each subsection to its columns, while a chart may need the columns of another.
 */
export function joinEntityRows(parts: readonly (readonly Row[])[]): Row[] {
  const [first, ...rest] = parts;
  if (!first) return [];
  return first.map((row, i) => {
    const merged: Row = { ...row };
    for (const part of rest) {
      const other = part[i];
      if (other && part.length === first.length && (other.seamNo ?? row.seamNo) === row.seamNo)
        Object.assign(merged, other, row);
    }
    return merged;
  });
}

/** The ECharts option of a category chart, themed with the page's colours. */
export function categoryOption(
  chart: CategoryChart,
  colors: ChartColors,
  formatValue: (value: number) => string = String,
) {
  const axisCommon = {
    axisLabel: { color: colors.subtle },
    nameTextStyle: { color: colors.subtle },
    splitLine: { lineStyle: { color: colors.border } },
  };
  return {
    color: [...colors.palette],
    aria: { enabled: true },
    tooltip: { trigger: 'axis' as const, formatter: axisTooltip(formatValue) },
    legend: { top: 0, type: 'scroll' as const, textStyle: { color: colors.text } },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category' as const,
      data: chart.categories,
      axisLabel: { color: colors.subtle },
      axisLine: { lineStyle: { color: colors.border } },
    },
    // Axis names sit above their axis, aligned inwards, so a long one is never cut at the chart's edge.
    yAxis: [
      {
        type: 'value' as const,
        name: chart.axes[0],
        ...axisCommon,
        nameTextStyle: { color: colors.subtle, align: 'left' as const },
      },
      ...(chart.axes[1]
        ? [
            {
              type: 'value' as const,
              name: chart.axes[1],
              ...axisCommon,
              nameTextStyle: { color: colors.subtle, align: 'right' as const },
              splitLine: { show: false },
            },
          ]
        : []),
    ],
    series: chart.series.map((s) => ({
      name: s.name,
      type: s.type,
      yAxisIndex: s.axis,
      data: s.values,
      ...(s.type === 'line' ? { smooth: false, symbolSize: 6, connectNulls: true } : { barMaxWidth: 28 }),
    })),
  };
}
