import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ImportPageState, parseImportParams, toImportParams } from './model/wizard-params';

/** The page's state lives in the URL: tab, job, step and each table's filter and page survive a reload. */
export function useImportState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseImportParams(params), [params]);
  const go = useCallback(
    (next: ImportPageState, options?: { replace?: boolean }) => setParams(toImportParams(next), options),
    [setParams],
  );
  const update = useCallback((patch: Partial<ImportPageState>) => go({ ...state, ...patch }), [state, go]);
  return { state, go, update };
}

export type ImportStateApi = ReturnType<typeof useImportState>;
