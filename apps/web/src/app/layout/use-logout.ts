import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useTabsStore } from '@/features/tabs/tabs-store';
import { raiseAfterNavigation } from '@/lib/pending-toast';
import { signOut } from '@/lib/session';
import { loginUrlFor } from '../routes/navigation-rules';
import { routeForPath } from '../routes/route-lookup';
import { useAppRoutes } from '../routes/routes-context';

/** Logs out, forgets local state and goes to login with the way back, where the notice (登出成功) shows. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  return useCallback(
    async ({
      callServer = true,
      notice = t('logout.success'),
    }: { callServer?: boolean; notice?: string } = {}) => {
      const url = new URL(window.location.href);
      const target = loginUrlFor(routeForPath(routes, url.pathname), url);
      raiseAfterNavigation(notice);
      await signOut({
        callServer,
        beforeClear: async () => {
          await navigate(target, { replace: true });
        },
      });
      useTabsStore.setState({ tabs: [], reloadKeys: {} });
    },
    [navigate, routes, t],
  );
}
