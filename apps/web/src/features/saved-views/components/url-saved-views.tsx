import type { SavedViewKind } from '@coal/contracts';
import { useSearchParams } from 'react-router';
import { SavedViewsMenu } from './saved-views-menu';

/**
 * Saved views of a page whose state is its URL: a view keeps the query parameters (those named in `keys`,
 * or all) and opening it puts them back.
 */
export function UrlSavedViews({ kind, keys }: { kind: SavedViewKind; keys?: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const state = Object.fromEntries([...params].filter(([key]) => !keys || keys.includes(key)));
  return (
    <SavedViewsMenu
      kind={kind}
      state={state}
      onOpen={(saved) => setParams(new URLSearchParams(saved as Record<string, string>))}
    />
  );
}
