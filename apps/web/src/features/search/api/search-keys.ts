import type { ApiQuery } from '@/lib/http/client';

export const searchKeys = {
  all: ['mine-search'] as const,
  list: (query: ApiQuery) => [...searchKeys.all, 'list', query] as const,
  facets: (query: ApiQuery) => [...searchKeys.all, 'facets', query] as const,
  dataset: () => [...searchKeys.all, 'dataset'] as const,
};
