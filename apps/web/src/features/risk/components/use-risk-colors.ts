import { theme } from 'antd';
import { useMemo } from 'react';
import type { RiskChartColors } from '../model/risk-charts';

/** Band and chart colours from the current Ant Design theme, so charts follow light and dark. */
export function useRiskColors(): RiskChartColors {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      text: token.colorText,
      subtle: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      bands: { A: token.colorSuccess, B: token.colorPrimary, C: token.colorWarning, D: token.colorError },
      positive: token.colorWarning,
      groups: [token.colorPrimary, token.colorError, token.purple ?? '#722ED1', token.colorSuccess],
    }),
    [token],
  );
}
