import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { apiQueryOf } from '@/lib/http/list-query';
import { systemKeys } from './system-keys';
import type { ListQuery } from './users';

const schemas = () => import('./system-schemas');

export function useOnline(query: ListQuery) {
  return useQuery({
    queryKey: systemKeys.online(query),
    queryFn: async ({ signal }) =>
      request({
        path: '/api/system/online/list',
        query: apiQueryOf(query),
        schema: () => schemas().then((m) => m.onlineSessionListResponse),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLoginLog(query: ListQuery) {
  return useQuery({
    queryKey: systemKeys.loginLog(query),
    queryFn: async ({ signal }) =>
      request({
        path: '/api/system/loginLog/list',
        query: apiQueryOf(query),
        schema: () => schemas().then((m) => m.loginLogListResponse),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: ListQuery) {
  return useQuery({
    queryKey: systemKeys.auditLog(query),
    queryFn: async ({ signal }) =>
      request({
        path: '/api/system/auditLog/list',
        query: apiQueryOf(query),
        schema: () => schemas().then((m) => m.auditListResponse),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditTargetTypes() {
  return useQuery({
    queryKey: systemKeys.auditTargetTypes(),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: '/api/system/auditLog/targetTypes',
          schema: () => schemas().then((m) => m.auditTargetTypesResponse),
          signal,
        })
      ).data,
  });
}
