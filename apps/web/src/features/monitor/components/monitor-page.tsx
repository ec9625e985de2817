import type { MonitorData } from '@coal/contracts';
import { Alert, Card, Col, Descriptions, Row, Segmented, Space, Typography } from 'antd';
import { DataState } from '@/components/data-state';
import { PanelBoundary } from '@/components/panel-boundary';
import '@/styles/features/monitor.css';
import { MONITOR_REFRESH_MS, useMonitor } from '../api/get-monitor';
import { formatBytes, uptimeParts } from '../model/format';
import { useMonitorT } from '../monitor-i18n';
import { MonitorCharts } from './monitor-charts';
import { CachesTable, ErrorsTable, JobsTable, RoutesTable } from './monitor-tables';
import { useProcessViews } from './use-process-views';

/** /dashboard/monitor: the answering server process's health, refreshed every few seconds. */
export function MonitorPage() {
  const { t } = useMonitorT();
  const monitor = useMonitor();
  const { views, shown, shownKey, answering, choose } = useProcessViews(monitor.data);
  return (
    <div className="monitor-page">
      <Space wrap size={12} className="monitor-page__bar">
        <Typography.Title level={3} className="monitor-page__title">
          {t('monitor.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('monitor.refresh', { seconds: MONITOR_REFRESH_MS / 1000 })}
        </Typography.Text>
      </Space>
      <DataState
        isPending={monitor.isPending}
        error={monitor.error}
        data={shown}
        onRetry={() => void monitor.refetch()}
      >
        {(data) => (
          <>
            <Space direction="vertical" size={4} className="monitor-page__process">
              <Typography.Text data-testid="monitor-answered-by">
                {t('monitor.answeredBy', { host: data.process.host, pid: data.process.pid })}
              </Typography.Text>
              {data.process.processes > 1 && (
                <Typography.Text type="secondary">
                  {t('monitor.processes', { count: data.process.processes })}
                </Typography.Text>
              )}
              {views.size > 1 && (
                <Segmented
                  aria-label={t('monitor.process')}
                  value={shownKey ?? undefined}
                  options={[...views.keys()].map((key) => ({
                    value: key,
                    label: key === answering ? `${key} ●` : key,
                  }))}
                  onChange={(key) => choose(key)}
                />
              )}
            </Space>
            <MonitorBody data={data} />
          </>
        )}
      </DataState>
    </div>
  );
}

function MonitorBody({ data }: { data: MonitorData }) {
  const { t, language } = useMonitorT();
  const up = uptimeParts(data.process.uptimeSeconds);
  const boundary = { errorTitle: t('monitor.panel.error'), retryLabel: t('monitor.panel.retry') };
  const facts = [
    { key: 'version', label: t('monitor.fact.version'), children: data.process.version },
    { key: 'node', label: t('monitor.fact.node'), children: data.process.nodeVersion },
    {
      key: 'uptime',
      label: t('monitor.fact.uptime'),
      children: up.days > 0 ? t('monitor.uptime', up) : t('monitor.uptimeShort', up),
    },
    { key: 'started', label: t('monitor.fact.startedAt'), children: data.process.startedAt },
    { key: 'db', label: t('monitor.fact.database'), children: t(`monitor.db.${data.database.kind}`) },
    {
      key: 'size',
      label: t('monitor.fact.dbSize'),
      children: formatBytes(data.database.sizeBytes, language),
    },
    {
      key: 'dir',
      label: t('monitor.fact.dataDir'),
      children: formatBytes(data.database.dataDirBytes, language),
    },
    {
      key: 'pool',
      label: t('monitor.fact.pool'),
      children: t('monitor.fact.poolValue', {
        total: data.database.poolTotal,
        idle: data.database.poolIdle,
        waiting: data.database.poolWaiting,
      }),
    },
    { key: 'sessions', label: t('monitor.fact.sessions'), children: data.facts.activeSessions },
    { key: 'failures', label: t('monitor.fact.signInFailures'), children: data.facts.signInFailures },
    {
      key: 'import',
      label: t('monitor.fact.newestImport'),
      children: data.facts.newestImportAt || t('monitor.fact.none'),
    },
    {
      key: 'article',
      label: t('monitor.fact.newestArticle'),
      children: data.facts.newestArticleAt || t('monitor.fact.none'),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small">
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3, xxl: 4 }} items={facts} />
        </Card>
      </Col>
      <Col span={24}>
        {data.series.length < 2 ? (
          <Alert type="info" showIcon title={t('monitor.waiting')} />
        ) : (
          <MonitorCharts points={data.series} />
        )}
      </Col>
      <Col xs={24} xl={14}>
        <PanelBoundary {...boundary}>
          <RoutesTable rows={data.routes} />
        </PanelBoundary>
      </Col>
      <Col xs={24} xl={10}>
        <PanelBoundary {...boundary}>
          <CachesTable rows={data.caches} />
        </PanelBoundary>
      </Col>
      <Col span={24}>
        <PanelBoundary {...boundary}>
          <JobsTable rows={data.jobs} />
        </PanelBoundary>
      </Col>
      <Col span={24}>
        <PanelBoundary {...boundary}>
          <ErrorsTable rows={data.errors} />
        </PanelBoundary>
      </Col>
    </Row>
  );
}
