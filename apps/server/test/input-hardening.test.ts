import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, createStore, login, type Session, type TestStore } from './helpers';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const NUL = 'a\u0000b';
const TOO_BIG = 2 ** 31;

type Hostile = 'nul' | 'id';

/** A value of the schema's shape whose strings carry a NUL, or whose integers overflow int4. */
function hostile(schema: JsonSchema, kind: Hostile): unknown {
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return hostile(variant.find((s) => s.type !== 'null') ?? variant[0]!, kind);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return kind === 'id' ? TOO_BIG : 1;
    case 'boolean':
      return true;
    case 'array':
      return [hostile(schema.items ?? {}, kind)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, hostile(v, kind)]),
      );
    default:
      return kind === 'nul' ? NUL : 'x';
  }
}

function pathValue(schema: JsonSchema, kind: Hostile): string {
  const value = hostile(schema, kind);
  return typeof value === 'string' ? value : String(value);
}

describe.each(backends)('every operation refuses NUL text and ids past int4 on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let operations: { method: string; path: string; op: Operation }[];

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app, 'admin');
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('covers the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  for (const kind of ['nul', 'id'] as const) {
    it(`never answers 5xx, and every refusal carries a message (${kind === 'nul' ? 'NUL in text' : '2³¹ in numbers'})`, async () => {
      const failures: string[] = [];
      let probed = 0;
      // Signing out, or the admin (id 1) resetting their password or changing their own roles, would end
      // the session the other probes use.
      const endingOwnSession = new Set([
        'POST /api/auth/logout',
        'PUT /api/system/user/{userId}/resetPwd',
        'PUT /api/system/user/{userId}',
      ]);
      for (const { method, path, op } of operations.filter(
        (o) => !endingOwnSession.has(`${o.method} ${o.path}`),
      )) {
        const params = op.parameters ?? [];
        const body = op.requestBody?.content['application/json']?.schema;
        const targets = [...params.map((p) => ({ param: p.name })), ...(body ? [{ param: 'body' }] : [])];
        for (const target of targets) {
          let url = path;
          const query = new URLSearchParams();
          for (const p of params) {
            const value =
              p.name === target.param
                ? pathValue(p.schema, kind)
                : pathValue(p.schema, 'id').replace(String(TOO_BIG), '1');
            if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
            else if (p.in === 'query') query.set(p.name, value);
          }
          const payload = body ? hostile(body, target.param === 'body' ? kind : 'id') : undefined;
          const res = await app.inject({
            method: method as 'GET',
            url: `${url}${query.size ? `?${query.toString()}` : ''}`,
            headers: admin.headers,
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          probed++;
          const msg = String(res.headers['content-type'] ?? '').includes('json')
            ? res.json<{ msg?: string }>().msg
            : '';
          if (res.statusCode >= 500 || (res.statusCode >= 400 && !msg))
            failures.push(`${method} ${path} [${target.param}] → ${res.statusCode} ${msg ?? ''}`);
        }
      }
      expect(probed).toBeGreaterThan(40);
      expect(failures).toEqual([]);
    });
  }

  it('names the field in the user’s language', async () => {
    const zh = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: admin.headers.clientid },
      payload: { username: NUL, password: 'x' },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ code: 400, msg: '「用户名」含有空字符（\\0），无法处理' });
    const en = await app.inject({
      method: 'GET',
      url: `/api/investigation/mine/${TOO_BIG}/header`,
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 400, msg: '"mine id" must be at most 2147483647' });
  });
});
