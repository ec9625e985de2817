import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type ErrorCode, errorEnvelope } from '@coal/contracts';
import { z } from 'zod';
import { documentedErrors, type RouteShape } from './openapi-errors';

const ERROR_SCHEMA = 'ErrorEnvelope';

/** What each error status means to an integrator (the body's `msg` says it in the request's language). */
const DESCRIPTIONS: Record<ErrorCode, string> = {
  400: '请求参数有误',
  401: '未登录、令牌无效或已过期，或 clientid 与令牌不符',
  403: '当前角色无权执行此操作',
  404: '所指的对象不存在',
  409: '与现有数据冲突',
  413: '请求体或上传文件过大',
  422: '内容无法处理（校验未通过）',
  429: '请求过于频繁或账号暂时锁定（见 Retry-After）',
  500: '服务器内部错误（msg 中带请求编号）',
  503: '数据库暂不可用（见 Retry-After）',
};

interface OpenApiOperation {
  responses?: Record<string, unknown>;
  requestBody?: unknown;
}

/** An upload's body: the file in the part named `file` (the routes read it with @fastify/multipart). */
const UPLOAD_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    },
  },
};

/**
 * The OpenAPI document at /api/docs, generated from the routes' zod schemas. Every operation lists the
 * error responses it can give, with the error envelope; public operations carry no security requirement.
 */
export const openApi = fp(async (app: FastifyInstance) => {
  // Filled while the routes are transformed, read when the document is put together.
  const errorsOf = new Map<string, ErrorCode[]>();
  const uploads = new Set<string>();
  await app.register(swagger, {
    openapi: {
      info: { title: '贵州煤矿大数据信息平台 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const { route } = document;
      const schema = route.schema ?? {};
      const shape: RouteShape = {
        methods: [route.method].flat(),
        public: Boolean(route.config?.public),
        roles: Boolean(route.config?.roles?.length),
        beforePasswordChange: Boolean(route.config?.beforePasswordChange),
        takesInput: Boolean(schema.body || schema.querystring || schema.params),
        hasParams: Boolean(schema.params),
        extra: route.config?.errors ?? [],
      };
      const upload = !schema.body && [schema.consumes ?? []].flat().includes('multipart/form-data');
      for (const method of shape.methods) {
        errorsOf.set(`${method.toLowerCase()} ${document.url}`, documentedErrors(shape));
        if (upload) uploads.add(`${method.toLowerCase()} ${document.url}`);
      }
      // Operations open without a session say so, instead of inheriting the bearer requirement.
      if (shape.public && transformed.schema) transformed.schema = { ...transformed.schema, security: [] };
      return transformed;
    },
    transformObject: (documentObject) => {
      // Registered with `openapi`, so the document is always an OpenAPI one.
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject;
      document.components = {
        ...document.components,
        schemas: {
          ...document.components?.schemas,
          [ERROR_SCHEMA]: z.toJSONSchema(errorEnvelope, { target: 'openapi-3.0' }) as never,
        },
      };
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations as Record<string, OpenApiOperation>)) {
          const key = `${method} ${openApiPathToFastify(path)}`;
          const codes = errorsOf.get(key) ?? [];
          // A multipart route has no body schema (the file is read as a stream): the document says what it takes.
          if (uploads.has(key)) operation.requestBody ??= UPLOAD_BODY;
          const responses = (operation.responses ??= {});
          // Cached reads answer a matching If-None-Match with 304 and no body (lib/json-cache).
          if (method === 'get')
            responses[304] ??= { description: '未修改：客户端所持版本（ETag）仍是最新的' };
          for (const code of codes) {
            // A route's own schema for a status (health's 503 carries its figures) stays as it is.
            responses[code] ??= {
              description: DESCRIPTIONS[code],
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
            };
          }
        }
      }
      return document;
    },
  });
  // Tags start folded: all expanded, Swagger UI drew only part of a document of this size.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
});

/** `/api/news/{id}` as the route was declared, `/api/news/:id`. */
function openApiPathToFastify(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
