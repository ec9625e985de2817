import {
  createUserBody,
  idParam,
  initialPasswordResponse,
  okEnvelope,
  onlineQuery,
  onlineSessionListResponse,
  resetPasswordBody,
  systemUserListResponse,
  systemUserQuery,
  updateUserBody,
  userStatusBody,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { ok, okEmpty, okList } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import { sendFile } from '../../lib/send-file';
import type { SessionsAdmin } from './sessions-admin.service';
import { ALL_ROWS, pageOf, writeSheet } from './sheet';
import type { UsersAdmin } from './users-admin.service';

const admin = { roles: ['admin'] as const };
const userParams = z.object({ userId: idParam });

/** 用户管理: the accounts, their status, roles, passwords, sign-in locks and sessions (admins only). */
export async function usersRoutes(
  app: FastifyInstance,
  { users, sessions }: { users: UsersAdmin; sessions: SessionsAdmin },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/system/user/list',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '用户列表（搜索、分页、排序）',
        querystring: systemUserQuery,
        response: { 200: systemUserListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await users.list(request.query, pageOf(request.query));
      return okList(request, rows, total);
    },
  );

  r.get(
    '/system/user/export',
    {
      config: admin,
      schema: { tags: ['system'], summary: '导出用户（.xlsx，按当前筛选）', querystring: systemUserQuery },
    },
    async (request, reply) => {
      const l = request.locale;
      const { rows } = await users.list(request.query, ALL_ROWS);
      const yesNo = (v: boolean) => t(l, v ? 'system.yes' : 'system.no');
      const file = await writeSheet(
        t(l, 'system.sheet.users'),
        (
          [
            'userName',
            'nickName',
            'organization',
            'job',
            'email',
            'phone',
            'roles',
            'status',
            'locked',
            'sessions',
            'lastSignIn',
            'createdAt',
          ] as const
        ).map((c) => t(l, `system.col.${c}`)),
        rows.map((u) => [
          u.userName,
          u.nickName,
          u.organizationName,
          u.jobName,
          u.email,
          u.phone,
          u.roles.map((role) => t(l, `role.${role}`)).join('、'),
          t(l, `system.status.${u.status}`),
          yesNo(u.locked),
          u.activeSessions,
          u.lastSignInAt,
          u.createdAt,
        ]),
      );
      return sendFile(reply, `${t(l, 'system.sheet.users')}.xlsx`, file);
    },
  );

  r.post(
    '/system/user',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '新建用户（初始密码由管理员设定或自动生成、只显示一次；首次登录须修改）',
        body: createUserBody,
        response: { 200: initialPasswordResponse },
      },
    },
    async (request) => {
      const { user, initialPassword } = await users.create(actorOf(request), request.body);
      return ok(
        request,
        { userId: user.id, initialPassword },
        t(request.locale, 'system.userCreated', { userName: user.userName }),
      );
    },
  );

  r.put(
    '/system/user/:userId',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '修改用户的姓名、单位、联系方式与角色（取消角色即结束其会话）',
        params: userParams,
        body: updateUserBody,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      const user = await users.update(actorOf(request), request.params.userId, request.body);
      return okEmpty(request, t(request.locale, 'system.userUpdated', { userName: user.userName }));
    },
  );

  r.put(
    '/system/user/:userId/status',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '停用（立即结束其会话）或启用用户',
        params: userParams,
        body: userStatusBody,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      const { status } = request.body;
      const user = await users.setStatus(actorOf(request), request.params.userId, status);
      const key = status === '1' ? 'system.userDisabled' : 'system.userEnabled';
      return okEmpty(request, t(request.locale, key, { userName: user.userName }));
    },
  );

  r.put(
    '/system/user/:userId/resetPwd',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '重置密码（结束其会话；下次登录须修改）',
        params: userParams,
        body: resetPasswordBody,
        response: { 200: initialPasswordResponse },
      },
    },
    async (request) => {
      const { user, initialPassword } = await users.resetPassword(
        actorOf(request),
        request.params.userId,
        request.body.password,
      );
      return ok(
        request,
        { userId: user.id, initialPassword },
        t(request.locale, 'system.passwordReset', { userName: user.userName }),
      );
    },
  );

  r.put(
    '/system/user/:userId/unlock',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '解除登录锁定',
        params: userParams,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      const user = await users.unlock(actorOf(request), request.params.userId);
      return okEmpty(request, t(request.locale, 'auth.unlocked', { userName: user.userName }));
    },
  );

  r.get(
    '/system/user/:userId/sessions',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '某用户的在线会话',
        params: userParams,
        querystring: onlineQuery,
        response: { 200: onlineSessionListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await sessions.list(
        actorOf(request),
        { ...request.query, userId: request.params.userId },
        pageOf(request.query),
      );
      return okList(request, rows, total);
    },
  );
}
