import { errorEnvelope } from '@coal/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, CLIENT_ID, createStore, login, type Session, type TestStore } from './helpers';

interface Operation {
  security?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: { 'application/json'?: { schema: unknown } } }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
}

const ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

describe.each(backends)('the OpenAPI document lists the errors of every operation on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let doc: Document;
  let admin: Session;
  let user: Session;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
    admin = await login(app, 'admin');
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('describes the error envelope once and points every error response at it', () => {
    expect(doc.components.schemas.ErrorEnvelope!.required).toEqual(['code', 'msg']);
    expect(Object.keys(doc.components.schemas.ErrorEnvelope!.properties)).toEqual(
      expect.arrayContaining(['code', 'msg', 'data']),
    );
    expect(operations().length).toBeGreaterThan(70);
    for (const { key, op } of operations()) {
      const errors = Object.keys(op.responses).filter((status) => Number(status) >= 400);
      // Every operation can meet the rate limit, an internal error and a database outage.
      expect(errors, key).toEqual(expect.arrayContaining(['429', '500', '503']));
      for (const status of errors) {
        const response = op.responses[status]!;
        expect(response.description, `${key} ${status}`).not.toBe('');
        // Health answers its 503 with its own figures; every other error is the envelope.
        if (key === 'get /api/health' && status === '503') continue;
        expect(response.content?.['application/json']?.schema, `${key} ${status}`).toEqual(ENVELOPE_REF);
      }
    }
  });

  it('marks the public operations public and gives every other one 401', () => {
    const open = operations().filter(({ op }) => op.security?.length === 0);
    expect(open.map(({ key }) => key).sort()).toEqual([
      'get /api/app/info',
      'get /api/health',
      'get /api/investigation/baseMine/list',
      'get /api/portal/overview',
      // An avatar is an <img>, which sends no token; its address is the picture's hash.
      'get /api/system/user/avatar/{key}',
      'post /api/auth/login',
    ]);
    // A public operation has no session to refuse, but sign-in refuses a wrong password.
    expect(Object.keys(doc.paths['/api/health']!.get!.responses)).not.toContain('401');
    expect(Object.keys(doc.paths['/api/auth/login']!.post!.responses)).toContain('401');
    for (const { key, op } of operations().filter(({ op }) => op.security === undefined)) {
      expect(Object.keys(op.responses), key).toContain('401');
    }
  });

  it('gives 403 to the admin operations, 404 to those that name a thing, 413 to those that take a body', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);
    expect(statuses('/api/scheduler/jobs', 'get')).toContain('403');
    // Any signed-in call but those of the password change meets a password an admin set.
    expect(statuses('/api/news/list', 'get')).toContain('403');
    expect(statuses('/api/system/user/profile/passwordRule', 'get')).not.toContain('403');
    expect(statuses('/api/system/user/getInfo', 'get')).not.toContain('403');
    expect(statuses('/api/app/info', 'get')).not.toContain('403');
    expect(statuses('/api/news/{id}', 'get')).toContain('404');
    expect(statuses('/api/news/list', 'get')).not.toContain('404');
    expect(statuses('/api/news/import', 'post')).toContain('413');
    expect(statuses('/api/news/list', 'get')).not.toContain('413');
    expect(statuses('/api/mine/import/jobs/{jobId}/commit', 'post')).toEqual(
      expect.arrayContaining(['409', '422']),
    );
  });

  /** Sends a request that fails and checks its status is one its operation documents, with the envelope. */
  async function expectDocumented(path: string, method: string, options: InjectOptions, status: number) {
    const response = await app.inject(options);
    expect(response.statusCode, `${method} ${path}`).toBe(status);
    expect(Object.keys(doc.paths[path]![method]!.responses), `${method} ${path}`).toContain(String(status));
    const body = errorEnvelope.strict().parse(response.json());
    expect(body.code).toBe(status);
    expect(body.msg.length).toBeGreaterThan(0);
  }

  it('says that the uploads take their file as multipart form data', () => {
    const uploads = operations().filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    expect(uploads.map((u) => u.key).sort()).toEqual([
      'post /api/mine/import',
      'post /api/system/user/profile/avatar',
    ]);
    for (const { op } of uploads)
      expect(op.requestBody).toEqual({
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
      });
  });

  it('documents the errors real requests get, each body the envelope of the document', async () => {
    const asUser = { ...user.headers };
    await expectDocumented(
      '/api/auth/login',
      'post',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { clientid: CLIENT_ID },
        payload: { username: 'admin', password: 'wrong-password' },
      },
      401,
    );
    await expectDocumented(
      '/api/news/list',
      'get',
      { method: 'GET', url: '/api/news/list?pageSize=5000', headers: asUser },
      400,
    );
    // A token without the clientid it was issued to is refused as no session at all.
    await expectDocumented(
      '/api/news/list',
      'get',
      { method: 'GET', url: '/api/news/list', headers: { authorization: `Bearer ${user.token}` } },
      401,
    );
    await expectDocumented(
      '/api/scheduler/jobs',
      'get',
      { method: 'GET', url: '/api/scheduler/jobs', headers: asUser },
      403,
    );
    await expectDocumented(
      '/api/news/{id}',
      'get',
      { method: 'GET', url: '/api/news/999999', headers: asUser },
      404,
    );
    const item = {
      dictType: 'mine_production_type',
      dictLabel: '测试状态',
      dictValue: 'ops-test',
      dictSort: 99,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: item,
    });
    expect(created.json<{ code: number }>().code).toBe(200);
    await expectDocumented(
      '/api/system/dict/data',
      'post',
      { method: 'POST', url: '/api/system/dict/data', headers: admin.headers, payload: item },
      409,
    );
    await expectDocumented(
      '/api/news/import',
      'post',
      {
        method: 'POST',
        url: '/api/news/import',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ articles: [{ title: 'x'.repeat(2 * 1024 * 1024) }] }),
      },
      413,
    );
  });
});
