import {
  accountSessionsResponse,
  activityResponse,
  avatarResponse,
  endedSessionsResponse,
  okEnvelope,
  passwordRuleResponse,
  type ProfileUpdateBody,
} from '@coal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { uploadFile } from '@/lib/http/upload';

export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  passwordRule: () => [...accountKeys.all, 'password-rule'] as const,
  activity: (pageSize: number) => [...accountKeys.all, 'activity', pageSize] as const,
};

export const updateProfile = (body: ProfileUpdateBody) =>
  request({ method: 'PUT', path: '/api/system/user/profile', body, schema: okEnvelope });

/** Errors are shown beside the picker, not as notices. */
export const uploadAvatar = (file: File) =>
  uploadFile({
    path: '/api/system/user/profile/avatar',
    file,
    fileName: file.name,
    field: 'avatarfile',
    schema: avatarResponse,
    silent: true,
  });

export const removeAvatar = () =>
  request({ method: 'DELETE', path: '/api/system/user/profile/avatar', schema: okEnvelope });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: async () =>
      (await request({ path: '/api/system/user/profile/sessions', schema: accountSessionsResponse })).rows,
  });

export const endSession = (sessionId: string) =>
  request({
    method: 'DELETE',
    path: `/api/system/user/profile/sessions/${encodeURIComponent(sessionId)}`,
    schema: okEnvelope,
  });

export const endOtherSessions = () =>
  request({
    method: 'DELETE',
    path: '/api/system/user/profile/sessions/others',
    schema: endedSessionsResponse,
  });

export const passwordRuleQuery = () =>
  queryOptions({
    queryKey: accountKeys.passwordRule(),
    queryFn: async () =>
      (await request({ path: '/api/system/user/profile/passwordRule', schema: passwordRuleResponse })).data,
    staleTime: 60_000,
  });

export const activityQuery = (pageSize: number) =>
  queryOptions({
    queryKey: accountKeys.activity(pageSize),
    queryFn: async () =>
      (await request({ path: '/api/desk/activity', query: { pageSize }, schema: activityResponse })).rows,
  });
