import { BatchEditButton } from '@/features/mine-edit';
import { RegisterPage } from '@/features/register/page';
import { UrlSavedViews } from '@/features/saved-views';

/** What a saved query keeps: the advanced query and the sort, not the page. */
const QUERY_PARAMS = ['q', 'sort'] as const;

/** The register with its saved queries and, for admins, the batch edit of the selected mines. */
export function RegisterRoute() {
  return (
    <RegisterPage
      toolbar={<UrlSavedViews kind="registerQuery" keys={QUERY_PARAMS} />}
      selectionActions={(selection) => (
        <BatchEditButton mineIds={selection.selectedIds} onDone={selection.clear} />
      )}
    />
  );
}
