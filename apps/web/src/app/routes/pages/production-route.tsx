import { UrlSavedViews } from '@/features/saved-views';
import { ProductionPage } from '@/features/visualization';

/** The production analysis with its saved views: a view is the page's area and years, as in its URL. */
export function ProductionRoute() {
  return <ProductionPage toolbar={<UrlSavedViews kind="analysis" />} />;
}
