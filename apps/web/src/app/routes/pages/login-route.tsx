import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from '@/features/auth';
import { PlainSettingSwitches } from '@/features/settings/plain-switches';
import { useSettingsStore } from '@/features/settings/settings-store';
import { afterLoginTarget } from '../navigation-rules';
import { DEFAULT_ROUTE_NAME } from '../paths';
import { findRouteByName } from '../route-lookup';
import { useAppRoutes } from '../routes-context';

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const routes = useAppRoutes();
  const themeColor = useSettingsStore((s) => s.themeColor);
  const fallback = findRouteByName(routes, DEFAULT_ROUTE_NAME)?.path ?? '/';
  return (
    <LoginPage
      onSignedIn={() =>
        void navigate(afterLoginTarget(routes, location.search, fallback, location.hash), { replace: true })
      }
      toolbar={<PlainSettingSwitches />}
      primaryColor={themeColor}
    />
  );
}
