import { DICT_TYPES } from '@coal/contracts';
import { useMemo } from 'react';
import { type DictEntry, toneOf, useDict } from '../dict';
import { useSessionStore } from '../session';
import { useProvinceOverview } from './province-overview';

/**
 * Production-status labels and tag tones by value: the dictionary when signed in; signed out (the
 * public home portal) the same labels and colours as the province overview carries them.
 */
export function useStatusLabels(): Map<string, DictEntry> | undefined {
  const signedIn = useSessionStore((s) => s.token !== null);
  const dict = useDict(signedIn ? DICT_TYPES.productionStatus : undefined);
  const overview = useProvinceOverview({ enabled: !signedIn });
  return useMemo(() => {
    if (signedIn) return dict.data;
    if (!overview.data) return undefined;
    return new Map(
      overview.data.byStatus.map((b): [string, DictEntry] => [
        b.value,
        { label: b.label, tone: toneOf(b.color) },
      ]),
    );
  }, [signedIn, dict.data, overview.data]);
}
