import type { AccountSession } from '@coal/contracts';
import { DesktopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { formatDateTime } from '@/lib/format-date';
import { accountKeys, endOtherSessions, endSession, sessionsQuery } from './api/account-api';
import { useUserT } from './user-i18n';

const DEVICE_ICONS = { mobile: MobileOutlined, tablet: TabletOutlined } as const;

/** Where the account is signed in: this device marked, any other ended one by one or all at once. */
export function SessionsPanel() {
  const { t } = useUserT();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const query = useQuery(sessionsQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: async (res) => {
      void message.success(res.msg);
      await refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async (res) => {
      void message.success(res.msg);
      await refresh();
    },
  });
  const unknown = t('account.sessions.unknown');
  const deviceName = (device: string) =>
    device === 'mobile' || device === 'tablet' || device === 'desktop'
      ? t(`account.sessions.deviceType.${device}`)
      : device;

  const columns: TableColumnsType<AccountSession> = [
    {
      key: 'client',
      title: t('account.sessions.browser'),
      render: (_, row) => {
        const Icon = DEVICE_ICONS[row.device as keyof typeof DEVICE_ICONS] ?? DesktopOutlined;
        return (
          <Space size={8} align="start">
            <Icon aria-hidden className="session-icon" />
            <span>
              <span className="session-browser">{row.browser || unknown}</span>
              <Typography.Text type="secondary" className="session-os">
                {[deviceName(row.device), row.os].filter(Boolean).join(' · ')}
              </Typography.Text>
              <Typography.Text type="secondary" className="session-phone-meta">
                {row.ip || unknown} · {formatDateTime(row.lastSeen).slice(5, 16)}
              </Typography.Text>
              {row.current && (
                <Tag color="blue" className="session-current">
                  {t('account.sessions.current')}
                </Tag>
              )}
            </span>
          </Space>
        );
      },
    },
    {
      key: 'ip',
      dataIndex: 'ip',
      title: t('account.sessions.ip'),
      responsive: ['sm'],
      render: (ip: string) => ip || unknown,
    },
    {
      key: 'loginTime',
      dataIndex: 'loginTime',
      title: t('account.sessions.loginTime'),
      responsive: ['md'],
      render: (time: string) => formatDateTime(time),
    },
    {
      key: 'lastSeen',
      dataIndex: 'lastSeen',
      title: t('account.sessions.lastSeen'),
      responsive: ['sm'],
      render: (time: string) => formatDateTime(time),
    },
    {
      key: 'action',
      title: t('account.sessions.action'),
      align: 'right',
      render: (_, row) =>
        row.current ? null : (
          <Popconfirm title={t('account.sessions.endConfirm')} onConfirm={() => endOne.mutate(row.sessionId)}>
            <Button size="small" danger loading={endOne.isPending && endOne.variables === row.sessionId}>
              {t('account.sessions.end')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <section aria-labelledby="sessions-title" className="sessions-panel">
      <div className="sessions-panel__head">
        <div>
          <h2 id="sessions-title" className="panel-heading">
            {t('account.sessions.title')}
          </h2>
          <Typography.Paragraph type="secondary">{t('account.sessions.hint')}</Typography.Paragraph>
        </div>
        <Popconfirm title={t('account.sessions.endOthersConfirm')} onConfirm={() => endOthers.mutate()}>
          <Button danger loading={endOthers.isPending} disabled={(query.data?.length ?? 0) <= 1}>
            {t('account.sessions.endOthers')}
          </Button>
        </Popconfirm>
      </div>
      <DataState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        onRetry={() => void query.refetch()}
      >
        {(rows) => (
          <>
            <Table<AccountSession>
              rowKey="sessionId"
              columns={columns}
              dataSource={rows}
              pagination={false}
              size="middle"
              scroll={{ x: 'max-content' }}
            />
            {rows.length <= 1 && (
              <Typography.Paragraph type="secondary" className="sessions-panel__only">
                {t('account.sessions.onlyThis')}
              </Typography.Paragraph>
            )}
          </>
        )}
      </DataState>
    </section>
  );
}
