import { type DictData, dictDataResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusTone } from '@/components/status-tag';
import { request } from './http/client';
import { currentLocale } from './i18n';

export interface DictEntry {
  label: string;
  tone: StatusTone;
}

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
    items.map((item) => [item.dictValue, { label: item.dictLabel, tone: toneOf(item.listClass) }]),
  );
}

export const dictKeys = {
  all: ['dict'] as const,
  type: (dictType: string, locale: string) => ['dict', dictType, locale] as const,
};

// One function for every call: a stable `select` keeps the mapped result (and what depends on it) stable.
const selectMap = (body: { data: DictData[] }) => toDictMap(body.data);

export function dictQueryOptions(dictType: string) {
  const locale = currentLocale();
  return queryOptions({
    queryKey: dictKeys.type(dictType, locale),
    queryFn: ({ signal }) =>
      request({
        path: `/api/system/dict/data/type/${dictType}`,
        schema: dictDataResponse,
        silent: true,
        signal,
      }),
    select: selectMap,
    // Dictionaries change rarely; an admin's edit shows after a reload.
    staleTime: 10 * 60_000,
  });
}

/** Items of one dictionary type keyed by value, in the current language. */
export function useDict(dictType: string | undefined) {
  return useQuery({ ...dictQueryOptions(dictType ?? ''), enabled: Boolean(dictType) });
}
