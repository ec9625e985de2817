import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTabsStore } from '@/features/tabs/tabs-store';
import { signOut } from '@/lib/session';
import { loginUrlFor } from '../routes/navigation-rules';
import { routeForPath } from '../routes/route-lookup';
import { useAppRoutes } from '../routes/routes-context';
import { useFeedback } from '@/components/feedback';

/** Logs out, forgets local state, says 登出成功 and goes to login with the way back. */
export function useLogout() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  return useCallback(
    async ({ callServer = true, announce = true }: { callServer?: boolean; announce?: boolean } = {}) => {
      const url = new URL(window.location.href);
      const target = loginUrlFor(routeForPath(routes, url.pathname), url);
      await signOut({
        callServer,
        beforeClear: async () => {
          await navigate(target, { replace: true });
        },
      });
      useTabsStore.setState({ tabs: [], reloadKeys: {} });
      if (announce) void message.success(t('logout.success'));
    },
    [message, navigate, routes, t],
  );
}
