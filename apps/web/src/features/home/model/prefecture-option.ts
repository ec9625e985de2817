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
  /** A prefecture's name in the interface language. */
  place?: (name: string) => string;
  /**
   * Bars laid sideways, one row per prefecture (phones): nine names side by side under the bars would
   * overlap there.
   */
  horizontal?: boolean;
}

/** Mines per prefecture stacked by production status; names reach the tooltip escaped. */
export function prefectureOption(
  overview: ProvinceOverview,
  look: PrefectureChartLook,
): PrefectureChartOption {
  const prefectures = overview.byPrefecture;
  const axis = { color: look.subtle };
  const categories = {
    type: 'category' as const,
    data: prefectures.map((p) => look.place?.(p.label) ?? p.label),
    axisLabel: { ...axis, interval: 0 },
    axisLine: { lineStyle: { color: look.border } },
  };
  const counts = {
    type: 'value' as const,
    name: look.minesAxis,
    axisLabel: axis,
    splitLine: { lineStyle: { color: look.splitLine } },
  };
  const common = {
    color: look.colors,
    textStyle: { fontFamily: look.fontFamily },
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      formatter: axisTooltip(look.formatNumber),
    },
  };
  const legend = { textStyle: { color: look.text }, itemWidth: 12, itemHeight: 12 };
  const layout: PrefectureChartOption = look.horizontal
    ? {
        // The legend below, the count's name between it and the axis: nothing sits over the bars.
        legend: { ...legend, bottom: 0 },
        grid: { left: 8, right: 16, top: 8, bottom: 84, containLabel: true },
        yAxis: { ...categories, inverse: true },
        xAxis: { ...counts, nameLocation: 'middle', nameGap: 28, nameTextStyle: axis },
      }
    : {
        legend: { ...legend, top: 0 },
        grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
        xAxis: {
          ...categories,
          axisLabel: { ...categories.axisLabel, rotate: prefectures.length > 6 ? 30 : 0 },
        },
        // Above the axis and aligned inwards, so the name is never cut at the chart's left edge.
        yAxis: { ...counts, nameTextStyle: { ...axis, align: 'left' } },
      };
  return {
    ...common,
    ...layout,
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
