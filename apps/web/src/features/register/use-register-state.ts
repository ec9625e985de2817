import type { RegisterQueryState } from '@coal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readRegisterParams, type RegisterUrlState, toRegisterParams } from './register-params';

/**
 * The register's state lives in the URL, so a view is a link. `setQuery` takes the whole query object (a
 * saved query opens through it) and starts again at the first page.
 */
export function useRegisterState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readRegisterParams(params), [params]);
  const update = useCallback(
    (patch: Partial<RegisterUrlState>) => setParams(toRegisterParams({ ...state, ...patch })),
    [state, setParams],
  );
  const setQuery = useCallback((query: RegisterQueryState) => update({ query, page: 1 }), [update]);
  return { state, update, setQuery };
}
