import type { ProfileUpdateBody } from '@coal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { uploadFile } from '@/lib/http/upload';

const schemas = () => import('./account-schemas');

export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  passwordRule: () => [...accountKeys.all, 'password-rule'] as const,
  activity: (pageSize: number) => [...accountKeys.all, 'activity', pageSize] as const,
};

export const updateProfile = (body: ProfileUpdateBody) =>
  request({
    method: 'PUT',
    path: '/api/system/user/profile',
    body,
    schema: () => schemas().then((m) => m.okEnvelope),
  });

/** Errors are shown beside the picker, not as notices. */
export const uploadAvatar = async (file: File) =>
  uploadFile({
    path: '/api/system/user/profile/avatar',
    file,
    fileName: file.name,
    field: 'avatarfile',
    // The upload parses its answer as it arrives, so its schema loads before it starts.
    schema: (await schemas()).avatarResponse,
    silent: true,
  });

export const removeAvatar = () =>
  request({
    method: 'DELETE',
    path: '/api/system/user/profile/avatar',
    schema: () => schemas().then((m) => m.okEnvelope),
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: async () =>
      (
        await request({
          path: '/api/system/user/profile/sessions',
          schema: () => schemas().then((m) => m.accountSessionsResponse),
        })
      ).rows,
  });

export const endSession = (sessionId: string) =>
  request({
    method: 'DELETE',
    path: `/api/system/user/profile/sessions/${encodeURIComponent(sessionId)}`,
    schema: () => schemas().then((m) => m.okEnvelope),
  });

export const endOtherSessions = () =>
  request({
    method: 'DELETE',
    path: '/api/system/user/profile/sessions/others',
    schema: () => schemas().then((m) => m.endedSessionsResponse),
  });

export const passwordRuleQuery = () =>
  queryOptions({
    queryKey: accountKeys.passwordRule(),
    queryFn: async () =>
      (
        await request({
          path: '/api/system/user/profile/passwordRule',
          schema: () => schemas().then((m) => m.passwordRuleResponse),
        })
      ).data,
    staleTime: 60_000,
  });

export const activityQuery = (pageSize: number) =>
  queryOptions({
    queryKey: accountKeys.activity(pageSize),
    queryFn: async () =>
      (
        await request({
          path: '/api/desk/activity',
          query: { pageSize },
          schema: () => schemas().then((m) => m.activityResponse),
        })
      ).rows,
  });
