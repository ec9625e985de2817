import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { LoginPage } from '@/features/auth';
import { ThemeToggle } from '@/features/settings';
import { afterLoginTarget } from '../navigation-rules';
import { DEFAULT_ROUTE_NAME } from '../paths';
import { findRouteByName } from '../route-lookup';
import { useAppRoutes } from '../routes-context';

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const routes = useAppRoutes();
  const fallback = findRouteByName(routes, DEFAULT_ROUTE_NAME)?.path ?? '/';
  return (
    <LoginPage
      onSignedIn={() => void navigate(afterLoginTarget(routes, location.search, fallback), { replace: true })}
      toolbar={
        <>
          <LanguageSwitch />
          <ThemeToggle />
        </>
      }
    />
  );
}
