import {
  importCommitBody,
  importJobListQuery,
  importJobListResponse,
  importJobParams,
  importJobResponse,
  importProgressResponse,
} from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ok, okList } from '../../lib/envelope';
import { BadRequestError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { assertCleanText } from '../../lib/nul-check';
import { ROUTE_LIMITS } from '../../lib/route-limits';
import { sendFile, XLSX_TYPE } from '../../lib/send-file';
import type { ImportActor, ImportService } from './import.service';

const ADMIN = { roles: ['admin'] } as const;

/** The import reports in the uploader's language. */
const actor = (request: FastifyRequest): ImportActor => ({ ...actorOf(request), locale: request.locale });

export async function importRoutes(app: FastifyInstance, { imports }: { imports: ImportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mine/import/template',
    { config: ADMIN, schema: { tags: ['mine-import'], summary: '下载导入模板（管理员）' } },
    async (_request, reply) => sendFile(reply, '煤矿数据导入模板.xlsx', await imports.template()),
  );

  r.post(
    '/mine/import',
    {
      config: { ...ADMIN, rateLimit: ROUTE_LIMITS.upload, errors: [422] },
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
      // Multipart text skips the schema's check: the file name is checked here.
      assertCleanText({ fileName: file.filename });
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
      config: { ...ADMIN, errors: [409, 422] },
      schema: {
        tags: ['mine-import'],
        summary:
          '提交导入（单个事务）（管理员）；mode=all 全部无误才写入（默认），mode=valid 只写入无误的煤矿',
        params: importJobParams,
        body: importCommitBody,
        response: { 200: importJobResponse },
      },
    },
    async (request) => {
      const job = await imports.commit(request.params.jobId, request.body?.mode ?? 'all', actor(request));
      const key = job.counts.refusedRows > 0 ? 'import.committedPartial' : 'import.committed';
      return ok(request, job, t(request.locale, key, { ...job.counts }));
    },
  );

  r.get(
    '/mine/import/jobs/:jobId/refused',
    {
      config: ADMIN,
      schema: {
        tags: ['mine-import'],
        summary: '下载退回的行（模板格式加「问题」列，修改后可重新导入）（管理员）',
        params: importJobParams,
      },
    },
    async (request, reply) => {
      const { fileName, data } = await imports.refused(request.params.jobId, request.locale);
      return sendFile(reply, fileName, data);
    },
  );

  r.get(
    '/mine/import/jobs/:jobId/progress',
    {
      config: ADMIN,
      schema: {
        tags: ['mine-import'],
        summary: '提交进度（管理员；提交期间从内存应答）',
        params: importJobParams,
        response: { 200: importProgressResponse },
      },
    },
    async (request) => ok(request, imports.progress(request.params.jobId)),
  );

  r.get(
    '/mine/import/jobs/:jobId/file',
    {
      config: ADMIN,
      schema: { tags: ['mine-import'], summary: '下载导入任务的原始文件（管理员）', params: importJobParams },
    },
    async (request, reply) => {
      const file = await imports.file(request.params.jobId);
      const type = file.fileName.toLowerCase().endsWith('.csv') ? 'text/csv' : XLSX_TYPE;
      return sendFile(reply, file.fileName, file.fileData, type);
    },
  );
}
