import type { MonitorPoint } from '@coal/contracts';
import { escapeChartText } from '@/lib/chart/chart-text';
import type { ChartTheme } from '@/lib/chart/use-chart-theme';

// The legend takes the top row and the grid starts below it; `containLabel` keeps the axis labels inside.
const LEGEND = { top: 0, type: 'scroll' as const, itemWidth: 12, itemHeight: 12 };
const GRID = { left: 8, right: 8, top: 40, bottom: 4, containLabel: true };

export interface Line {
  name: string;
  value: (p: MonitorPoint) => number | null;
  color: string;
  /** Drawn against the right-hand axis. */
  right?: boolean;
}

/** A line chart of the sampled intervals; one or two value axes. No animation: it redraws every few seconds. */
export function linesOption(points: MonitorPoint[], lines: Line[], theme: ChartTheme) {
  const axis = {
    type: 'value',
    axisLabel: { color: theme.subtle },
    splitLine: { lineStyle: { color: theme.line } },
  };
  const twoAxes = lines.some((line) => line.right);
  return {
    animation: false,
    color: lines.map((line) => line.color),
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => escapeChartText(v as number) },
    legend: { ...LEGEND, textStyle: { color: theme.text } },
    grid: GRID,
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => p.at),
      axisLabel: { color: theme.subtle, hideOverlap: true },
    },
    yAxis: twoAxes ? [axis, { ...axis, splitLine: { show: false } }] : axis,
    series: lines.map((line) => ({
      type: 'line',
      name: line.name,
      showSymbol: false,
      yAxisIndex: line.right ? 1 : 0,
      data: points.map(line.value),
    })),
  };
}
