import {
  dictData,
  dictDataAllResponse,
  dictDataExportQuery,
  dictDataInput,
  dictDataListQuery,
  dictDataListResponse,
  dictDataResponse,
  dictMoveBody,
  dictDataUpdate,
  dictCodeParams,
  dictDeleteParams,
  dictSynonymsBody,
  dictTypeListQuery,
  dictTypeListResponse,
  dictTypeParams,
  envelopeOf,
  okEnvelope,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ok, okEmpty, okList } from '../../lib/envelope';
import { sendJson } from '../../lib/json-cache';
import { sendFile } from '../../lib/send-file';
import type { DictService } from './dict.service';

const ADMIN = { roles: ['admin'] } as const;

export async function dictRoutes(app: FastifyInstance, { dict }: { dict: DictService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Declared without the type provider: the body is sent pre-serialized (Fastify passes JSON strings
  // through), while the schema still validates the params and documents the response.
  app.get<{ Params: { dictType: string } }>(
    '/system/dict/data/type/:dictType',
    {
      schema: {
        tags: ['dict'],
        summary: '按类型取字典数据（按 dictSort 排序；未知类型为空列表）',
        params: dictTypeParams,
        response: { 200: dictDataResponse },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(dict.responseBody(request.params.dictType, request.locale)),
  );

  // Every dictionary in one call, revalidated with its entity tag: an unchanged set costs a 304.
  app.get(
    '/system/dict/data/all',
    {
      schema: {
        tags: ['dict'],
        summary: '全部字典数据（按类型分组；ETag / If-None-Match 重新验证）',
        response: { 200: dictDataAllResponse },
      },
    },
    // Each language has its own body and tag.
    async (request, reply) =>
      sendJson(request, reply.header('vary', 'Accept-Language'), dict.allBody(request.locale)),
  );

  r.get(
    '/system/dict/type/list',
    {
      config: ADMIN,
      schema: {
        tags: ['dict'],
        summary: '字典类型列表（管理员）',
        querystring: dictTypeListQuery,
        response: { 200: dictTypeListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await dict.listTypes(request.query, request.locale);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/system/dict/data/list',
    {
      config: ADMIN,
      schema: {
        tags: ['dict'],
        summary: '某类型的字典数据（管理员）：双语标签、状态、使用记录数；关键词、状态筛选，排序分页',
        querystring: dictDataListQuery,
        response: { 200: dictDataListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await dict.listItems(request.query);
      return okList(request, rows, total);
    },
  );

  r.get(
    '/system/dict/data/export',
    {
      config: ADMIN,
      schema: {
        tags: ['dict'],
        summary: '导出某类型的字典数据（.xlsx，管理员；筛选与排序同列表）',
        querystring: dictDataExportQuery,
      },
    },
    async (request, reply) => {
      const file = await dict.exportItems(request.query, request.locale);
      return sendFile(reply, file.fileName, file.data);
    },
  );

  r.put(
    '/system/dict/data/:dictCode/move',
    {
      config: ADMIN,
      schema: {
        tags: ['dict'],
        summary: '拖动排序：字典项移到 overCode 的位置，同类型各项重新编号（管理员）',
        params: dictCodeParams,
        body: dictMoveBody,
        response: { 200: dictDataResponse },
      },
    },
    async (request) =>
      ok(request, await dict.move(request.params.dictCode, request.body.overCode, actorOf(request))),
  );

  r.post(
    '/system/dict/data',
    {
      config: { ...ADMIN, errors: [404, 409] },
      schema: {
        tags: ['dict'],
        summary: '新增字典数据（管理员）',
        body: dictDataInput,
        response: { 200: envelopeOf(dictData) },
      },
    },
    async (request) => ok(request, await dict.create(request.body, actorOf(request))),
  );

  r.put(
    '/system/dict/data',
    {
      config: { ...ADMIN, errors: [404, 409] },
      schema: {
        tags: ['dict'],
        summary: '修改字典数据（管理员）',
        body: dictDataUpdate,
        response: { 200: envelopeOf(dictData) },
      },
    },
    async (request) => {
      const { dictCode, ...input } = request.body;
      return ok(request, await dict.update(dictCode, input, actorOf(request)));
    },
  );

  r.put(
    '/system/dict/data/:dictCode/synonyms',
    {
      config: { ...ADMIN, errors: [409] },
      schema: {
        tags: ['dict'],
        summary: '修改字典项的同义词（导入时按该项读入）（管理员）',
        params: dictCodeParams,
        body: dictSynonymsBody,
        response: { 200: envelopeOf(dictData) },
      },
    },
    async (request) =>
      ok(request, await dict.setSynonyms(request.params.dictCode, request.body.synonyms, actorOf(request))),
  );

  r.delete(
    '/system/dict/data/:dictCodes',
    {
      config: { ...ADMIN, errors: [409] },
      schema: {
        tags: ['dict'],
        summary: '删除字典数据（管理员，逗号分隔多个编码）',
        params: dictDeleteParams,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await dict.remove(request.params.dictCodes, actorOf(request));
      return okEmpty(request);
    },
  );
}
