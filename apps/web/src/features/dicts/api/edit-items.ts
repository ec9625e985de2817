import type { DictData, DictDataInput } from '@coal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictKeys } from '@/lib/dict';
import { request } from '@/lib/http/client';
import { dictsAdminKeys } from './dicts-keys';

const schemas = () => import('./dicts-schemas');

/** After any edit: this page's lists and every screen's dictionaries are fetched again. */
function useRefreshAfterEdit() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dictsAdminKeys.items() }),
      client.invalidateQueries({ queryKey: dictKeys.all }),
    ]);
}

export type ItemSave = DictDataInput & { dictCode?: number };

export async function saveItem({ dictCode, ...input }: ItemSave): Promise<DictData> {
  const body = await request({
    method: dictCode ? 'PUT' : 'POST',
    path: '/api/system/dict/data',
    body: dictCode ? { ...input, dictCode } : input,
    schema: () => schemas().then((m) => m.dictItemResponse),
  });
  return body.data;
}

export function useSaveItem() {
  const refresh = useRefreshAfterEdit();
  return useMutation({ mutationFn: saveItem, onSettled: refresh });
}

export async function removeItem(dictCode: number): Promise<void> {
  await request({
    method: 'DELETE',
    path: `/api/system/dict/data/${dictCode}`,
    schema: () => schemas().then((m) => m.okEnvelope),
  });
}

export function useRemoveItem() {
  const refresh = useRefreshAfterEdit();
  return useMutation({ mutationFn: removeItem, onSettled: refresh });
}

/** Drag and drop: the item takes the place of the one it was dropped on. */
export async function moveItem({ dictCode, overCode }: { dictCode: number; overCode: number }) {
  const body = await request({
    method: 'PUT',
    path: `/api/system/dict/data/${dictCode}/move`,
    body: { overCode },
    schema: () => schemas().then((m) => m.dictDataResponse),
  });
  return body.data;
}

export function useMoveItem() {
  const refresh = useRefreshAfterEdit();
  return useMutation({ mutationFn: moveItem, onSettled: refresh });
}

/** The words an import reads as the item (the import wizard edits the same list). */
export async function saveSynonyms({ dictCode, synonyms }: { dictCode: number; synonyms: string[] }) {
  const body = await request({
    method: 'PUT',
    path: `/api/system/dict/data/${dictCode}/synonyms`,
    body: { synonyms },
    schema: () => schemas().then((m) => m.dictItemResponse),
  });
  return body.data;
}

export function useSaveSynonyms() {
  const refresh = useRefreshAfterEdit();
  return useMutation({ mutationFn: saveSynonyms, onSettled: refresh });
}
