import {
  idParam,
  mineBatchCommitBody,
  mineBatchPreviewBody,
  mineBatchPreviewResponse,
  mineEditBody,
  mineEditFormResponse,
  mineEditResultResponse,
  mineEditSetResponse,
} from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { ok } from '../../lib/envelope';
import type { BatchEditService } from './batch-edit.service';
import type { MineEditService } from './mine-edit.service';

const mineParams = z.object({ id: idParam });
const editor = (request: FastifyRequest) => ({ ...actorOf(request), locale: request.locale });

/** The admins' edit of one mine and of several at once, and the sets of changes they wrote. */
export async function mineEditRoutes(
  app: FastifyInstance,
  { edits, batch }: { edits: MineEditService; batch: BatchEditService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mine/:id/edit',
    {
      config: { roles: ['admin'], errors: [404] },
      schema: {
        tags: ['mine'],
        summary: '编辑一座煤矿：当前存储的各字段值与版本',
        params: mineParams,
        response: { 200: mineEditFormResponse },
      },
    },
    async (request) => ok(request, await edits.form(request.params.id)),
  );

  r.put(
    '/mine/:id',
    {
      config: { roles: ['admin'], errors: [404, 409] },
      schema: {
        tags: ['mine'],
        summary:
          '保存一座煤矿的字段（与导入相同的校验；版本过期时 409 并列出已被修改的字段；记入审计与修改历史）',
        params: mineParams,
        body: mineEditBody,
        response: { 200: mineEditResultResponse },
      },
    },
    async (request) => ok(request, await edits.save(request.params.id, request.body, editor(request))),
  );

  r.post(
    '/mine/batch-edit/preview',
    {
      config: { roles: ['admin'], errors: [404] },
      schema: {
        tags: ['mine'],
        summary: '批量修改的预览：每座煤矿将要修改的字段（修改前 → 修改后）',
        body: mineBatchPreviewBody,
        response: { 200: mineBatchPreviewResponse },
      },
    },
    async (request) => ok(request, await batch.preview(request.body, request.locale)),
  );

  r.post(
    '/mine/batch-edit',
    {
      config: { roles: ['admin'], errors: [404, 409] },
      schema: {
        tags: ['mine'],
        summary: '批量修改生产状态、生产类型或兼并重组类型（一个事务；预览之后数据有变时 409）',
        body: mineBatchCommitBody,
        response: { 200: mineEditResultResponse },
      },
    },
    async (request) => ok(request, await batch.commit(request.body, editor(request))),
  );

  r.get(
    '/mine/edit-sets/:id',
    {
      config: { roles: ['admin'], errors: [404] },
      schema: {
        tags: ['mine'],
        summary: '一次修改（导入、编辑、批量修改或按数据反馈更正）：来源与每座煤矿的修改前后',
        params: mineParams,
        response: { 200: mineEditSetResponse },
      },
    },
    async (request) => ok(request, await edits.editSet(request.params.id, request.locale)),
  );
}
