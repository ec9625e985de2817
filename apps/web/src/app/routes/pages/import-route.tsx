import { ImportPage } from '@/features/import';
import { useAccessiblePath } from '../use-accessible-path';

/** The import page, linking its result to the mine search when that page is open to the role. */
export function ImportRoute() {
  return <ImportPage searchPath={useAccessiblePath('Search')} />;
}
