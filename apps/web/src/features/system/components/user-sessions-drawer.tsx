import type { OnlineSession, SystemUser } from '@coal/contracts';
import { Drawer, List, Popconfirm, Button, Tag, Typography } from 'antd';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { useIsPhone } from '@/lib/use-is-phone';
import { useEndSession, useUserSessions } from '../api/users';
import { useSystemT } from '../system-i18n';

/** One account's live sessions, each with 结束会话. */
export function UserSessionsDrawer({ user, onClose }: { user: SystemUser | null; onClose: () => void }) {
  const { t } = useSystemT();
  const phone = useIsPhone();
  const sessions = useUserSessions(user?.userId ?? null);
  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      size={phone ? '100%' : 480}
      title={user ? t('system.users.sessionsTitle', { userName: user.userName }) : ''}
    >
      {user && (
        <DataState
          isPending={sessions.isPending}
          error={sessions.error}
          data={sessions.data}
          isEmpty={(data) => data.rows.length === 0}
          emptyText={t('system.users.noSessions')}
          onRetry={() => void sessions.refetch()}
        >
          {(data) => (
            <List
              dataSource={data.rows}
              renderItem={(session) => <SessionItem session={session} userName={user.userName} />}
            />
          )}
        </DataState>
      )}
    </Drawer>
  );
}

function SessionItem({ session, userName }: { session: OnlineSession; userName: string }) {
  const { t } = useSystemT();
  const { message } = useFeedback();
  const end = useEndSession();
  return (
    <List.Item
      actions={[
        session.current ? (
          <Tag key="current" color="blue">
            {t('system.online.current')}
          </Tag>
        ) : (
          <Popconfirm
            key="end"
            title={t('system.online.endConfirm', { userName })}
            okText={t('system.confirm')}
            cancelText={t('system.cancel')}
            onConfirm={() => end.mutate(session.jti, { onSuccess: (r) => void message.success(r.msg) })}
          >
            <Button danger size="small" loading={end.isPending}>
              {t('system.online.end')}
            </Button>
          </Popconfirm>
        ),
      ]}
    >
      <List.Item.Meta
        title={`${session.browser || '—'} · ${session.os || '—'}`}
        description={
          <Typography.Text type="secondary">
            {session.ip} · {t('system.online.signedInAt')} {session.createdAt}
          </Typography.Text>
        }
      />
    </List.Item>
  );
}
