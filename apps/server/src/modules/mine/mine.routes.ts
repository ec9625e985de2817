import {
  importJobListQuery,
  importJobListResponse,
  importJobParams,
  importJobResponse,
  mineDatasetResponse,
  mineFilterQuery,
  regionTreeResponse,
} from '@coal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { ok, okList } from '../../lib/envelope';
import { BadRequestError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { DictService } from '../dict/dict.service';
import { regionTree } from './geo/geo-assets';
import { createImportService, type ImportActor } from './import/import.service';
import { createMineService } from './mine.service';

const ADMIN = { roles: ['admin'] } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendFile(reply: FastifyReply, fileName: string, data: Buffer, type = XLSX) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(data);
}

function actor(request: FastifyRequest): ImportActor {
  return { auth: request.auth, ip: request.ip, requestId: request.id, locale: request.locale };
}

export async function mineRoutes(
  app: FastifyInstance,
  deps: { database: Database; dict: DictService; bus: ChangeBus },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mines = createMineService(deps.database, deps.dict);
  const imports = createImportService(deps.database, deps.dict, deps.bus);

  r.get(
    '/mine/dataset',
    {
      schema: {
        tags: ['mine'],
        summary: '数据集信息（是否为示例数据）',
        response: { 200: mineDatasetResponse },
      },
    },
    async (request) => ok(request, await mines.dataset(request.locale)),
  );

  r.get(
    '/mine/regions',
    {
      schema: {
        tags: ['mine'],
        summary: '行政区划树：市州 → 区县（值等于标签）',
        response: { 200: regionTreeResponse },
      },
    },
    async (request) => ok(request, regionTree()),
  );

  r.get(
    '/mine/export',
    { schema: { tags: ['mine'], summary: '按筛选条件导出煤矿列表（.xlsx）', querystring: mineFilterQuery } },
    async (request, reply) => {
      const file = await mines.exportList(request.query);
      return sendFile(reply, file.fileName, file.data);
    },
  );

  r.get(
    '/mine/:mineId/export',
    {
      schema: {
        tags: ['mine'],
        summary: '导出一座煤矿的全部资料（.xlsx，可重新导入）',
        params: z.object({ mineId: z.string().min(1).max(32) }),
      },
    },
    async (request, reply) => {
      const file = await mines.exportMine(request.params.mineId);
      return sendFile(reply, file.fileName, file.data);
    },
  );

  r.get(
    '/mine/import/template',
    { config: ADMIN, schema: { tags: ['mine-import'], summary: '下载导入模板（管理员）' } },
    async (_request, reply) => sendFile(reply, '煤矿数据导入模板.xlsx', await mines.template()),
  );

  r.post(
    '/mine/import',
    {
      config: ADMIN,
      schema: {
        tags: ['mine-import'],
        summary: '上传 .xlsx/.csv 并校验（管理员）；返回问题列表与变更预览，不写入数据',
        consumes: ['multipart/form-data'],
        response: { 200: importJobResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequestError('import.noFile');
      const file = await request.file();
      if (!file) throw new BadRequestError('import.noFile');
      // toBuffer throws FST_REQ_FILE_TOO_LARGE (→ 413) past the multipart size limit.
      const data = await file.toBuffer();
      return ok(request, await imports.upload(file.filename, data, actor(request)));
    },
  );

  r.get(
    '/mine/import/jobs',
    {
      config: ADMIN,
      schema: {
        tags: ['mine-import'],
        summary: '导入任务列表（管理员）',
        querystring: importJobListQuery,
        response: { 200: importJobListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await imports.list(request.query);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/mine/import/jobs/:jobId',
    {
      config: ADMIN,
      schema: {
        tags: ['mine-import'],
        summary: '导入任务详情：问题与预览（管理员）',
        params: importJobParams,
        response: { 200: importJobResponse },
      },
    },
    async (request) => ok(request, await imports.get(request.params.jobId)),
  );

  r.post(
    '/mine/import/jobs/:jobId/commit',
    {
      config: ADMIN,
      schema: {
        tags: ['mine-import'],
        summary: '提交导入（单个事务）（管理员）',
        params: importJobParams,
        response: { 200: importJobResponse },
      },
    },
    async (request) => {
      const job = await imports.commit(request.params.jobId, actor(request));
      return ok(request, job, t(request.locale, 'import.committed', { ...job.counts }));
    },
  );

  r.get(
    '/mine/import/jobs/:jobId/file',
    {
      config: ADMIN,
      schema: { tags: ['mine-import'], summary: '下载导入任务的原始文件（管理员）', params: importJobParams },
    },
    async (request, reply) => {
      const file = await imports.file(request.params.jobId);
      const type = file.fileName.toLowerCase().endsWith('.csv') ? 'text/csv' : XLSX;
      return sendFile(reply, file.fileName, file.fileData, type);
    },
  );
}
