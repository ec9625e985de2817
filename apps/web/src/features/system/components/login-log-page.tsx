import { LOGIN_EVENTS, LOGIN_LOG_SORT_COLUMNS, LOGIN_REASONS, type LoginLogRow } from '@coal/contracts';
import { Tag } from 'antd';
import { DataText } from '@/components/data-text';
import { useLoginLog } from '../api/logs';
import { useListParams } from '@/lib/use-list-params';
import { useSystemT } from '../system-i18n';
import { FilterForm } from './filter-form';
import { ListCard } from './list-card';
import '@/styles/features/system.css';

const FILTERS = ['userName', 'ip', 'event', 'reason', 'dateFrom', 'dateTo'] as const;
const EVENT_COLOR: Record<LoginLogRow['event'], string> = {
  login: 'green',
  logout: 'default',
  loginFailed: 'red',
  sessionEnd: 'orange',
};
const DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** 登录日志: sign-ins, sign-outs, failures with their reason, and session ends. */
export function LoginLogPage() {
  const { t } = useSystemT();
  const list = useListParams(FILTERS, LOGIN_LOG_SORT_COLUMNS);
  const log = useLoginLog(list.query);
  const deviceOf = (device: string) =>
    (DEVICES as readonly string[]).includes(device)
      ? t(`system.device.${device as (typeof DEVICES)[number]}`)
      : device;
  return (
    <ListCard<LoginLogRow>
      title={t('system.loginLog.title')}
      list={list}
      result={log}
      rowKey="id"
      exportPath="/api/system/loginLog/export"
      exportName={t('system.loginLog.title')}
      emptyText={t('system.loginLog.empty')}
      scrollX={1100}
      filters={
        <FilterForm
          list={list}
          fields={[
            { kind: 'text', key: 'userName', label: t('system.loginLog.userName'), width: 160 },
            { kind: 'text', key: 'ip', label: t('system.loginLog.ip'), width: 150 },
            {
              kind: 'select',
              key: 'event',
              label: t('system.loginLog.event'),
              options: LOGIN_EVENTS.map((value) => ({ value, label: t(`system.event.${value}`) })),
            },
            {
              kind: 'select',
              key: 'reason',
              label: t('system.loginLog.reason'),
              width: 180,
              options: LOGIN_REASONS.map((value) => ({ value, label: t(`system.reason.${value}`) })),
            },
            { kind: 'dates', label: t('system.dateRange') },
          ]}
        />
      }
      columns={[
        {
          key: 'createdAt',
          dataIndex: 'createdAt',
          title: t('system.loginLog.time'),
          sorter: true,
          fixed: 'left',
          width: 170,
        },
        {
          key: 'userName',
          dataIndex: 'userName',
          title: t('system.loginLog.userName'),
          sorter: true,
          width: 130,
          render: (value: string) => <DataText>{value}</DataText>,
        },
        {
          key: 'event',
          title: t('system.loginLog.event'),
          sorter: true,
          width: 110,
          render: (_, row) => <Tag color={EVENT_COLOR[row.event]}>{t(`system.event.${row.event}`)}</Tag>,
        },
        {
          key: 'reason',
          title: t('system.loginLog.reason'),
          width: 160,
          render: (_, row) => (row.reason ? t(`system.reason.${row.reason}`) : '—'),
        },
        { key: 'ip', dataIndex: 'ip', title: t('system.loginLog.ip'), width: 140 },
        {
          key: 'browser',
          dataIndex: 'browser',
          title: t('system.online.browser'),
          width: 130,
          render: (v: string) => v || '—',
        },
        {
          key: 'os',
          dataIndex: 'os',
          title: t('system.online.os'),
          width: 130,
          render: (v: string) => v || '—',
        },
        {
          key: 'device',
          title: t('system.loginLog.device'),
          width: 90,
          render: (_, row) => deviceOf(row.device) || '—',
        },
      ]}
    />
  );
}
