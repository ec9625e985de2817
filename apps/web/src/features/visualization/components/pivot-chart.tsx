import { PictureOutlined } from '@ant-design/icons';
import type { PivotDimension, PivotMeasure, PivotResult } from '@coal/contracts';
import { Button, Segmented, theme } from 'antd';
import type { ECharts } from 'echarts/core';
import { useEffect, useMemo, useRef } from 'react';
import { EChart } from '@/components/echart/echart';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { usePivotT } from '../pivot-i18n';
import { type ChartKind, CHART_KINDS } from '../pivot-params';
import { pivotChartData } from '../pivot-chart-data';

interface PivotChartProps {
  result: PivotResult;
  measure: PivotMeasure;
  /** The table is sorted by the measure: categories largest first, else in natural order. */
  sorted: boolean;
  kind: ChartKind;
  onKind: (kind: ChartKind) => void;
  valueLabel: (dimension: PivotDimension, value: string) => string;
  measureLabel: (measure: PivotMeasure) => string;
  onDrill: (keys: Partial<Record<PivotDimension, string>>) => void;
}

const HEIGHT = 380;

/** The pivot as a bar, stacked bar or heat map of one measure; each bar or square opens its mines. */
export function PivotChart({
  result,
  measure,
  sorted,
  kind,
  onKind,
  valueLabel,
  measureLabel,
  onDrill,
}: PivotChartProps) {
  const { t } = usePivotT();
  const colors = useChartTheme();
  const { token } = theme.useToken();
  const chart = useRef<ECharts | null>(null);
  const data = useMemo(
    () => pivotChartData(result, measure, valueLabel, sorted),
    [result, measure, valueLabel, sorted],
  );
  const axis = result.rows[0];
  // The chart is made once; its click reads the latest data through this ref.
  const click = useRef<(params: unknown) => void>(() => undefined);
  useEffect(() => {
    click.current = (params) => {
      const p = params as { dataIndex: number; seriesIndex?: number; value?: unknown };
      const [x, y] =
        kind === 'heatmap' && Array.isArray(p.value) ? (p.value as number[]) : [p.dataIndex, p.seriesIndex];
      const category = data.categories[x ?? -1];
      const series = data.series[y ?? -1];
      if (!category || !series) return;
      onDrill({ ...(axis ? { [axis]: category.value } : {}), ...series.keys });
    };
  }, [data, kind, axis, onDrill]);

  const option = useMemo(() => {
    const text = { color: colors.subtle };
    const categories = data.categories.map((c) => c.label);
    const names = data.series.map((s) => s.label || measureLabel(measure));
    if (kind === 'heatmap') {
      const max = Math.max(0, ...data.series.flatMap((s) => s.values));
      return {
        tooltip: { position: 'top' },
        grid: { left: 8, right: 8, top: 16, bottom: 64, containLabel: true },
        xAxis: {
          type: 'category',
          data: categories,
          axisLabel: { ...text, rotate: categories.length > 8 ? 40 : 0 },
        },
        yAxis: { type: 'category', data: names, axisLabel: text },
        visualMap: {
          min: 0,
          max: max || 1,
          calculable: true,
          orient: 'horizontal',
          left: 'center',
          bottom: 0,
          textStyle: text,
          inRange: { color: [token.colorPrimaryBg, colors.primary] },
        },
        series: [
          {
            type: 'heatmap',
            name: measureLabel(measure),
            data: data.series.flatMap((s, y) => s.values.map((v, x) => [x, y, v])),
            label: { show: categories.length * names.length <= 80, color: colors.text },
          },
        ],
      };
    }
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { type: 'scroll', top: 0, textStyle: text },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: categories,
        axisLabel: { ...text, rotate: categories.length > 8 ? 40 : 0 },
      },
      yAxis: {
        type: 'value',
        name: measureLabel(measure),
        nameTextStyle: { ...text, align: 'left' },
        axisLabel: text,
      },
      series: data.series.map((s, i) => ({
        type: 'bar',
        name: names[i],
        stack: kind === 'stacked' ? 'total' : undefined,
        data: s.values,
      })),
    };
  }, [data, kind, colors, token.colorPrimaryBg, measure, measureLabel]);

  const onReady = (instance: ECharts) => {
    chart.current = instance;
    instance.off('click');
    instance.on('click', (params) => click.current(params));
  };

  const savePng = () => {
    const url = chart.current?.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: token.colorBgContainer,
    });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t('pivot.title')}.png`;
    link.click();
  };

  return (
    <section className="pivot-chart" aria-label={t('pivot.chartLabel')}>
      <div className="pivot-chart__bar">
        <Segmented
          aria-label={t('pivot.chart')}
          value={kind}
          options={CHART_KINDS.map((k) => ({ value: k, label: t(`pivot.chart.${k}`) }))}
          onChange={(value) => onKind(value)}
        />
        <Button icon={<PictureOutlined />} onClick={savePng}>
          {t('pivot.exportPng')}
        </Button>
      </div>
      <EChart key={kind} option={option} height={HEIGHT} label={t('pivot.chartLabel')} onReady={onReady} />
    </section>
  );
}
