import {
  chatListBody,
  feedbackAdminQuery,
  feedbackCloseBody,
  feedbackCreateBody,
  feedbackListResponse,
  feedbackTextBody,
  feedbackThreadResponse,
  idParam,
  SUBSECTIONS,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { ok, okList } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import { sendFile } from '../../lib/send-file';
import { ALL_ROWS, writeSheet } from '../system';
import type { FeedbackService } from './feedback.service';

const ADMIN = { roles: ['admin'] } as const;
const threadParams = z.object({ id: idParam });

const SHEET_COLUMNS = [
  'id',
  'mine',
  'subsection',
  'kind',
  'text',
  'status',
  'reporter',
  'account',
  'replies',
  'created',
  'updated',
] as const;

/** The reporter's side (`/chat`, SPEC.md §7) and the admins' (`/system/feedback`). */
export async function feedbackRoutes(app: FastifyInstance, { feedback }: { feedback: FeedbackService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/chat',
    {
      schema: {
        tags: ['feedback'],
        summary: '就煤矿档案的一个子项报错或提问（保存该子项当时的数据）',
        body: feedbackCreateBody,
        response: { 200: feedbackThreadResponse },
      },
    },
    async (request) => ok(request, await feedback.create(actorOf(request), request.body)),
  );

  r.post(
    '/chat/list',
    {
      schema: {
        tags: ['feedback'],
        summary: '当前用户的数据反馈，最近有动静的在前',
        body: chatListBody,
        response: { 200: feedbackListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await feedback.listOwn(request.auth.userId, request.body);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/chat/:id',
    {
      schema: {
        tags: ['feedback'],
        summary: '自己的一条数据反馈及其全部回复',
        params: threadParams,
        response: { 200: feedbackThreadResponse },
      },
    },
    async (request) => ok(request, await feedback.getOwn(request.auth.userId, request.params.id)),
  );

  r.post(
    '/chat/:id/reply',
    {
      schema: {
        tags: ['feedback'],
        summary: '回复自己的数据反馈（重新交给管理员处理）',
        params: threadParams,
        body: feedbackTextBody,
        response: { 200: feedbackThreadResponse },
      },
    },
    async (request) =>
      ok(request, await feedback.reply(actorOf(request), request.params.id, request.body.content)),
  );

  r.get(
    '/system/feedback/list',
    {
      config: ADMIN,
      schema: {
        tags: ['feedback'],
        summary: '全部数据反馈（默认未关闭的），按状态、类型、煤矿筛选，可排序',
        querystring: feedbackAdminQuery,
        response: { 200: feedbackListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await feedback.listAll(request.query);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/system/feedback/export',
    {
      config: ADMIN,
      schema: {
        tags: ['feedback'],
        summary: '导出数据反馈（.xlsx，按当前筛选与排序）',
        querystring: feedbackAdminQuery,
      },
    },
    async (request, reply) => {
      const l = request.locale;
      const { rows } = await feedback.listAll(request.query, ALL_ROWS);
      const subsectionOf = (id: string) => {
        const def = SUBSECTIONS.find((s) => s.id === id);
        return def ? (l === 'en-US' ? def.titleEn : def.titleZh) : id;
      };
      const file = await writeSheet(
        t(l, 'feedback.sheet'),
        SHEET_COLUMNS.map((c) => t(l, `feedback.col.${c}`)),
        rows.map((row) => [
          row.id,
          row.mineName,
          subsectionOf(row.subsection),
          t(l, `feedback.kind.${row.kind}`),
          row.text,
          t(l, `feedback.status.${row.status}`),
          row.nickName || row.userName,
          row.userName,
          row.replyCount,
          row.createTime,
          row.updateTime,
        ]),
      );
      return sendFile(reply, `${t(l, 'feedback.sheet')}.xlsx`, file);
    },
  );

  r.get(
    '/system/feedback/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['feedback'],
        summary: '一条数据反馈及其全部回复',
        params: threadParams,
        response: { 200: feedbackThreadResponse },
      },
    },
    async (request) => ok(request, await feedback.get(request.params.id)),
  );

  const adminAction = (
    path: string,
    summary: string,
    run: (
      actor: ReturnType<typeof actorOf>,
      id: number,
      content: string,
    ) => ReturnType<FeedbackService['get']>,
  ) =>
    r.post(
      `/system/feedback/:id/${path}`,
      {
        config: ADMIN,
        schema: {
          tags: ['feedback'],
          summary,
          params: threadParams,
          body: feedbackTextBody,
          response: { 200: feedbackThreadResponse },
        },
      },
      async (request) => ok(request, await run(actorOf(request), request.params.id, request.body.content)),
    );

  adminAction('answer', '管理员回复（通知反馈人，记入审计日志）', (actor, id, content) =>
    feedback.answer(actor, id, content),
  );
  adminAction('correct', '标记数据已更正并写明更正说明（通知反馈人，记入审计日志）', (actor, id, content) =>
    feedback.correct(actor, id, content),
  );

  r.post(
    '/system/feedback/:id/close',
    {
      config: ADMIN,
      schema: {
        tags: ['feedback'],
        summary: '关闭数据反馈，可附一句说明（通知反馈人，记入审计日志）',
        params: threadParams,
        body: feedbackCloseBody,
        response: { 200: feedbackThreadResponse },
      },
    },
    async (request) =>
      ok(request, await feedback.close(actorOf(request), request.params.id, request.body?.content)),
  );
}
