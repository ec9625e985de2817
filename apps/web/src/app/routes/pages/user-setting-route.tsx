import { UserSettingPage } from '@/features/user';
import { useLogout } from '../../layout/use-logout';

export function UserSettingRoute() {
  // The server has already revoked every session: only local state is left to clear.
  const logout = useLogout();
  return <UserSettingPage onPasswordChanged={(notice) => void logout({ callServer: false, notice })} />;
}
