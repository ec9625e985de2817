import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { TopProgress } from '@/components/top-progress';
import { useClaimedPageTitle } from '@/lib/page-title';
import { useCurrentRoute } from './layout/use-current-route';

/** "Route title - product title" (or the title the page claims), or the product title alone. */
function useDocumentTitle() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const claimed = useClaimedPageTitle(useLocation().pathname);
  useEffect(() => {
    const product = t('app.productName');
    const title = claimed ?? (route ? (route.meta.title ?? t(route.meta.locale)) : '');
    document.title = title ? `${title} - ${product}` : product;
  }, [route, claimed, t]);
}

/** New pages start at the top; a hash scrolls smoothly to its anchor. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}

export function RootShell() {
  const navigation = useNavigation();
  useDocumentTitle();
  useScrollOnNavigate();
  return (
    <>
      <TopProgress active={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}
