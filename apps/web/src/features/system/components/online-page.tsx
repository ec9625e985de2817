import { ONLINE_SORT_COLUMNS, type OnlineSession } from '@coal/contracts';
import { Button, Popconfirm, Tag } from 'antd';
import { useFeedback } from '@/components/feedback';
import { DataText } from '@/components/data-text';
import { useTranslation } from '@/lib/i18n';
import { useOnline } from '../api/logs';
import { useEndSession } from '../api/users';
import { useListParams } from '@/lib/use-list-params';
import { useSystemT } from '../system-i18n';
import { FilterForm } from './filter-form';
import { ListCard } from './list-card';
import '@/styles/features/system.css';

const FILTERS = ['keyword'] as const;

/** 在线用户: the live sessions, each with 结束会话. */
export function OnlinePage() {
  const { t } = useSystemT();
  const { t: tApp } = useTranslation();
  const { message } = useFeedback();
  const list = useListParams(FILTERS, ONLINE_SORT_COLUMNS);
  const online = useOnline(list.query);
  const end = useEndSession();
  return (
    <ListCard<OnlineSession>
      title={t('system.online.title')}
      list={list}
      result={online}
      rowKey="jti"
      exportPath="/api/system/online/export"
      exportName={t('system.online.title')}
      emptyText={t('system.online.empty')}
      scrollX={1100}
      filters={
        <FilterForm
          list={list}
          fields={[
            {
              kind: 'text',
              key: 'keyword',
              label: t('system.users.userName'),
              placeholder: t('system.online.keyword'),
            },
          ]}
        />
      }
      columns={[
        {
          key: 'userName',
          dataIndex: 'userName',
          title: t('system.users.userName'),
          sorter: true,
          fixed: 'left',
          width: 130,
        },
        {
          key: 'nickName',
          dataIndex: 'nickName',
          title: t('system.users.nickName'),
          width: 120,
          render: (value: string) => <DataText>{value}</DataText>,
        },
        {
          key: 'activeRole',
          title: t('system.online.role'),
          width: 110,
          render: (_, row) => tApp(`role.${row.activeRole}`),
        },
        { key: 'ip', dataIndex: 'ip', title: t('system.online.ip'), width: 140 },
        { key: 'browser', dataIndex: 'browser', title: t('system.online.browser'), width: 140 },
        { key: 'os', dataIndex: 'os', title: t('system.online.os'), width: 130 },
        {
          key: 'createdAt',
          dataIndex: 'createdAt',
          title: t('system.online.signedInAt'),
          sorter: true,
          width: 170,
        },
        {
          key: 'expiresAt',
          dataIndex: 'expiresAt',
          title: t('system.online.expiresAt'),
          sorter: true,
          width: 170,
        },
        {
          key: 'actions',
          title: t('system.actions'),
          fixed: 'right',
          width: 120,
          render: (_, row) =>
            row.current ? (
              <Tag color="blue">{t('system.online.current')}</Tag>
            ) : (
              <Popconfirm
                title={t('system.online.endConfirm', { userName: row.userName })}
                okText={t('system.confirm')}
                cancelText={t('system.cancel')}
                onConfirm={() => end.mutate(row.jti, { onSuccess: (r) => void message.success(r.msg) })}
              >
                <Button type="link" size="small" danger>
                  {t('system.online.end')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
