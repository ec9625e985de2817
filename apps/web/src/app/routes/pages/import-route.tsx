import { canAccess } from '@coal/contracts';
import { ImportPage } from '@/features/import';
import { useSessionStore } from '@/lib/session';
import { appRoutes } from '../registry';
import { findRouteByName } from '../route-lookup';

/** The import page, linking its result to the mine search when that page is open to the role. */
export function ImportRoute() {
  const role = useSessionStore((s) => s.role);
  const search = findRouteByName(appRoutes, 'Search');
  return <ImportPage searchPath={search && canAccess(search.meta, role) ? search.path : undefined} />;
}
