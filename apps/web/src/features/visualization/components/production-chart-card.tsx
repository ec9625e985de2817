import { DownloadOutlined, PictureOutlined } from '@ant-design/icons';
import type { ProductionAnalysis } from '@coal/contracts';
import { Button, Card, theme, Typography } from 'antd';
import type { ECharts } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EChart } from '@/components/echart/echart';
import { saveChartPng } from '@/components/echart/save-chart-png';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import type { ChartModel, Drill } from '../production-charts';
import { useProductionT } from '../production-i18n';

interface ProductionChartCardProps {
  title: string;
  note: string;
  model: ChartModel;
  data: ProductionAnalysis;
  onDrill: (drill: Drill) => void;
  onExport: () => Promise<void>;
}

const HEIGHT = 320;

/** One chart of the analysis with its picture and data downloads; each bar or point hands its drill up. */
export function ProductionChartCard({
  title,
  note,
  model,
  data,
  onDrill,
  onExport,
}: ProductionChartCardProps) {
  const { t } = useProductionT();
  const colors = useChartTheme();
  const { token } = theme.useToken();
  const chart = useRef<ECharts | null>(null);
  const [exporting, setExporting] = useState(false);
  // The chart is made once; its click reads the latest model through this ref.
  const click = useRef<(params: unknown) => void>(() => undefined);
  useEffect(() => {
    click.current = (params) => {
      const { seriesIndex, dataIndex } = params as { seriesIndex?: number; dataIndex?: number };
      const year = data.years[dataIndex ?? -1];
      const drill = year && model.series[seriesIndex ?? -1]?.drill(year);
      if (drill) onDrill(drill);
    };
  }, [data, model, onDrill]);

  const option = useMemo(() => {
    const text = { color: colors.subtle };
    const hasPercent = model.series.some((s) => s.percent);
    const hasAmount = model.series.some((s) => !s.percent);
    const percentAxis = {
      type: 'value',
      name: '%',
      nameTextStyle: text,
      axisLabel: text,
      splitLine: { show: !hasAmount },
    };
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { type: 'scroll', top: 0, textStyle: text },
      grid: { left: 8, right: 8, top: 48, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: data.years.map((y) => String(y.year)), axisLabel: text },
      yAxis: hasAmount
        ? [
            { type: 'value', name: model.unit, nameTextStyle: { ...text, align: 'left' }, axisLabel: text },
            ...(hasPercent ? [percentAxis] : []),
          ]
        : [percentAxis],
      series: model.series.map((s) => ({
        type: s.kind,
        name: s.name,
        stack: s.stack ? 'total' : undefined,
        yAxisIndex: s.percent && hasAmount ? 1 : 0,
        data: s.values,
        itemStyle: s.color ? { color: s.color } : undefined,
        lineStyle: s.color ? { color: s.color } : undefined,
        symbolSize: s.kind === 'line' ? 7 : undefined,
        connectNulls: false,
        emphasis: { focus: 'series' },
        tooltip: s.percent
          ? { valueFormatter: (v: number | null) => (v === null ? '–' : `${v}%`) }
          : undefined,
      })),
    };
  }, [model, data, colors]);

  const onReady = (instance: ECharts) => {
    chart.current = instance;
    instance.off('click');
    instance.on('click', (params) => click.current(params));
  };

  const savePng = () =>
    saveChartPng(chart.current, `${t('production.title')}-${title}.png`, token.colorBgContainer);

  const saveXlsx = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The download reports its own failure as every call does.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      className="production-card"
      size="small"
      title={title}
      extra={
        <span className="production-card__actions">
          <Button
            size="small"
            icon={<PictureOutlined />}
            onClick={savePng}
            aria-label={`${t('production.exportPng')} ${title}`}
          >
            {t('production.exportPng')}
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void saveXlsx()}
            aria-label={`${t('production.exportXlsx')} ${title}`}
          >
            {t('production.exportXlsx')}
          </Button>
        </span>
      }
    >
      <Typography.Paragraph type="secondary" className="production-card__note">
        {note}
      </Typography.Paragraph>
      <div data-testid={`production-chart-${model.chart}`}>
        <EChart option={option} height={HEIGHT} label={title} onReady={onReady} />
      </div>
    </Card>
  );
}
