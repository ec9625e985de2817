import { useMemo } from 'react';
import { useDicts } from '@/lib/dict';
import type { FormatContext } from '../model/format';
import { useProfileT } from '../profile-i18n';

/** What formatting needs: the language and the dictionaries the shown columns use. */
export function useFormatContext(dictTypes: readonly string[]): FormatContext {
  const { t, zh } = useProfileT();
  const types = useMemo(() => [...new Set(dictTypes)].sort(), [dictTypes]);
  const dicts = useDicts(types);
  return useMemo(() => ({ zh, yes: t('profile.yes'), no: t('profile.no'), dicts }), [zh, t, dicts]);
}
