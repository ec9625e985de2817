import type { SystemUser } from '@coal/contracts';
import { Button, Dropdown, Modal, Popconfirm, Space } from 'antd';
import { useFeedback } from '@/components/feedback';
import { useSessionStore } from '@/lib/session';
import { useResetPassword, useSetUserStatus, useUnlockUser } from '../api/users';
import { useSystemT } from '../system-i18n';

/** A row's actions: edit, disable or enable, and under 更多 the password reset, unlock and sessions. */
export function UserActions({
  user,
  onEdit,
  onSessions,
  onPassword,
}: {
  user: SystemUser;
  onEdit: () => void;
  onSessions: () => void;
  onPassword: (password: string) => void;
}) {
  const { t } = useSystemT();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const selfId = useSessionStore((state) => state.user?.userId);
  const setStatus = useSetUserStatus();
  const reset = useResetPassword();
  const unlock = useUnlockUser();
  const done = (result: { msg: string }) => void message.success(result.msg);

  const disabling = user.status === '0';
  const toggle = () =>
    setStatus.mutate({ userId: user.userId, status: disabling ? '1' : '0' }, { onSuccess: done });

  return (
    <Space size={4} wrap={false}>
      {modalHolder}
      <Button type="link" size="small" onClick={onEdit}>
        {t('system.users.edit')}
      </Button>
      {disabling ? (
        <Popconfirm
          title={t('system.users.disableConfirm', { userName: user.userName })}
          okText={t('system.confirm')}
          cancelText={t('system.cancel')}
          onConfirm={toggle}
          disabled={user.userId === selfId}
        >
          <Button
            type="link"
            size="small"
            danger
            disabled={user.userId === selfId}
            loading={setStatus.isPending}
          >
            {t('system.users.disable')}
          </Button>
        </Popconfirm>
      ) : (
        <Button type="link" size="small" onClick={toggle} loading={setStatus.isPending}>
          {t('system.users.enable')}
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'sessions', label: t('system.users.viewSessions') },
            { key: 'reset', label: t('system.users.resetPwd') },
            { key: 'unlock', label: t('system.users.unlock'), disabled: !user.locked },
          ],
          onClick: ({ key }) => {
            if (key === 'sessions') onSessions();
            if (key === 'unlock') unlock.mutate(user.userId, { onSuccess: done });
            if (key === 'reset')
              void modal.confirm({
                title: t('system.users.resetConfirm', { userName: user.userName }),
                okText: t('system.confirm'),
                cancelText: t('system.cancel'),
                onOk: async () => {
                  const result = await reset.mutateAsync(user.userId);
                  done(result);
                  const password = (result.data as { initialPassword: string | null }).initialPassword;
                  if (password) onPassword(password);
                },
              });
          },
        }}
      >
        <Button type="link" size="small">
          {t('system.users.more')}
        </Button>
      </Dropdown>
    </Space>
  );
}
