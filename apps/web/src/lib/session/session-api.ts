import {
  type changePasswordBody,
  getInfoResponse,
  type LoginBody,
  loginResponse,
  okEnvelope,
  type Role,
  switchRoleResponse,
} from '@coal/contracts';
import type { z } from 'zod';
import { request } from '../http/client';

export const sessionKeys = {
  all: ['session'] as const,
  info: () => [...sessionKeys.all, 'info'] as const,
};

export async function login(body: LoginBody) {
  const res = await request({
    method: 'POST',
    path: '/api/auth/login',
    body,
    schema: loginResponse,
    silent: true,
  });
  return res.data;
}

export async function logout() {
  return request({ method: 'DELETE', path: '/api/auth/logout', schema: okEnvelope, silent: true });
}

export async function getInfo({ silent = false }: { silent?: boolean } = {}) {
  const res = await request({ path: '/api/system/user/getInfo', schema: getInfoResponse, silent });
  return res.data;
}

export async function switchRole(role?: Role) {
  return request({
    method: 'POST',
    path: '/api/system/user/switchRole',
    body: role ? { role } : {},
    schema: switchRoleResponse,
  });
}

export async function changePassword(body: z.infer<typeof changePasswordBody>) {
  return request({ method: 'PUT', path: '/api/system/user/profile/updatePwd', body, schema: okEnvelope });
}
