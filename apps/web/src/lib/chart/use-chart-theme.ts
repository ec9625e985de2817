import { theme } from 'antd';
import { useMemo } from 'react';

/** The current theme's colours under the names charts use for them. */
export interface ChartTheme {
  text: string;
  subtle: string;
  /** Text that recedes further (neutral slices, disabled marks). */
  faint: string;
  /** Axis lines and outlines. */
  border: string;
  /** Split lines and hairlines. */
  line: string;
  /** Pop-ups drawn over the chart (tooltips). */
  surface: string;
  primary: string;
  success: string;
  warning: string;
  error: string;
  purple: string;
  fontFamily: string;
}

const chartTheme = (token: ReturnType<typeof theme.useToken>['token']): ChartTheme => ({
  text: token.colorText,
  subtle: token.colorTextSecondary,
  faint: token.colorTextQuaternary,
  border: token.colorBorder,
  line: token.colorBorderSecondary,
  surface: token.colorBgElevated,
  primary: token.colorPrimary,
  success: token.colorSuccess,
  warning: token.colorWarning,
  error: token.colorError,
  purple: token.purple ?? '#722ED1',
  fontFamily: token.fontFamily,
});

const asIs = (colors: ChartTheme) => colors;

/**
 * Chart colours from the current Ant Design theme, so every chart follows light, dark and the chosen
 * primary colour. `select` shapes them for one feature's charts; pass a function defined outside the
 * component, so the result changes only with the theme.
 */
export function useChartTheme(): ChartTheme;
export function useChartTheme<T>(select: (colors: ChartTheme) => T): T;
export function useChartTheme<T>(select?: (colors: ChartTheme) => T): T | ChartTheme {
  const { token } = theme.useToken();
  const shape = select ?? asIs;
  return useMemo(() => shape(chartTheme(token)), [token, shape]);
}
