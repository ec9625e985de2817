import { AlertSettingsForm, useAlertsT } from '@/features/alerts';
import { UserSettingPage } from '@/features/user';
import { useLogout } from '../../layout/use-logout';

export function UserSettingRoute() {
  // The server has already revoked every session: only local state is left to clear.
  const logout = useLogout();
  const { t } = useAlertsT();
  return (
    <UserSettingPage
      onPasswordChanged={(notice) => void logout({ callServer: false, notice })}
      extraTabs={[{ key: 'alerts', label: t('alerts.tab'), children: <AlertSettingsForm /> }]}
    />
  );
}
