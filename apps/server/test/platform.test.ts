import { existsSync, lstatSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { DataDirLockedError } from '../src/db/lock';
import { backends, buildApp, call, CLIENT_ID, createStore, login, type TestStore } from './helpers';

describe.each(backends)('platform on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('reports health with the database state', async () => {
    const res = await call<{
      data: { status: string; database: { kind: string; status: string; latencyMs: number } };
    }>(app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ok');
    expect(res.body.data.database).toMatchObject({ kind: backend, status: 'up' });
    expect(res.body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Intranet deployments run over plain HTTP: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The headers are built once and sent the same on every answer, errors included.
    const missing = await call(app, { method: 'GET', url: '/api/no/such/thing' });
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths with a 404 envelope in the client language', async () => {
    const zh = await call(app, { method: 'GET', url: '/api/no/such/thing' });
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 404, msg: '接口 GET /api/no/such/thing 不存在', data: null });
    const en = await call(app, { method: 'POST', url: '/api/nope', headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toBe('API POST /api/nope does not exist');
  });

  it('publishes OpenAPI generated from the schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown[] }>>;
      security: unknown[];
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/system/user/getInfo',
        '/api/system/dict/data/type/{dictType}',
        '/api/health',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/auth/login'])).toContain('username');
    // Sign-in, health, app info, the portal and the typeahead need no token; the rest inherit the bearer scheme.
    expect(doc.security).toEqual([{ bearer: [] }]);
    const open = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => (op.security?.length === 0 ? [`${method} ${path}`] : [])),
    );
    expect(open.sort()).toEqual([
      'get /api/app/info',
      'get /api/health',
      'get /api/investigation/baseMine/list',
      'get /api/portal/overview',
      // An avatar is an <img>, which sends no token; its address is the picture's hash.
      'get /api/system/user/avatar/{key}',
      'post /api/auth/login',
    ]);
  });

  it('gives the public app info with the configured company', async () => {
    const res = await call<{ data: { productName: string; companyName: string } }>(app, {
      method: 'GET',
      url: '/api/app/info',
    });
    expect(res.body.data).toMatchObject({
      productName: '贵州煤矿大数据信息平台',
      companyName: store.config.companyName,
    });
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.body).toMatchObject({ code: 400, msg: '请求参数有误' });
  });

  it("lists the signed-in user's own messages and marks only those read", async () => {
    const user = await login(app, 'user');
    const admin = await login(app, 'admin');
    type List = {
      data: { id: number; type: string; status: number; messageType: number | null; time: string }[];
    };
    const mine = (
      await call<List>(app, { method: 'POST', url: '/api/message/list', headers: user.headers, payload: {} })
    ).body.data;
    expect(new Set(mine.map((m) => m.type))).toEqual(new Set(['message', 'notice', 'todo']));
    expect(mine[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The same inbox read in English: the same messages, in English words.
    type Texts = { data: { id: number; title: string; subTitle: string; content: string }[] };
    const read = async (language: string) =>
      (
        await call<Texts>(app, {
          method: 'POST',
          url: '/api/message/list',
          headers: { ...user.headers, 'accept-language': language },
          payload: {},
        })
      ).body.data;
    const [chinese, english] = [await read('zh-CN'), await read('en-US,en;q=0.9')];
    expect(english.map((m) => m.id)).toEqual(mine.map((m) => m.id));
    expect(chinese.find((m) => m.title === '系统维护通知')?.subTitle).toBe('系统通知');
    const maintenance = english.find((m) => m.title === 'Scheduled maintenance');
    expect(maintenance?.subTitle).toBe('System notice');
    expect(maintenance?.content).toContain('Saturday 22:00–24:00');
    const unread = mine.filter((m) => !m.status);
    const theirs = (
      await call<List>(app, {
        method: 'POST',
        url: '/api/message/list',
        headers: admin.headers,
        payload: { type: 'todo' },
      })
    ).body.data;
    expect(theirs.every((m) => m.type === 'todo')).toBe(true);
    const theirUnread = theirs.filter((m) => !m.status).map((m) => m.id);
    await call(app, {
      method: 'POST',
      url: '/api/message/read',
      headers: user.headers,
      payload: { ids: [unread[0]!.id, ...theirUnread] },
    });
    const after = (
      await call<List>(app, { method: 'POST', url: '/api/message/list', headers: user.headers, payload: {} })
    ).body.data;
    expect(after.filter((m) => !m.status)).toHaveLength(unread.length - 1);
    const theirsAfter = (
      await call<List>(app, {
        method: 'POST',
        url: '/api/message/list',
        headers: admin.headers,
        payload: { type: 'todo' },
      })
    ).body.data;
    expect(theirsAfter.filter((m) => !m.status).map((m) => m.id)).toEqual(theirUnread);
    const empty = await call(app, {
      method: 'POST',
      url: '/api/message/read',
      headers: user.headers,
      payload: { ids: [] },
    });
    expect(empty.body).toMatchObject({ code: 400, msg: '「编号列表」不能为空' });
  });
});

describe('embedded database persistence and locking', () => {
  it('keeps data across a restart and refuses a second process on the same data dir', async () => {
    const store = await createStore('pglite');
    try {
      const first = await buildApp(store);
      const admin = await login(first, 'admin');
      const created = await call<{ data: { dictCode: number } }>(first, {
        method: 'POST',
        url: '/api/system/dict/data',
        headers: admin.headers,
        payload: { dictType: 'mine_geological_complexity', dictLabel: '极复杂', dictValue: '4', dictSort: 4 },
      });
      expect(created.body.code).toBe(200);
      await expect(buildApp(store)).rejects.toBeInstanceOf(DataDirLockedError);
      await first.close();
      expect(existsSync(join(store.config.dataDir, 'pglite.lock'))).toBe(false);

      const second = await buildApp(store);
      try {
        // The token signed before the restart still works: the secret and the session were persisted.
        const res = await call<{ data: { dictLabel: string }[] }>(second, {
          method: 'GET',
          url: '/api/system/dict/data/type/mine_geological_complexity',
          headers: admin.headers,
        });
        expect(res.body.data.map((d) => d.dictLabel)).toEqual(['简单', '中等', '复杂', '极复杂']);
      } finally {
        await second.close();
      }
    } finally {
      await store.destroy();
    }
  });
});

describe('embedded database file modes', () => {
  const loose = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => join(dir, name))
      .concat(dir)
      .filter((path) => (lstatSync(path).mode & 0o077) !== 0);

  it('keeps the data dir private: repairs loose modes at start and creates new files 0600', async () => {
    const store = await createStore('pglite');
    try {
      writeFileSync(join(store.config.dataDir, 'left-by-an-old-version'), 'x', { mode: 0o666 });
      const app = await buildApp(store);
      try {
        // Writes after start create more files in the database directory.
        const admin = await login(app, 'admin');
        expect(
          (await call(app, { method: 'GET', url: '/api/system/user/getInfo', headers: admin.headers }))
            .status,
        ).toBe(200);
        expect(loose(store.config.dataDir)).toEqual([]);
        expect(lstatSync(store.config.dataDir).mode & 0o777).toBe(0o700);
        expect(readdirSync(join(store.config.dataDir, 'pgdata')).length).toBeGreaterThan(5);
      } finally {
        await app.close();
      }
    } finally {
      await store.destroy();
    }
  });
});

describe('request logs', () => {
  it('write one line per request, with its id, method, path, status and time, and no credentials', async () => {
    const store = await createStore('pglite');
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const app = await buildApp(store, { logger: { level: 'info', stream } });
    try {
      const admin = await login(app, 'admin');
      lines.length = 0;
      const res = await call(app, { method: 'GET', url: '/api/system/user/getInfo', headers: admin.headers });
      const logged = lines.filter((l) => l.reqId === res.headers['x-request-id']);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        msg: 'request',
        method: 'GET',
        url: '/api/system/user/getInfo',
        status: 200,
      });
      expect(typeof logged[0]!.ms).toBe('number');
      expect(JSON.stringify(lines)).not.toContain(admin.token);
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});

describe('configuration', () => {
  it('applies defaults and rejects invalid values with the variable named', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/coal-config-test', JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, adminPassword: 'admin123' });
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads the feed and alert schedules: off by default for feeds, a cron pattern checked at start', () => {
    const base = { DATA_DIR: '/tmp/coal-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base)).toMatchObject({ newsFeedSchedule: null, alertSchedule: '0 7 * * *' });
    expect(loadConfig({ ...base, NEWS_FEED_SCHEDULE: '*/30 * * * *', ALERT_SCHEDULE: 'off' })).toMatchObject({
      newsFeedSchedule: '*/30 * * * *',
      alertSchedule: null,
    });
    expect(() => loadConfig({ ...base, NEWS_FEED_SCHEDULE: 'every hour' })).toThrow(/NEWS_FEED_SCHEDULE/);
  });

  it('generates a JWT secret once and keeps it in the data dir', async () => {
    const store = await createStore('pglite');
    try {
      const a = loadConfig({ DATA_DIR: store.config.dataDir });
      const b = loadConfig({ DATA_DIR: store.config.dataDir });
      expect(a.jwtSecret.length).toBeGreaterThanOrEqual(48);
      expect(b.jwtSecret).toBe(a.jwtSecret);
    } finally {
      await store.destroy();
    }
  });
});

describe.each(backends)('failures on %s', (backend) => {
  it('answers 503 with a message while the database is down, hiding internals, and health says so', async () => {
    const store = await createStore(backend);
    const app = await buildApp(store);
    try {
      await app.database.close();
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/login',
        headers: { clientid: CLIENT_ID },
        payload: { username: 'admin', password: 'admin123' },
      });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 503 });
      expect(res.body.msg).toBe(
        `数据库暂时无法连接，请稍后重试（请求编号 ${String(res.headers['x-request-id'])}）`,
      );
      expect(JSON.stringify(res.body)).not.toMatch(/at |Error|pglite|pg_|stack/i);
      const health = await call<{ data: { status: string; database: { status: string } } }>(app, {
        method: 'GET',
        url: '/api/health',
      });
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        code: 503,
        data: { status: 'degraded', database: { status: 'down' } },
      });
    } finally {
      await app.close().catch(() => undefined);
      await store.destroy();
    }
  });
});
