import { DICT_TYPES } from '@coal/contracts';
import { theme } from 'antd';
import { useCallback, useMemo } from 'react';
import type { StatusTone } from '@/components/status-tag';
import { statusColors } from '@/lib/chart/status-colors';
import { useDicts } from '@/lib/dict';
import { useAnalysisT } from '../analysis-i18n';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { analysisColors } from '../model/chart-options';

const TONE_COLORS: Record<StatusTone, string> = {
  green: '#00B42A',
  blue: '#165DFF',
  orange: '#FF7D00',
  red: '#F53F3F',
  gray: '#86909C',
};

const TYPES = [
  DICT_TYPES.productionStatus,
  DICT_TYPES.coalRank,
  DICT_TYPES.gasGrade,
  DICT_TYPES.hydroType,
  DICT_TYPES.ashGrade,
  DICT_TYPES.sulfurGrade,
  DICT_TYPES.calorificGrade,
] as const;

/** Chart colours from the theme, dictionary labels, and a status's colour on the map. */
export function useAnalysisLook() {
  const { token } = theme.useToken();
  const { t } = useAnalysisT();
  const dicts = useDicts(TYPES);
  const colors = useChartTheme(analysisColors);
  const label = useCallback(
    (type: string, value: string | null | undefined) =>
      value ? (dicts.get(type)?.get(value)?.label ?? value) : '',
    [dicts],
  );
  const tone = useCallback(
    (type: string, value: string) => dicts.get(type)?.get(value)?.tone ?? 'gray',
    [dicts],
  );
  // One colour per status, as on the province map: statuses that share a tone (停产 and 停建) get shades.
  const statusColorMap = useMemo(() => {
    const entries = [...(dicts.get(DICT_TYPES.productionStatus) ?? new Map<string, { tone: StatusTone }>())];
    const shades = statusColors(entries.map(([, e]) => e.tone));
    return new Map(entries.map(([value], i) => [value, shades[i]!]));
  }, [dicts]);
  const statusColor = useCallback(
    (status: string) => statusColorMap.get(status) ?? TONE_COLORS[tone(DICT_TYPES.productionStatus, status)],
    [statusColorMap, tone],
  );
  const bearing = useCallback((b: string) => t(`analysis.bearing.${b}` as Parameters<typeof t>[0]), [t]);
  // Dark backgrounds turn a shade's direction around: the matrix reads it to keep "darker is thicker".
  const dark = token.colorBgContainer.toLowerCase() !== '#ffffff';
  return { colors, label, tone, statusColor, bearing, dark };
}
