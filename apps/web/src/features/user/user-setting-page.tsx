import { DataText } from '@/components/data-text';
import { Alert, Card, Descriptions, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { ChangePasswordForm } from './change-password-form';
import { useUserInfo } from './use-user-info';
import '@/styles/features/user.css';

const TABS = ['basic', 'security'];

/** A tab another feature adds (the alert settings), composed by the route. */
export interface SettingTab {
  key: string;
  label: string;
  children: ReactNode;
}

/** Read-only basic information and a working password change; the tab lives in the URL. */
export function UserSettingPage({
  onPasswordChanged,
  extraTabs = [],
}: {
  onPasswordChanged: (notice: string) => void;
  extraTabs?: SettingTab[];
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab = [...TABS, ...extraTabs.map((extra) => extra.key)].includes(requested) ? requested : 'basic';
  const query = useUserInfo();
  const none = t('common.none');
  return (
    <Card>
      <h1 className="visually-hidden">{t('menu.user.setting')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          {
            key: 'basic',
            label: t('userSetting.basic'),
            children: (
              <DataState
                isPending={query.isPending}
                error={query.error}
                data={query.data}
                onRetry={() => void query.refetch()}
              >
                {({ user }) => (
                  <>
                    <Alert
                      type="info"
                      showIcon
                      title={t('userSetting.readOnlyHint')}
                      style={{ marginBottom: 16 }}
                    />
                    <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
                      <Descriptions.Item label={t('userInfo.userName')}>{user.userName}</Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.nickName')}>
                        {user.nickName ? <DataText>{user.nickName}</DataText> : none}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.email')}>{user.email || none}</Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.phone')}>{user.phone || none}</Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.organization')}>
                        {user.organizationName ? <DataText>{user.organizationName}</DataText> : none}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.job')}>
                        {user.jobName ? <DataText>{user.jobName}</DataText> : none}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.location')}>
                        {user.locationName ? <DataText>{user.locationName}</DataText> : none}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.personalWebsite')}>
                        {user.personalWebsite || none}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('userInfo.introduction')} span={2}>
                        {user.introduction ? <DataText>{user.introduction}</DataText> : none}
                      </Descriptions.Item>
                    </Descriptions>
                  </>
                )}
              </DataState>
            ),
          },
          {
            key: 'security',
            label: t('userSetting.security'),
            children: (
              <section aria-labelledby="password-title">
                <h2 id="password-title" className="panel-heading" style={{ marginBottom: 16 }}>
                  {t('userSetting.password.title')}
                </h2>
                <ChangePasswordForm onChanged={onPasswordChanged} />
              </section>
            ),
          },
          ...extraTabs,
        ]}
      />
    </Card>
  );
}
