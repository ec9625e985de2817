import { Alert, Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { ChangePasswordForm } from './change-password-form';
import { type ProfileField, ProfileFields } from './profile-fields';
import { useUserInfo } from './use-user-info';
import '@/styles/features/user.css';

const TABS = ['basic', 'security'];

const PROFILE_FIELDS: ProfileField[] = [
  'userName',
  'nickName',
  'email',
  'phone',
  'organization',
  'job',
  'location',
  'personalWebsite',
  'introduction',
];

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
  return (
    <Card>
      <h1 className="visually-hidden">{t('menu.user.setting')}</h1>
      {query.data?.user.mustChangePassword && (
        <Alert
          type="warning"
          showIcon
          title={t('access.passwordChangeRequired')}
          style={{ marginBottom: 16 }}
        />
      )}
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
                    <ProfileFields
                      user={user}
                      fields={PROFILE_FIELDS}
                      column={{ xs: 1, md: 2 }}
                      bordered
                      size="middle"
                    />
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
