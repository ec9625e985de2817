import { theme } from 'antd';
import { useMemo } from 'react';
import type { ChartColors } from '../model/chart-options';

/** Chart colours from the current Ant Design theme, so charts follow light and dark. */
export function useChartColors(): ChartColors {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      text: token.colorText,
      subtle: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      palette: [
        token.colorPrimary,
        token.colorWarning,
        token.colorSuccess,
        token.colorError,
        token.purple ?? '#722ED1',
      ],
    }),
    [token],
  );
}
