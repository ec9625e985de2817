import type { DictDataListQuery } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { dictsAdminKeys } from './dicts-keys';

const schemas = () => import('./dicts-schemas');

export async function listItems(query: DictDataListQuery, signal?: AbortSignal) {
  const body = await request({
    path: '/api/system/dict/data/list',
    query: { ...query },
    schema: () => schemas().then((m) => m.dictDataListResponse),
    signal,
  });
  return { rows: body.rows, total: body.total };
}

export const itemsQuery = (query: DictDataListQuery) =>
  queryOptions({
    queryKey: dictsAdminKeys.itemList(query),
    queryFn: ({ signal }) => listItems(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDictItems = (query: DictDataListQuery | undefined) =>
  useQuery({
    ...itemsQuery(query ?? { dictType: 'none', pageNum: 1, pageSize: 1 }),
    enabled: Boolean(query),
  });
