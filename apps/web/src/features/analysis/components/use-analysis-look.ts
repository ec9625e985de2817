import { DICT_TYPES } from '@coal/contracts';
import { useCallback } from 'react';
import type { StatusTone } from '@/components/status-tag';
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
  const statusColor = useCallback(
    (status: string) => TONE_COLORS[tone(DICT_TYPES.productionStatus, status)],
    [tone],
  );
  const bearing = useCallback((b: string) => t(`analysis.bearing.${b}` as Parameters<typeof t>[0]), [t]);
  return { colors, label, tone, statusColor, bearing };
}
