import { placeName } from '@coal/contracts';
import type { ProvinceOverview } from '@coal/contracts';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useHomeT } from '../home-i18n';
import { statusColors } from '@/lib/chart/status-colors';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { useIsPhone } from '@/lib/use-is-phone';
import { prefectureOption } from '../model/prefecture-option';
import { numberFormat } from '@/lib/format-number';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface PrefectureChartProps {
  overview: ProvinceOverview;
  onPick: (prefecture: string) => void;
}

/** Mines per prefecture stacked by production status; a click opens that prefecture's mines. */
export function PrefectureChart({ overview, onPick }: PrefectureChartProps) {
  const { t, language } = useHomeT();
  const colors = useChartTheme();
  const horizontal = useIsPhone();
  const el = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  const option = useMemo(
    () =>
      prefectureOption(overview, {
        colors: statusColors(overview.byStatus.map((s) => s.color)),
        text: colors.text,
        subtle: colors.subtle,
        border: colors.border,
        splitLine: colors.line,
        fontFamily: colors.fontFamily,
        minesAxis: t('home.prefecture.mines'),
        formatNumber: (value) => numberFormat(language).format(value),
        horizontal,
        place: (name) => placeName(name, language),
      }),
    [overview, colors, t, language, horizontal],
  );

  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current);
    chart.on('click', (params) => {
      if (typeof params.name === 'string' && params.name) pick.current(params.name);
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(el.current);
    chart.setOption(option);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [option]);

  return (
    <div ref={el} className="prefecture-chart" role="img" aria-label={t('home.prefecture.chartLabel')} />
  );
}
