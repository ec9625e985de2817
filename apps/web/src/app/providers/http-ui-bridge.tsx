import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useFeedback } from '@/components/feedback';
import { installHttpUi } from '@/lib/http/ui-adapter';

// The dialog's code loads only when a session has expired.
const ExpiredSessionDialog = lazy(() =>
  import('./expired-session-dialog').then((m) => ({ default: m.ExpiredSessionDialog })),
);

/** Error notices stay 5 s (SPEC.md §8). */
const ERROR_SECONDS = 5;

/** Connects the HTTP layer's failures to the session-expired dialog and toasts, in the current language. */
export function HttpUiBridge() {
  const { message } = useFeedback();
  const { t } = useTranslation();
  // Set while the dialog is up: what to call when it has gone away.
  const [expired, setExpired] = useState<(() => void) | null>(null);
  // The dialog leaves for sign-in through the router this bridge renders in, so it never imports the router.
  const navigate = useNavigate();
  useEffect(
    () =>
      installHttpUi({
        confirmExpired(onClosed) {
          setExpired(() => onClosed);
        },
        notifyError(kind, text) {
          const fallback = kind === 'network' ? t('http.requestError') : t('http.error');
          void message.error({ content: text ?? fallback, duration: ERROR_SECONDS });
        },
      }),
    [message, t],
  );
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredSessionDialog
        navigate={async (to) => navigate(to, { replace: true })}
        onClosed={() => {
          setExpired(null);
          expired();
        }}
      />
    </Suspense>
  );
}
