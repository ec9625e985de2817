import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '@/lib/use-is-phone';
import { parseSearchParams, type SearchFilters, type SearchState, toSearchParams } from './search-params';

/**
 * The page's state lives in the URL: every filter, the sort, the page, its size and the view. Without a
 * view in the URL, phones show cards (a table shows two of its columns there) and wider screens a table.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const defaultView = useIsPhone() ? 'cards' : 'table';
  const state = useMemo(() => parseSearchParams(params, defaultView), [params, defaultView]);
  const update = useCallback(
    (patch: Partial<SearchState>) => setParams(toSearchParams({ ...state, ...patch }, defaultView)),
    [state, setParams, defaultView],
  );
  // A new filter starts again at the first page.
  const setFilters = useCallback(
    (patch: Partial<SearchFilters>) => update({ filters: { ...state.filters, ...patch }, page: 1 }),
    [state.filters, update],
  );
  return { state, update, setFilters };
}
