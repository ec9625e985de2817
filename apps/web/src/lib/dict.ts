import type { DictData, DictDataAll } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { StatusTone } from '@/components/status-tag';
import { request } from './http/client';
import { currentLocale } from './i18n';

export interface DictEntry {
  label: string;
  tone: StatusTone;
  /** Disabled by an admin: still labels stored data, offered for no new choice. */
  disabled?: boolean;
}

export type DictMap = ReadonlyMap<string, DictEntry>;

const TONES: Record<string, StatusTone> = {
  green: 'green',
  success: 'green',
  blue: 'blue',
  primary: 'blue',
  processing: 'blue',
  orange: 'orange',
  warning: 'orange',
  red: 'red',
  danger: 'red',
  error: 'red',
  magenta: 'red',
};

/** A dictionary's listClass (RuoYi or colour names) as one of the tag tones; unknown → gray. */
export function toneOf(listClass: string): StatusTone {
  return TONES[listClass.trim().toLowerCase()] ?? 'gray';
}

export function toDictMap(items: readonly DictData[]): Map<string, DictEntry> {
  return new Map(
    items.map((item) => [
      item.dictValue,
      {
        label: item.dictLabel,
        tone: toneOf(item.listClass),
        ...(item.status === '1' ? { disabled: true } : {}),
      },
    ]),
  );
}

export const dictKeys = {
  all: ['dict'] as const,
  everything: (locale: string) => ['dict', 'all', locale] as const,
};

/**
 * Every dictionary in one call. The server tags the answer and asks for revalidation (`no-cache`):
 * the browser sends the tag back and an unchanged set comes back as a bodiless 304.
 */
export async function fetchAllDicts(signal?: AbortSignal): Promise<DictDataAll> {
  const body = await request({
    path: '/api/system/dict/data/all',
    schema: () => import('./dict-schemas').then((m) => m.dictDataAllResponse),
    silent: true,
    signal,
  });
  return body.data;
}

/**
 * Loaded once per session and language, then revalidated (a bodiless 304 when unchanged) when a page
 * mounts or the window regains focus a minute later; an admin's own edit refetches it at once.
 */
export const DICTS_STALE_MS = 60_000;
export const allDictsQuery = () =>
  queryOptions({
    queryKey: dictKeys.everything(currentLocale()),
    queryFn: ({ signal }) => fetchAllDicts(signal),
    staleTime: DICTS_STALE_MS,
  });

// One map per type and answer: selecting a type again returns the same map until the answer changes.
const mapsByAnswer = new WeakMap<DictDataAll, Map<string, Map<string, DictEntry>>>();

export function dictMapOf(all: DictDataAll, dictType: string): Map<string, DictEntry> | undefined {
  let maps = mapsByAnswer.get(all);
  if (!maps) {
    maps = new Map();
    mapsByAnswer.set(all, maps);
  }
  let map = maps.get(dictType);
  if (!map && all[dictType]) {
    map = toDictMap(all[dictType]);
    maps.set(dictType, map);
  }
  return map;
}

/** Items of one dictionary type keyed by value, in the current language, selected from the session's set. */
export function useDict(dictType: string | undefined) {
  const select = useCallback((all: DictDataAll) => dictMapOf(all, dictType ?? ''), [dictType]);
  return useQuery({ ...allDictsQuery(), enabled: Boolean(dictType), select });
}

/** Several dictionary types at once, by type; those not loaded (yet) are absent. */
export function useDicts(dictTypes: readonly string[]): ReadonlyMap<string, DictMap> {
  const { data } = useQuery({ ...allDictsQuery(), enabled: dictTypes.length > 0 });
  return useMemo(() => {
    const maps = new Map<string, DictMap>();
    for (const type of dictTypes) {
      const map = data && dictMapOf(data, type);
      if (map) maps.set(type, map);
    }
    return maps;
  }, [data, dictTypes]);
}
