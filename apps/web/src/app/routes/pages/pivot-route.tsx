import { UrlSavedViews } from '@/features/saved-views';
import { PivotPage } from '@/features/visualization';

/** The pivot with its saved views: a view is the page's URL state. */
export function PivotRoute() {
  return <PivotPage toolbar={<UrlSavedViews kind="pivot" />} />;
}
