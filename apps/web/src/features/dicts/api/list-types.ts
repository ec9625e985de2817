import type { DictTypeListQuery } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { dictsAdminKeys } from './dicts-keys';

const schemas = () => import('./dicts-schemas');

export async function listTypes(query: DictTypeListQuery, signal?: AbortSignal) {
  const body = await request({
    path: '/api/system/dict/type/list',
    query: { ...query },
    schema: () => schemas().then((m) => m.dictTypeListResponse),
    signal,
  });
  return { rows: body.rows, total: body.total };
}

export const typesQuery = (query: DictTypeListQuery) =>
  queryOptions({
    queryKey: dictsAdminKeys.types(query),
    queryFn: ({ signal }) => listTypes(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDictTypes = (query: DictTypeListQuery) => useQuery(typesQuery(query));
