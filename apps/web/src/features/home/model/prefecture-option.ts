import type { ProvinceOverview } from '@coal/contracts';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { axisTooltip } from '@/lib/chart/chart-text';

export type PrefectureChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface PrefectureChartLook {
  /** Series colours, one per production status in the overview's order. */
  colors: string[];
  text: string;
  subtle: string;
  border: string;
  splitLine: string;
  fontFamily: string;
  /** The y-axis title. */
  minesAxis: string;
  formatNumber: (value: number) => string;
}

/** Mines per prefecture stacked by production status; names reach the tooltip escaped. */
export function prefectureOption(
  overview: ProvinceOverview,
  look: PrefectureChartLook,
): PrefectureChartOption {
  const prefectures = overview.byPrefecture;
  const axis = { color: look.subtle };
  return {
    color: look.colors,
    textStyle: { fontFamily: look.fontFamily },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: axisTooltip(look.formatNumber) },
    legend: { top: 0, textStyle: { color: look.text }, itemWidth: 12, itemHeight: 12 },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: prefectures.map((p) => p.label),
      axisLabel: { ...axis, interval: 0, rotate: prefectures.length > 6 ? 30 : 0 },
      axisLine: { lineStyle: { color: look.border } },
    },
    yAxis: {
      type: 'value',
      name: look.minesAxis,
      // Above the axis and aligned inwards, so the name is never cut at the chart's left edge.
      nameTextStyle: { ...axis, align: 'left' },
      axisLabel: axis,
      splitLine: { lineStyle: { color: look.splitLine } },
    },
    series: overview.byStatus.map((status) => ({
      type: 'bar',
      name: status.label,
      stack: 'mines',
      barMaxWidth: 36,
      emphasis: { focus: 'series' },
      data: prefectures.map((p) => p.byStatus[status.value] ?? 0),
    })),
  };
}
