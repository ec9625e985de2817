import { Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { permissionKey } from '@/lib/permission';
import { DataState } from '@/components/data-state';
import { StatusTag } from '@/components/status-tag';
import { formatDateTime } from '@/lib/format-date';
import type { ReactNode } from 'react';
import { ActivityPanel } from './activity-panel';
import { type ProfileField, ProfileFields } from './profile-fields';
import { UserAvatar } from './user-avatar';
import { useUserInfo } from './use-user-info';
import '@/styles/features/user.css';

const PROFILE_FIELDS: ProfileField[] = [
  'nickName',
  'job',
  'organization',
  'location',
  'email',
  'phone',
  'personalWebsite',
  'introduction',
];

/**
 * The user centre: who the account is, what it may do, its account facts, and what it did lately.
 * `minePanels` are the followed and recently viewed mines, which the desk owns and the route composes.
 */
export function UserInfoPage({ minePanels = [] }: { minePanels?: ReactNode[] }) {
  const { t } = useTranslation();
  const query = useUserInfo();
  const none = t('common.none');
  return (
    <DataState
      isPending={query.isPending}
      error={query.error}
      data={query.data}
      onRetry={() => void query.refetch()}
    >
      {({ user, roles, permissions }) => (
        <div className="user-page">
          <Card>
            <div className="user-header">
              <UserAvatar
                name={user.nickName}
                src={user.avatar}
                size={72}
                label={t('userInfo.avatar', { name: user.nickName })}
              />
              <div>
                <Typography.Title level={1} className="user-header__name" lang="zh-CN">
                  {user.nickName}
                </Typography.Title>
                <Space wrap size={[8, 4]}>
                  <Tag color="blue">{t(`role.${user.role}`)}</Tag>
                  <StatusTag tone={user.certification ? 'green' : 'gray'}>
                    {user.certification ? t('userInfo.certified') : t('userInfo.uncertified')}
                  </StatusTag>
                  {[user.jobName, user.organizationName, user.locationName].filter(Boolean).map((text) => (
                    <span key={text} className="user-header__fact" lang="zh-CN">
                      {text}
                    </span>
                  ))}
                </Space>
              </div>
            </div>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Card title={<h2 className="panel-heading">{t('userInfo.profile')}</h2>}>
                <ProfileFields user={user} fields={PROFILE_FIELDS} column={{ xs: 1, sm: 2 }} size="middle" />
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card title={<h2 className="panel-heading">{t('userInfo.account')}</h2>}>
                <Descriptions column={1} size="middle">
                  <Descriptions.Item label={t('userInfo.userName')}>{user.userName}</Descriptions.Item>
                  <Descriptions.Item label={t('userInfo.accountId')}>
                    {user.accountId || none}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('userInfo.userId')}>{user.userId}</Descriptions.Item>
                  <Descriptions.Item label={t('userInfo.registrationDate')}>
                    {formatDateTime(user.registrationDate) || none}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
            {minePanels.map((panel, index) => (
              <Col key={index} xs={24} xl={12}>
                {panel}
              </Col>
            ))}
            <Col xs={24} xl={12}>
              <ActivityPanel />
            </Col>
            <Col xs={24} xl={12}>
              <Card title={<h2 className="panel-heading">{t('userInfo.roles')}</h2>}>
                <Descriptions column={1} size="middle">
                  <Descriptions.Item label={t('userInfo.currentRole')}>
                    <Tag color="blue">{t(`role.${user.role}`)}</Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('userInfo.heldRoles')}>
                    <Space wrap>
                      {roles.map((role) => (
                        <Tag key={role}>{t(`role.${role}`)}</Tag>
                      ))}
                    </Space>
                  </Descriptions.Item>
                </Descriptions>
                <Space wrap size={[6, 6]} className="user-permissions">
                  {permissions.map((permission) => (
                    <Tag key={permission} variant="filled" title={permission}>
                      {t(permissionKey(permission), { defaultValue: permission })}
                    </Tag>
                  ))}
                </Space>
                <Typography.Paragraph type="secondary" className="user-hint">
                  {t('userInfo.roleHint')}
                </Typography.Paragraph>
              </Card>
            </Col>
          </Row>
        </div>
      )}
    </DataState>
  );
}
