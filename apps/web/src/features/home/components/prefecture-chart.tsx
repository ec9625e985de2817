import type { ProvinceOverview } from '@coal/contracts';
import { theme } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useHomeT } from '../home-i18n';
import { statusColors } from '@/lib/chart/status-colors';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

interface PrefectureChartProps {
  overview: ProvinceOverview;
  onPick: (prefecture: string) => void;
}

/** Mines per prefecture stacked by production status; a click opens that prefecture's mines. */
export function PrefectureChart({ overview, onPick }: PrefectureChartProps) {
  const { t } = useHomeT();
  const { token } = theme.useToken();
  const el = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  const option = useMemo<Option>(() => {
    const prefectures = overview.byPrefecture;
    const colors = statusColors(overview.byStatus.map((s) => s.color));
    const axis = { color: token.colorTextSecondary };
    return {
      color: colors,
      textStyle: { fontFamily: token.fontFamily },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, textStyle: { color: token.colorText }, itemWidth: 12, itemHeight: 12 },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: prefectures.map((p) => p.label),
        axisLabel: { ...axis, interval: 0, rotate: prefectures.length > 6 ? 30 : 0 },
        axisLine: { lineStyle: { color: token.colorBorder } },
      },
      yAxis: {
        type: 'value',
        name: t('home.prefecture.mines'),
        nameTextStyle: axis,
        axisLabel: axis,
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: overview.byStatus.map((status) => ({
        type: 'bar',
        name: status.label,
        stack: 'mines',
        barMaxWidth: 36,
        emphasis: { focus: 'series' },
        data: prefectures.map((p) => p.byStatus[status.value] ?? 0),
      })),
    };
  }, [overview, token, t]);

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
