import { companyProfileResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { companyKeys } from './company-keys';

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: companyKeys.profile(id),
    queryFn: async ({ signal }) =>
      // A missing company draws its own page: no error notice.
      (await request({ path: `/api/company/${id}`, schema: companyProfileResponse, silent: true, signal }))
        .data,
  });

export const useCompany = (id: number) => useQuery({ ...companyQuery(id), enabled: id > 0 });
