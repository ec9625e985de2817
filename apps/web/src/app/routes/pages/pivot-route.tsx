import { useSearchParams } from 'react-router';
import { SavedViewsMenu } from '@/features/saved-views';
import { PivotPage } from '@/features/visualization';

/** The pivot with its saved views: a view is the page's URL state. */
export function PivotRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <PivotPage
      toolbar={
        <SavedViewsMenu
          kind="pivot"
          state={Object.fromEntries(params)}
          onOpen={(state) => setParams(new URLSearchParams(state as Record<string, string>))}
        />
      }
    />
  );
}
