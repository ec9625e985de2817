import { changePasswordBody, okEnvelope, switchRoleBody, switchRoleResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okEmpty } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import { ROUTE_LIMITS } from '../../lib/route-limits';
import type { AuthService } from './auth.service';

/** What a session may change about itself: the role it acts as, and the account's password. */
export async function accountRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/system/user/switchRole',
    {
      // A role the account does not hold.
      config: { errors: [403] },
      schema: {
        tags: ['user'],
        summary: '切换角色（仅限账号拥有的角色）',
        body: switchRoleBody.optional(),
        response: { 200: switchRoleResponse },
      },
    },
    async (request) => {
      const role = await auth.switchRole(request.auth, request.body?.role);
      const msg = t(request.locale, 'auth.roleSwitched', { role: t(request.locale, `role.${role}`) });
      return ok(request, { role }, msg);
    },
  );

  r.put(
    '/system/user/profile/updatePwd',
    {
      config: { rateLimit: ROUTE_LIMITS.passwordChange, beforePasswordChange: true },
      schema: {
        tags: ['user'],
        summary: '修改密码（吊销全部会话）',
        body: changePasswordBody,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await auth.changePassword(request.auth, request.body.oldPassword, request.body.newPassword);
      return okEmpty(request, t(request.locale, 'auth.passwordChanged'));
    },
  );
}
