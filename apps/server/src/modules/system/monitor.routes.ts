import {
  auditListResponse,
  auditQuery,
  auditTargetTypesResponse,
  loginLogListResponse,
  loginLogQuery,
  okEnvelope,
  onlineQuery,
  onlineSessionListResponse,
  sessionIdParam,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ok, okEmpty, okList } from '../../lib/envelope';
import { type MessageKey, t } from '../../lib/i18n';
import { sendFile } from '../../lib/send-file';
import type { Logs } from './logs.service';
import type { SessionsAdmin } from './sessions-admin.service';
import { ALL_ROWS, pageOf, writeSheet } from './sheet';

const admin = { roles: ['admin'] as const };

/** A change's before or after as one cell: JSON, or nothing. */
const jsonCell = (value: unknown) => (value == null ? '' : JSON.stringify(value));

/** 在线用户, 登录日志, 审计日志 (admins only). */
export async function monitorRoutes(
  app: FastifyInstance,
  { sessions, logs }: { sessions: SessionsAdmin; logs: Logs },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const headers = (locale: Parameters<typeof t>[0], columns: readonly string[]) =>
    columns.map((c) => t(locale, `system.col.${c}` as MessageKey));

  r.get(
    '/system/online/list',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '在线用户（有效会话）',
        querystring: onlineQuery,
        response: { 200: onlineSessionListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await sessions.list(actorOf(request), request.query, pageOf(request.query));
      return okList(request, rows, total);
    },
  );

  r.get(
    '/system/online/export',
    {
      config: admin,
      schema: { tags: ['system'], summary: '导出在线用户（.xlsx）', querystring: onlineQuery },
    },
    async (request, reply) => {
      const l = request.locale;
      const { rows } = await sessions.list(actorOf(request), request.query, ALL_ROWS);
      const file = await writeSheet(
        t(l, 'system.sheet.online'),
        headers(l, ['userName', 'nickName', 'role', 'ip', 'browser', 'os', 'signedInAt', 'expiresAt']),
        rows.map((s) => [
          s.userName,
          s.nickName,
          t(l, `role.${s.activeRole}`),
          s.ip,
          s.browser,
          s.os,
          s.createdAt,
          s.expiresAt,
        ]),
      );
      return sendFile(reply, `${t(l, 'system.sheet.online')}.xlsx`, file);
    },
  );

  r.delete(
    '/system/online/:jti',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '结束会话（强制下线）',
        params: sessionIdParam,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      const userName = await sessions.end(actorOf(request), request.params.jti);
      return okEmpty(request, t(request.locale, 'system.sessionEnded', { userName }));
    },
  );

  r.get(
    '/system/loginLog/list',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '登录日志',
        querystring: loginLogQuery,
        response: { 200: loginLogListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await logs.loginLog(request.query, pageOf(request.query));
      return okList(request, rows, total);
    },
  );

  r.get(
    '/system/loginLog/export',
    {
      config: admin,
      schema: { tags: ['system'], summary: '导出登录日志（.xlsx）', querystring: loginLogQuery },
    },
    async (request, reply) => {
      const l = request.locale;
      const { rows } = await logs.loginLog(request.query, ALL_ROWS);
      const file = await writeSheet(
        t(l, 'system.sheet.loginLog'),
        headers(l, ['time', 'userName', 'event', 'reason', 'ip', 'browser', 'os', 'device']),
        rows.map((row) => [
          row.createdAt,
          row.userName,
          t(l, `system.event.${row.event}`),
          row.reason ? t(l, `system.reason.${row.reason}`) : '',
          row.ip,
          row.browser,
          row.os,
          row.device,
        ]),
      );
      return sendFile(reply, `${t(l, 'system.sheet.loginLog')}.xlsx`, file);
    },
  );

  r.get(
    '/system/auditLog/list',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '审计日志（谁、何时、从何处、改了什么）',
        querystring: auditQuery,
        response: { 200: auditListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await logs.auditLog(request.query, pageOf(request.query));
      return okList(request, rows, total);
    },
  );

  r.get(
    '/system/auditLog/targetTypes',
    {
      config: admin,
      schema: {
        tags: ['system'],
        summary: '审计日志中出现的对象类型',
        response: { 200: auditTargetTypesResponse },
      },
    },
    async (request) => ok(request, await logs.auditTargetTypes()),
  );

  r.get(
    '/system/auditLog/export',
    {
      config: admin,
      schema: { tags: ['system'], summary: '导出审计日志（.xlsx）', querystring: auditQuery },
    },
    async (request, reply) => {
      const l = request.locale;
      const { rows } = await logs.auditLog(request.query, ALL_ROWS);
      const actionOf = (action: string) =>
        ['create', 'update', 'delete'].includes(action)
          ? t(l, `system.action.${action}` as MessageKey)
          : action;
      const file = await writeSheet(
        t(l, 'system.sheet.auditLog'),
        headers(l, [
          'time',
          'userName',
          'action',
          'targetType',
          'targetId',
          'before',
          'after',
          'ip',
          'browser',
          'os',
        ]),
        rows.map((row) => [
          row.createdAt,
          row.userName,
          actionOf(row.action),
          row.targetType,
          row.targetId,
          jsonCell(row.before),
          jsonCell(row.after),
          row.ip,
          row.browser,
          row.os,
        ]),
      );
      return sendFile(reply, `${t(l, 'system.sheet.auditLog')}.xlsx`, file);
    },
  );
}
