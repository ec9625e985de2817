import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { installHttpUi } from '@/lib/http/ui-adapter';
import { signOut } from '@/lib/session';
import { useTabsStore } from '@/features/tabs';
import { router } from '../router';
import { routeForPath } from '../routes/current-route';
import { loginUrlFor } from '../routes/navigation-rules';

/** Error notices stay 5 s (SPEC.md §8). */
const ERROR_SECONDS = 5;

/** Connects the HTTP layer's failures to Ant Design's dialog and notices, in the current language. */
export function HttpUiBridge() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  useEffect(
    () =>
      installHttpUi({
        confirmExpired(onClosed) {
          modal.confirm({
            title: t('session.expired.title'),
            content: t('session.expired.content'),
            okText: t('session.expired.relogin'),
            cancelText: t('session.expired.cancel'),
            afterClose: onClosed,
            async onOk() {
              const url = new URL(window.location.href);
              const target = loginUrlFor(routeForPath(url.pathname), url);
              // The server already refused the token: forget it locally.
              await signOut({
                callServer: false,
                beforeClear: () => router.navigate(target, { replace: true }),
              });
              useTabsStore.setState({ tabs: [], reloadKeys: {} });
            },
          });
        },
        notifyError(kind, text) {
          const fallback = kind === 'network' ? t('http.requestError') : t('http.error');
          void message.error({ content: text ?? fallback, duration: ERROR_SECONDS });
        },
      }),
    [modal, message, t],
  );
  return null;
}
