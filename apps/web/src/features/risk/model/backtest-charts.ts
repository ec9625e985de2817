import type { RiskBacktestYear } from '@coal/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { chartTooltipLines } from '@/lib/chart/chart-text';
import type { RiskChartColors } from './risk-charts';

export interface RocCurve {
  name: string;
  points: [number, number][];
  colour: string;
}

/** The year shown first: the latest whose two follow-up years are over and whose AUC exists. */
export function defaultBacktestYear(years: readonly RiskBacktestYear[]): number | null {
  const settled = years.filter((y) => y.followUp.complete && y.auc !== null);
  return (settled.at(-1) ?? years.filter((y) => y.auc !== null).at(-1) ?? years.at(-1))?.year ?? null;
}

/** part / total as a share, or null when there is nothing to share. */
export const shareOf = (part: number, total: number): number | null => (total > 0 ? part / total : null);

/** ROC curves in a unit square with the diagonal a score no better than chance would follow. */
export function rocOption(
  curves: readonly RocCurve[],
  c: RiskChartColors,
  labels: { fpr: string; tpr: string; diagonal: string },
): EChartsCoreOption {
  const axis = (name: string) => ({
    type: 'value',
    min: 0,
    max: 1,
    interval: 0.2,
    name,
    nameLocation: 'middle',
    nameGap: 28,
    nameTextStyle: { color: c.subtle },
    axisLabel: { color: c.subtle },
    axisLine: { lineStyle: { color: c.border } },
    splitLine: { lineStyle: { color: c.border } },
  });
  return {
    grid: { left: 44, right: 16, top: 36, bottom: 44 },
    legend: { top: 0, textStyle: { color: c.text } },
    tooltip: {
      trigger: 'item',
      formatter: (p: { seriesName: string; value: [number, number] }) =>
        chartTooltipLines(
          p.seriesName,
          `${labels.fpr} ${(p.value[0] * 100).toFixed(1)}%`,
          `${labels.tpr} ${(p.value[1] * 100).toFixed(1)}%`,
        ),
    },
    xAxis: axis(labels.fpr),
    yAxis: axis(labels.tpr),
    series: [
      {
        name: labels.diagonal,
        type: 'line',
        data: [
          [0, 0],
          [1, 1],
        ],
        symbol: 'none',
        silent: true,
        lineStyle: { type: 'dashed', color: c.subtle, width: 1 },
        itemStyle: { color: c.subtle },
      },
      ...curves.map((curve) => ({
        name: curve.name,
        type: 'line',
        data: curve.points,
        showSymbol: false,
        lineStyle: { color: curve.colour, width: 2 },
        itemStyle: { color: curve.colour },
      })),
    ],
  };
}
