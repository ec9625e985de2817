import {
  dictData,
  dictDataAllResponse,
  dictDataInput,
  dictDataResponse,
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
      schema: {
        tags: ['dict'],
        summary: '字典类型列表',
        querystring: dictTypeListQuery,
        response: { 200: dictTypeListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await dict.listTypes(request.query);
      return okList(request, rows, total);
    },
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
