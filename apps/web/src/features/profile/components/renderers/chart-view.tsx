import { childEntityColumns, type ColumnDef } from '@coal/contracts';
import { useMemo } from 'react';
import {
  categoryOption,
  chartColors,
  hasValues,
  productionByYear,
  qualityBySeam,
} from '../../model/chart-options';
import { useProfileT } from '../../profile-i18n';
import { EChart } from '@/components/echart/echart';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { numberFormat } from '@/lib/format-number';

type Row = Record<string, unknown>;

/** The chart a table subsection carries in the registry, drawn from that table's rows. */
export function ChartView({
  chart,
  rows,
  columns,
}: {
  chart: 'productionByYear' | 'qualityBySeam';
  rows: Row[];
  columns: readonly ColumnDef[];
}) {
  const { t, zh, language } = useProfileT();
  const colors = useChartTheme(chartColors);
  const data = useMemo(
    () =>
      chart === 'productionByYear'
        ? productionByYear(rows, { output: t('profile.chart.output'), capacity: t('profile.chart.capacity') })
        : qualityBySeam(rows, [...columns, ...childEntityColumns.quality], zh),
    [chart, rows, columns, t, zh],
  );
  const option = useMemo(() => {
    const nf = numberFormat(language, 2);
    return categoryOption(data, colors, (value) => nf.format(value));
  }, [data, colors, language]);
  if (!hasValues(data)) return null;
  const label = t(
    chart === 'productionByYear' ? 'profile.chart.productionTitle' : 'profile.chart.qualityTitle',
  );
  return (
    <figure className="profile-figure">
      <figcaption className="profile-figure__caption">{label}</figcaption>
      <EChart option={option} height={280} label={label} />
    </figure>
  );
}
