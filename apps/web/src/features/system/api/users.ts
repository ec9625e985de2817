import type { CreateUserBody, UpdateUserBody } from '@coal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { apiQueryOf } from '@/lib/http/list-query';
import { systemKeys } from './system-keys';

const schemas = () => import('./system-schemas');

export type ListQuery = Record<string, string | number | undefined>;

export function useUsers(query: ListQuery) {
  return useQuery({
    queryKey: systemKeys.users(query),
    queryFn: async ({ signal }) =>
      request({
        path: '/api/system/user/list',
        query: apiQueryOf(query),
        schema: () => schemas().then((m) => m.systemUserListResponse),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUserSessions(userId: number | null) {
  return useQuery({
    queryKey: systemKeys.userSessions(userId ?? 0),
    enabled: userId !== null,
    queryFn: async ({ signal }) =>
      request({
        path: `/api/system/user/${userId}/sessions`,
        query: { pageSize: 100 },
        schema: () => schemas().then((m) => m.onlineSessionListResponse),
        signal,
      }),
  });
}

/** Every account change reloads the users, the sessions and the online list. */
function useUserMutation<V>(send: (variables: V) => Promise<{ msg: string; data?: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }),
  });
}

export const useCreateUser = () =>
  useUserMutation((body: CreateUserBody) =>
    request({
      method: 'POST',
      path: '/api/system/user',
      body,
      schema: () => schemas().then((m) => m.initialPasswordResponse),
    }),
  );

export const useUpdateUser = () =>
  useUserMutation(({ userId, body }: { userId: number; body: UpdateUserBody }) =>
    request({
      method: 'PUT',
      path: `/api/system/user/${userId}`,
      body,
      schema: () => schemas().then((m) => m.okEnvelope),
    }),
  );

export const useSetUserStatus = () =>
  useUserMutation(({ userId, status }: { userId: number; status: '0' | '1' }) =>
    request({
      method: 'PUT',
      path: `/api/system/user/${userId}/status`,
      body: { status },
      schema: () => schemas().then((m) => m.okEnvelope),
    }),
  );

export const useResetPassword = () =>
  useUserMutation((userId: number) =>
    request({
      method: 'PUT',
      path: `/api/system/user/${userId}/resetPwd`,
      body: {},
      schema: () => schemas().then((m) => m.initialPasswordResponse),
    }),
  );

export const useUnlockUser = () =>
  useUserMutation((userId: number) =>
    request({
      method: 'PUT',
      path: `/api/system/user/${userId}/unlock`,
      schema: () => schemas().then((m) => m.okEnvelope),
    }),
  );

export const useEndSession = () =>
  useUserMutation((jti: string) =>
    request({
      method: 'DELETE',
      path: `/api/system/online/${jti}`,
      schema: () => schemas().then((m) => m.okEnvelope),
    }),
  );
