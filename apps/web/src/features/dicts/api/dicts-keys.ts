import type { DictDataListQuery, DictTypeListQuery } from '@coal/contracts';

export const dictsAdminKeys = {
  all: ['dicts-admin'] as const,
  types: (query: DictTypeListQuery) => [...dictsAdminKeys.all, 'types', query] as const,
  items: () => [...dictsAdminKeys.all, 'items'] as const,
  itemList: (query: DictDataListQuery) => [...dictsAdminKeys.items(), query] as const,
};
