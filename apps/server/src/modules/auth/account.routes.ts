import {
  accountSessionsResponse,
  changePasswordBody,
  endedSessionsResponse,
  okEnvelope,
  sessionIdParams,
  switchRoleBody,
  switchRoleResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ok, okEmpty, okList } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import { ROUTE_LIMITS } from '../../lib/route-limits';
import type { AuthService } from './auth.service';
import type { OwnSessions } from './own-sessions';

/** What a session may change about itself: the role it acts as, the password, and the account's other sessions. */
export async function accountRoutes(
  app: FastifyInstance,
  { auth, ownSessions }: { auth: AuthService; ownSessions: OwnSessions },
) {
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
        summary: '修改密码（需原密码，须通过强度规则；吊销全部会话）',
        body: changePasswordBody,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await auth.changePassword(actorOf(request), request.body.oldPassword, request.body.newPassword);
      return okEmpty(request, t(request.locale, 'auth.passwordChanged'));
    },
  );

  r.get(
    '/system/user/profile/sessions',
    {
      schema: {
        tags: ['user'],
        summary: '本账号的在线会话（标出当前会话）',
        response: { 200: accountSessionsResponse },
      },
    },
    async (request) => {
      const rows = await ownSessions.list(request.auth);
      return okList(request, rows, rows.length);
    },
  );

  // Registered before the parametric route: "others" is a word, not a session id.
  r.delete(
    '/system/user/profile/sessions/others',
    {
      schema: {
        tags: ['user'],
        summary: '退出其他所有登录（保留当前会话）',
        response: { 200: endedSessionsResponse },
      },
    },
    async (request) => {
      const ended = await ownSessions.endOthers(request.auth);
      return ok(request, { ended }, t(request.locale, 'account.session.othersEnded', { count: ended }));
    },
  );

  r.delete(
    '/system/user/profile/sessions/:sessionId',
    {
      schema: {
        tags: ['user'],
        summary: '结束本账号的另一个会话',
        params: sessionIdParams,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await ownSessions.end(request.auth, request.params.sessionId);
      return okEmpty(request, t(request.locale, 'account.session.ended'));
    },
  );
}
