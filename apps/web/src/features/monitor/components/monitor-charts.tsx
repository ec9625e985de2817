import type { MonitorPoint } from '@coal/contracts';
import { Card, Col, Row } from 'antd';
import { EChart } from '@/components/echart/echart';
import { PanelBoundary } from '@/components/panel-boundary';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { type Line, linesOption } from '../model/monitor-options';
import { useMonitorT } from '../monitor-i18n';

const HEIGHT = 240;

export function MonitorCharts({ points }: { points: MonitorPoint[] }) {
  const { t } = useMonitorT();
  const theme = useChartTheme();
  const boundary = { errorTitle: t('monitor.panel.error'), retryLabel: t('monitor.panel.retry') };
  const charts: { title: string; lines: Line[] }[] = [
    {
      title: t('monitor.chart.requests'),
      lines: [
        { name: t('monitor.series.rps'), value: (p) => p.requestsPerSecond, color: theme.primary },
        {
          name: t('monitor.series.serverErrors'),
          value: (p) => p.serverErrorPercent,
          color: theme.error,
          right: true,
        },
        {
          name: t('monitor.series.clientErrors'),
          value: (p) => p.clientErrorPercent,
          color: theme.warning,
          right: true,
        },
      ],
    },
    {
      title: t('monitor.chart.latency'),
      lines: [
        { name: t('monitor.series.p50'), value: (p) => p.p50Ms, color: theme.success },
        { name: t('monitor.series.p95'), value: (p) => p.p95Ms, color: theme.warning },
        { name: t('monitor.series.p99'), value: (p) => p.p99Ms, color: theme.error },
      ],
    },
    {
      title: t('monitor.chart.process'),
      lines: [
        { name: t('monitor.series.cpu'), value: (p) => p.cpuPercent, color: theme.primary },
        { name: t('monitor.series.rss'), value: (p) => p.rssMb, color: theme.purple, right: true },
        { name: t('monitor.series.heap'), value: (p) => p.heapMb, color: theme.success, right: true },
      ],
    },
    {
      title: t('monitor.chart.loop'),
      lines: [
        { name: t('monitor.series.loop'), value: (p) => p.eventLoopP99Ms, color: theme.warning },
        { name: t('monitor.series.dbMean'), value: (p) => p.dbMeanMs, color: theme.primary },
        {
          name: t('monitor.series.dbQps'),
          value: (p) => p.dbQueriesPerSecond,
          color: theme.purple,
          right: true,
        },
      ],
    },
    {
      title: t('monitor.chart.cache'),
      lines: [{ name: t('monitor.series.cache'), value: (p) => p.cacheHitPercent, color: theme.success }],
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {charts.map(({ title, lines }) => (
        <Col key={title} xs={24} xl={12}>
          <PanelBoundary {...boundary}>
            <Card size="small" title={title}>
              <EChart
                // Text stays text: crisp on a phone, and readable by the browser tests.
                renderer="svg"
                height={HEIGHT}
                label={title}
                option={linesOption(points, lines, theme)}
              />
            </Card>
          </PanelBoundary>
        </Col>
      ))}
    </Row>
  );
}
