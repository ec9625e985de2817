import { PlusOutlined } from '@ant-design/icons';
import { ROLES, type SystemUser, USER_SORT_COLUMNS } from '@coal/contracts';
import { Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { DataText } from '@/components/data-text';
import { useTranslation } from '@/lib/i18n';
import { useUsers } from '../api/users';
import { useListParams } from '@/lib/use-list-params';
import { useSystemT } from '../system-i18n';
import { FilterForm } from './filter-form';
import { ListCard } from './list-card';
import { PasswordOnceModal } from './password-once-modal';
import { UserActions } from './user-actions';
import { UserFormModal } from './user-form-modal';
import { UserSessionsDrawer } from './user-sessions-drawer';
import '@/styles/features/system.css';

const FILTERS = ['keyword', 'status', 'role', 'userId'] as const;

/** 用户管理: search, create, edit, disable, reset, unlock, and each account's sessions. */
export function UsersPage() {
  const { t } = useSystemT();
  const { t: tApp } = useTranslation();
  const list = useListParams(FILTERS, USER_SORT_COLUMNS);
  const users = useUsers(list.query);
  const [form, setForm] = useState<{ open: boolean; editing: SystemUser | null }>({
    open: false,
    editing: null,
  });
  const [sessionsOf, setSessionsOf] = useState<SystemUser | null>(null);
  const [password, setPassword] = useState<{ userName: string; password: string } | null>(null);

  return (
    <>
      <ListCard<SystemUser>
        title={t('system.users.title')}
        list={list}
        result={users}
        rowKey="userId"
        exportPath="/api/system/user/export"
        exportName={t('system.users.title')}
        emptyText={t('system.users.title')}
        scrollX={1200}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ open: true, editing: null })}
          >
            {t('system.users.create')}
          </Button>
        }
        filters={
          <FilterForm
            list={list}
            fields={[
              {
                kind: 'text',
                key: 'keyword',
                label: t('system.users.userName'),
                placeholder: t('system.users.keyword'),
                width: 260,
              },
              {
                kind: 'select',
                key: 'status',
                label: t('system.users.status'),
                options: (['0', '1'] as const).map((value) => ({
                  value,
                  label: t(`system.users.status.${value}`),
                })),
              },
              {
                kind: 'select',
                key: 'role',
                label: t('system.users.role'),
                options: ROLES.map((role) => ({ value: role, label: tApp(`role.${role}`) })),
              },
            ]}
          />
        }
        columns={[
          {
            key: 'userName',
            title: t('system.users.userName'),
            sorter: true,
            fixed: 'left',
            width: 150,
            render: (_, user) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{user.userName}</Typography.Text>
                <Space size={4} wrap>
                  {user.locked && <Tag color="red">{t('system.users.locked')}</Tag>}
                  {user.mustChangePassword && (
                    <Tooltip title={t('system.users.mustChangeHint')}>
                      <Tag color="orange">{t('system.users.mustChange')}</Tag>
                    </Tooltip>
                  )}
                </Space>
              </Space>
            ),
          },
          {
            key: 'nickName',
            dataIndex: 'nickName',
            title: t('system.users.nickName'),
            sorter: true,
            width: 120,
            render: (value: string) => <DataText>{value}</DataText>,
          },
          {
            key: 'organizationName',
            dataIndex: 'organizationName',
            title: t('system.users.organization'),
            width: 180,
            ellipsis: true,
            render: (value: string) => <DataText>{value}</DataText>,
          },
          {
            key: 'contact',
            title: `${t('system.users.phone')} / ${t('system.users.email')}`,
            width: 200,
            render: (_, user) => (
              <Space orientation="vertical" size={0}>
                <DataText>{user.phone || '—'}</DataText>
                <Typography.Text type="secondary">
                  <DataText>{user.email || '—'}</DataText>
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'roles',
            title: t('system.users.roles'),
            width: 160,
            render: (_, user) =>
              user.roles.map((role) => (
                <Tag key={role} color={role === 'admin' ? 'blue' : 'default'}>
                  {tApp(`role.${role}`)}
                </Tag>
              )),
          },
          {
            key: 'status',
            title: t('system.users.status'),
            sorter: true,
            width: 90,
            render: (_, user) => (
              <Badge
                status={user.status === '0' ? 'success' : 'default'}
                text={t(`system.users.status.${user.status}`)}
              />
            ),
          },
          {
            key: 'sessions',
            title: t('system.users.sessions'),
            width: 80,
            render: (_, user) => (
              <Button type="link" size="small" onClick={() => setSessionsOf(user)}>
                {user.activeSessions}
              </Button>
            ),
          },
          {
            key: 'lastSignInAt',
            dataIndex: 'lastSignInAt',
            title: t('system.users.lastSignIn'),
            width: 170,
            render: (value: string) =>
              value || <Typography.Text type="secondary">{t('system.users.never')}</Typography.Text>,
          },
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('system.users.createdAt'),
            sorter: true,
            width: 170,
          },
          {
            key: 'actions',
            title: t('system.actions'),
            fixed: 'right',
            width: 190,
            render: (_, user) => (
              <UserActions
                user={user}
                onEdit={() => setForm({ open: true, editing: user })}
                onSessions={() => setSessionsOf(user)}
                onPassword={(value) => setPassword({ userName: user.userName, password: value })}
              />
            ),
          },
        ]}
      />
      <UserFormModal
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
        onCreated={(userName, value) => value && setPassword({ userName, password: value })}
      />
      <UserSessionsDrawer user={sessionsOf} onClose={() => setSessionsOf(null)} />
      <PasswordOnceModal shown={password} onClose={() => setPassword(null)} />
    </>
  );
}
