import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { LoginPage } from '@/features/auth';
import { ThemeToggle } from '@/features/settings';
import { afterLoginTarget } from '../navigation-rules';
import { appRoutes, DEFAULT_ROUTE_NAME } from '../registry';
import { findRouteByName } from '../route-lookup';

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const fallback = findRouteByName(appRoutes, DEFAULT_ROUTE_NAME)?.path ?? '/';
  return (
    <LoginPage
      onSignedIn={() =>
        void navigate(afterLoginTarget(appRoutes, location.search, fallback), { replace: true })
      }
      toolbar={
        <>
          <LanguageSwitch />
          <ThemeToggle />
        </>
      }
    />
  );
}
