import type { MonitorCache, MonitorError, MonitorJob, MonitorRoute } from '@coal/contracts';
import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { monitorZhCN, useMonitorT } from '../monitor-i18n';

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
const SCROLL = { x: 'max-content' } as const;

export function RoutesTable({ rows }: { rows: MonitorRoute[] }) {
  const { t } = useMonitorT();
  const columns: ColumnsType<MonitorRoute> = [
    { title: t('monitor.routes.method'), dataIndex: 'method', width: 80 },
    { title: t('monitor.routes.route'), dataIndex: 'route', render: (route: string) => <code>{route}</code> },
    { title: t('monitor.routes.rps'), dataIndex: 'requestsPerSecond', align: 'right' },
    { title: 'p50', dataIndex: 'p50Ms', align: 'right', render: ms },
    { title: 'p95', dataIndex: 'p95Ms', align: 'right', render: ms },
    { title: 'p99', dataIndex: 'p99Ms', align: 'right', render: ms },
    { title: t('monitor.routes.errors'), dataIndex: 'serverErrors', align: 'right' },
  ];
  return (
    <Card size="small" title={t('monitor.routes')}>
      <Table
        size="small"
        rowKey={(r) => `${r.method} ${r.route}`}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={SCROLL}
        locale={{ emptyText: t('monitor.routes.empty') }}
      />
    </Card>
  );
}

export function CachesTable({ rows }: { rows: MonitorCache[] }) {
  const { t } = useMonitorT();
  const columns: ColumnsType<MonitorCache> = [
    { title: t('monitor.caches.name'), dataIndex: 'name', render: (name: string) => <code>{name}</code> },
    { title: t('monitor.caches.hits'), dataIndex: 'hits', align: 'right' },
    { title: t('monitor.caches.misses'), dataIndex: 'misses', align: 'right' },
    {
      title: t('monitor.caches.ratio'),
      dataIndex: 'hitPercent',
      align: 'right',
      render: (value: number | null) => (value === null ? '—' : `${value}%`),
    },
  ];
  return (
    <Card size="small" title={t('monitor.caches')}>
      <Table
        size="small"
        rowKey="name"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={SCROLL}
      />
    </Card>
  );
}

export function JobsTable({ rows }: { rows: MonitorJob[] }) {
  const { t } = useMonitorT();
  const jobName = (name: string) => {
    const key = `monitor.job.${name}`;
    return key in monitorZhCN ? t(key as keyof typeof monitorZhCN) : name;
  };
  const columns: ColumnsType<MonitorJob> = [
    { title: t('monitor.jobs.name'), dataIndex: 'name', render: jobName },
    {
      title: t('monitor.jobs.schedule'),
      dataIndex: 'pattern',
      render: (pattern: string) => (pattern ? <code>{pattern}</code> : t('monitor.jobs.manual')),
    },
    {
      title: t('monitor.jobs.last'),
      dataIndex: 'lastStartedAt',
      render: (v: string) => v || t('monitor.jobs.never'),
    },
    { title: t('monitor.jobs.next'), dataIndex: 'nextRunAt', render: (v: string) => v || '—' },
    {
      title: t('monitor.jobs.outcome'),
      key: 'outcome',
      render: (_, job) =>
        job.running ? (
          <Tag color="processing">{t('monitor.jobs.running')}</Tag>
        ) : job.lastOutcome === 'ok' ? (
          <Tag color="success">{t('monitor.jobs.ok')}</Tag>
        ) : job.lastOutcome === 'failed' ? (
          <Typography.Text>
            <Tag color="error">{t('monitor.jobs.failed')}</Tag>
            <Typography.Text type="danger">{job.lastError}</Typography.Text>
          </Typography.Text>
        ) : (
          <Tag>{t('monitor.jobs.never')}</Tag>
        ),
    },
    { title: t('monitor.jobs.duration'), dataIndex: 'lastDurationMs', align: 'right', render: ms },
    {
      title: t('monitor.jobs.runs'),
      key: 'runs',
      align: 'right',
      render: (_, job) => `${job.runs} / ${job.failures}`,
    },
    { title: t('monitor.jobs.lastSuccess'), dataIndex: 'lastSuccessAt', render: (v: string) => v || '—' },
  ];
  return (
    <Card size="small" title={t('monitor.jobs')}>
      <Table
        size="small"
        rowKey="name"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={SCROLL}
      />
    </Card>
  );
}

export function ErrorsTable({ rows }: { rows: MonitorError[] }) {
  const { t } = useMonitorT();
  const columns: ColumnsType<MonitorError> = [
    { title: t('monitor.errors.at'), dataIndex: 'at', width: 170 },
    {
      title: t('monitor.errors.requestId'),
      dataIndex: 'requestId',
      render: (id: string) => (
        <Typography.Text copyable code>
          {id}
        </Typography.Text>
      ),
    },
    {
      title: t('monitor.errors.route'),
      key: 'route',
      render: (_, e) => <code>{`${e.method} ${e.route}`}</code>,
    },
    { title: t('monitor.errors.status'), dataIndex: 'status', align: 'right' },
    { title: t('monitor.errors.message'), dataIndex: 'message' },
  ];
  return (
    <Card size="small" title={t('monitor.errors')}>
      <Table
        size="small"
        rowKey={(e) => `${e.requestId}`}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={SCROLL}
        locale={{ emptyText: t('monitor.errors.empty') }}
      />
    </Card>
  );
}
