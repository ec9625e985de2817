import { useTranslation } from '@/lib/i18n';
import { ExceptionView } from './exception-view';

/** Unknown paths outside the layout: the 404 body as a page of its own. */
export function StandaloneNotFound() {
  const { t } = useTranslation();
  return (
    <main className="exception--standalone exception" aria-label={t('menu.notFound')}>
      <ExceptionView status="404" withRetry />
    </main>
  );
}
