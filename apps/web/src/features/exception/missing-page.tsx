import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { useClaimPageTitle } from '@/lib/page-title';
import { NotFoundPage } from './not-found-page';

/** The not-found page drawn by a page whose subject does not exist (an unknown mine or article), titled so. */
export function MissingPage() {
  const { t } = useTranslation();
  useClaimPageTitle(useLocation().pathname, t('menu.notFound'));
  return <NotFoundPage />;
}
