import type { EChartsCoreOption } from 'echarts/core';

export interface TooltipColors {
  background: string;
  border: string;
  text: string;
}

type Tooltip = Record<string, unknown> & { textStyle?: Record<string, unknown> };

const themed = (tooltip: Tooltip, c: TooltipColors): Tooltip => ({
  backgroundColor: c.background,
  borderColor: c.border,
  ...tooltip,
  textStyle: { color: c.text, ...tooltip.textStyle },
});

/**
 * The option with its tooltips in the page's colours (ECharts draws them white whatever the theme), where
 * the chart has tooltips and has not chosen its own colours. A chart without a tooltip gets none.
 */
export function withTooltipColors(option: EChartsCoreOption, c: TooltipColors): EChartsCoreOption {
  const tooltip = option.tooltip as Tooltip | Tooltip[] | undefined;
  if (!tooltip) return option;
  return {
    ...option,
    tooltip: Array.isArray(tooltip) ? tooltip.map((t) => themed(t, c)) : themed(tooltip, c),
  };
}
