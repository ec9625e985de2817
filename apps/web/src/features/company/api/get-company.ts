import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { companyKeys } from './company-keys';

const schemas = () => import('./company-schemas');

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: companyKeys.profile(id),
    queryFn: async ({ signal }) =>
      // A missing company draws its own page: no error notice.
      (
        await request({
          path: `/api/company/${id}`,
          schema: () => schemas().then((m) => m.companyProfileResponse),
          silent: true,
          signal,
        })
      ).data,
  });

export const useCompany = (id: number) => useQuery({ ...companyQuery(id), enabled: id > 0 });
