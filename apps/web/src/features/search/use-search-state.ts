import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, type SearchFilters, type SearchState, toSearchParams } from './search-params';

/** The page's state lives in the URL: every filter, the sort, the page, its size and the view. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const update = useCallback(
    (patch: Partial<SearchState>) => setParams(toSearchParams({ ...state, ...patch })),
    [state, setParams],
  );
  // A new filter starts again at the first page.
  const setFilters = useCallback(
    (patch: Partial<SearchFilters>) => update({ filters: { ...state.filters, ...patch }, page: 1 }),
    [state.filters, update],
  );
  return { state, update, setFilters };
}
