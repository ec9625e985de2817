import { useTranslation } from '@/lib/i18n';
import { Logo } from './logo';
import '@/styles/loading-screen.css';

/**
 * What shows until the first page's code has arrived: the screen index.html paints, drawn by React. It
 * names no product in large type, so a page's largest paint stays its own content.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status">
      <div className="loading-screen__bar" aria-hidden="true" />
      <Logo size={48} />
      <p className="loading-screen__hint">{t('app.loading')}</p>
    </div>
  );
}
