import type { changePasswordBody, LoginBody, Role } from '@coal/contracts';
import type { z } from 'zod';
import { request } from '../http/client';

// Sign-in and the session check run on the first screen: their schemas (and zod) load on first use.
const schemas = () => import('./session-schemas');

export const sessionKeys = {
  all: ['session'] as const,
  info: () => [...sessionKeys.all, 'info'] as const,
};

export async function login(body: LoginBody) {
  const res = await request({
    method: 'POST',
    path: '/api/auth/login',
    body,
    schema: () => schemas().then((m) => m.loginResponse),
    silent: true,
  });
  return res.data;
}

export async function logout() {
  return request({
    method: 'DELETE',
    path: '/api/auth/logout',
    schema: () => schemas().then((m) => m.okEnvelope),
    silent: true,
  });
}

export async function getInfo({ silent = false }: { silent?: boolean } = {}) {
  const res = await request({
    path: '/api/system/user/getInfo',
    schema: () => schemas().then((m) => m.getInfoResponse),
    silent,
  });
  return res.data;
}

export async function switchRole(role?: Role) {
  return request({
    method: 'POST',
    path: '/api/system/user/switchRole',
    body: role ? { role } : {},
    schema: () => schemas().then((m) => m.switchRoleResponse),
  });
}

export async function changePassword(body: z.infer<typeof changePasswordBody>) {
  return request({
    method: 'PUT',
    path: '/api/system/user/profile/updatePwd',
    body,
    schema: () => schemas().then((m) => m.okEnvelope),
  });
}
