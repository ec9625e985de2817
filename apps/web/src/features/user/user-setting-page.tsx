import { Alert, Card, Divider, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useTranslation } from '@/lib/i18n';
import { AvatarUpload } from './avatar-upload';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import type { ProfileField } from './profile-fields';
import { SessionsPanel } from './sessions-panel';
import { useUserInfo } from './use-user-info';
import { useUserT } from './user-i18n';
import '@/styles/features/user.css';

const TABS = ['basic', 'password', 'sessions'];
/** Links made before the password had a tab of its own. */
const FORMER_TABS: Record<string, string> = { security: 'password' };

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

/** The user's own settings: basic information and avatar, password, signed-in devices; the tab lives in the URL. */
export function UserSettingPage({
  onPasswordChanged,
  extraTabs = [],
}: {
  onPasswordChanged: (notice: string) => void;
  extraTabs?: SettingTab[];
}) {
  const { t } = useTranslation();
  const { t: ut } = useUserT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const requested = FORMER_TABS[asked] ?? asked;
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
            label: ut('account.tab.basic'),
            children: (
              <DataState
                isPending={query.isPending}
                error={query.error}
                data={query.data}
                onRetry={() => void query.refetch()}
              >
                {({ user }) => (
                  <>
                    <AvatarUpload user={user} />
                    <Divider />
                    <h2 className="panel-heading profile-form__title">{ut('account.profile.title')}</h2>
                    <ProfileForm key={user.userId} user={user} fields={PROFILE_FIELDS} />
                  </>
                )}
              </DataState>
            ),
          },
          {
            key: 'password',
            label: ut('account.tab.password'),
            children: (
              <section aria-labelledby="password-title">
                <h2 id="password-title" className="panel-heading" style={{ marginBottom: 16 }}>
                  {t('userSetting.password.title')}
                </h2>
                <ChangePasswordForm onChanged={onPasswordChanged} />
              </section>
            ),
          },
          { key: 'sessions', label: ut('account.tab.sessions'), children: <SessionsPanel /> },
          ...extraTabs,
        ]}
      />
    </Card>
  );
}
