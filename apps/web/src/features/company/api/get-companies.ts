import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { apiQueryOf } from '@/lib/http/list-query';
import type { ListValues } from '@/lib/use-list-params';
import { companyKeys } from './company-keys';

const schemas = () => import('./company-schemas');

export const companiesQuery = (query: ListValues) =>
  queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) =>
      request({
        path: '/api/company/list',
        query: apiQueryOf(query),
        schema: () => schemas().then((m) => m.companyListResponse),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (query: ListValues) => useQuery(companiesQuery(query));
