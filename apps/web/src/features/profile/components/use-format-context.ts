import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type DictEntry, dictQueryOptions } from '@/lib/dict';
import type { FormatContext } from '../model/format';
import { useProfileT } from '../profile-i18n';

type DictMap = ReadonlyMap<string, DictEntry>;

/** What formatting needs: the language and the dictionaries the shown columns use. */
export function useFormatContext(dictTypes: readonly string[]): FormatContext {
  const { t, zh } = useProfileT();
  const types = useMemo(() => [...new Set(dictTypes)].sort(), [dictTypes]);
  const combine = useCallback(
    (results: UseQueryResult<DictMap>[]) => {
      const dicts = new Map<string, DictMap>();
      results.forEach((result, i) => {
        const type = types[i];
        if (type && result.data) dicts.set(type, result.data);
      });
      return dicts;
    },
    [types],
  );
  const dicts = useQueries({ queries: types.map((type) => dictQueryOptions(type)), combine });
  return useMemo(() => ({ zh, yes: t('profile.yes'), no: t('profile.no'), dicts }), [zh, t, dicts]);
}
