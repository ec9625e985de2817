import type { MonitorData } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  buildApp,
  call,
  CLIENT_ID,
  createStore,
  login,
  type Session,
  type TestStore,
} from './helpers';
import { commitJob, fixtureBook, MINE_HEADERS, uploadFile } from './import-helpers';
import { type Family, parsePrometheusText, sampleValue } from './prometheus-text';

const TOKEN = 'scrape-token-for-the-metrics-test';

/** One mine row of the import template; an unknown production status makes it a row with a problem. */
const mineRow = (code: string, status = '生产') => {
  const row: Record<string, string | number> = {
    矿井编码: code,
    矿井名称: `指标${code}煤矿`,
    市州: '毕节市',
    区县: '纳雍县',
    '纬度（°）': 26.78,
    '经度（°）': 105.38,
    生产状态: status,
    '核定产能（万吨/年）': 45,
    瓦斯等级: '低瓦斯矿井',
  };
  return MINE_HEADERS.map((h) => row[h] ?? null);
};

/** A job's runs, failures, timed runs and last success as one scrape gives them (0 or null when absent). */
const jobFigures = (families: Map<string, Family>, job: string) => ({
  ok: sampleValue(families, 'coal_job_runs_total', { job, outcome: 'ok' }) ?? 0,
  failed: sampleValue(families, 'coal_job_runs_total', { job, outcome: 'failed' }) ?? 0,
  timed: sampleValue(families, 'coal_job_duration_seconds_count', { job }) ?? 0,
  lastSuccess: sampleValue(families, 'coal_job_last_success_timestamp_seconds', { job }) ?? null,
});

describe.each(backends)('metrics and the monitor on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend, { METRICS_TOKEN: TOKEN });
    app = await buildApp(store);
    admin = await login(app);
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const scrape = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(res.body);
  };
  const monitor = async () => {
    const res = await call<{ data: MonitorData }>(app, {
      method: 'GET',
      url: '/api/monitor',
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('refuses /metrics without the token or an admin session, and a user with 403', async () => {
    const none = await call(app, { method: 'GET', url: '/metrics' });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(401);
    const wrong = await call(app, {
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-scrape-token-at-all' },
    });
    expect(wrong.status).toBe(401);
    const asUser = await call(app, { method: 'GET', url: '/metrics', headers: user.headers });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toMatchObject({ code: 403, data: null });
    expect(JSON.stringify(asUser.body)).not.toContain('http_requests_total');
  });

  it('answers the token and an admin session with Prometheus text', async () => {
    const families = await scrape();
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
      'coal_db_query_duration_seconds',
      'coal_db_pool_connections',
      'coal_cache_requests_total',
      'coal_active_sessions',
      'coal_data_dir_bytes',
      'coal_db_size_bytes',
    ])
      expect(families.has(name), name).toBe(true);
    const asAdmin = await app.inject({ method: 'GET', url: '/metrics', headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(parsePrometheusText(asAdmin.body).get('http_requests_total')!.type).toBe('counter');
    // Two signed-in sessions (admin and user), a database with rows, files under DATA_DIR.
    expect(sampleValue(families, 'coal_active_sessions')).toBeGreaterThanOrEqual(2);
    expect(sampleValue(families, 'coal_db_size_bytes')).toBeGreaterThan(0);
    // On PostgreSQL the data directory holds no database (and the tests set the secret, so no file).
    if (backend === 'pglite') expect(sampleValue(families, 'coal_data_dir_bytes')).toBeGreaterThan(1_000_000);
    expect(sampleValue(families, 'coal_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
  });

  it('moves its counters with the requests, by route template and not by raw URL', async () => {
    const health = { method: 'GET', route: '/api/health', status_class: '2xx' };
    const before = await scrape();
    const count = (f: typeof before) => sampleValue(f, 'http_requests_total', health) ?? 0;
    const timed = (f: typeof before) =>
      sampleValue(f, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health' }) ?? 0;
    const queries = (f: typeof before) => sampleValue(f, 'coal_db_query_duration_seconds_count') ?? 0;
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: `/api/health?probe=${i}` });
    await app.inject({
      method: 'GET',
      url: '/api/investigation/mine/987654321/header',
      headers: admin.headers,
    });
    const after = await scrape();
    expect(count(after) - count(before)).toBe(5);
    expect(timed(after) - timed(before)).toBe(5);
    expect(queries(after)).toBeGreaterThan(queries(before));
    const routes = after.get('http_requests_total')!.samples.map((s) => s.labels.route);
    expect(routes).toContain('/api/investigation/mine/:mineId/header');
    expect(routes.some((route) => route?.includes('987654321') || route?.includes('probe'))).toBe(false);
  });

  it('counts sign-in failures and cache reads', async () => {
    const before = await scrape();
    const failures = (f: typeof before) =>
      sampleValue(f, 'coal_sign_in_failures_total', { status: '401' }) ?? 0;
    const dictHits = (f: typeof before) =>
      sampleValue(f, 'coal_cache_requests_total', { cache: 'dict', result: 'hit' }) ?? 0;
    const bad = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: CLIENT_ID },
      payload: { username: 'user', password: 'wrong-password' },
    });
    expect(bad.status).toBe(401);
    for (let i = 0; i < 2; i++)
      await app.inject({
        method: 'GET',
        url: '/api/system/dict/data/type/coal_rank',
        headers: admin.headers,
      });
    const after = await scrape();
    expect(failures(after) - failures(before)).toBe(1);
    expect(dictHits(after) - dictHits(before)).toBeGreaterThanOrEqual(1);
  });

  it('shows a failing job in /metrics and on the monitor', async () => {
    await app.scheduler.register({
      name: 'test.breaks',
      pattern: null,
      run: () => Promise.reject(new Error('the feed server answered 502')),
    });
    expect(await app.scheduler.runNow('test.breaks')).toMatchObject({ status: 'failed' });
    const families = await scrape();
    expect(sampleValue(families, 'coal_job_runs_total', { job: 'test.breaks', outcome: 'failed' })).toBe(1);
    expect(
      sampleValue(families, 'coal_job_runs_total', { job: 'test.breaks', outcome: 'ok' }),
    ).toBeUndefined();
    expect(sampleValue(families, 'coal_job_duration_seconds_count', { job: 'test.breaks' })).toBe(1);
    const job = (await monitor()).jobs.find((j) => j.name === 'test.breaks');
    expect(job).toMatchObject({
      lastOutcome: 'failed',
      lastError: 'the feed server answered 502',
      runs: 1,
      failures: 1,
      lastSuccessAt: '',
    });
  });

  it('counts import commits, good and failed, in /metrics and on the monitor', async () => {
    const before = await scrape();
    const upload = async (rows: (string | number | null)[][]) => {
      const res = await uploadFile(
        app,
        admin,
        'mines.xlsx',
        await fixtureBook({ 煤矿: [MINE_HEADERS, ...rows] }),
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const good = await upload([mineRow('METRIC-0001')]);
    expect(good.status).toBe('validated');
    const startedAt = Date.now() / 1000;
    const committed = await commitJob(app, admin, good.jobId);
    expect(committed.body.data.status).toBe('committed');
    const afterGood = await scrape();
    expect(jobFigures(afterGood, 'mine.import')).toMatchObject({
      ok: jobFigures(before, 'mine.import').ok + 1,
      failed: jobFigures(before, 'mine.import').failed,
      timed: jobFigures(before, 'mine.import').timed + 1,
    });
    expect(jobFigures(afterGood, 'mine.import').lastSuccess).toBeGreaterThanOrEqual(Math.floor(startedAt));
    // The commit's alert scan counts with the daily scan's runs.
    expect(jobFigures(afterGood, 'alerts.scan').ok).toBe(jobFigures(before, 'alerts.scan').ok + 1);

    // A file with a problem cannot be committed whole: a failed run, and no success is added.
    const bad = await upload([mineRow('METRIC-0002', '不存在的状态')]);
    expect(bad.status).toBe('invalid');
    const refused = await commitJob(app, admin, bad.jobId);
    expect(refused.status).toBe(409);
    const afterBad = await scrape();
    expect(jobFigures(afterBad, 'mine.import')).toMatchObject({
      ok: jobFigures(afterGood, 'mine.import').ok,
      failed: jobFigures(afterGood, 'mine.import').failed + 1,
      timed: jobFigures(afterGood, 'mine.import').timed + 1,
      lastSuccess: jobFigures(afterGood, 'mine.import').lastSuccess,
    });
    // A job that does not exist is no run of the import.
    expect((await commitJob(app, admin, 999_999)).status).toBe(404);
    expect(jobFigures(await scrape(), 'mine.import').failed).toBe(jobFigures(afterBad, 'mine.import').failed);

    const job = (await monitor()).jobs.find((j) => j.name === 'mine.import');
    expect(job).toMatchObject({
      pattern: '',
      nextRunAt: '',
      lastOutcome: 'failed',
      runs: jobFigures(afterBad, 'mine.import').ok + jobFigures(afterBad, 'mine.import').failed,
      failures: jobFigures(afterBad, 'mine.import').failed,
    });
    expect(job!.lastError).toBe(`导入任务 ${bad.jobId} 有未解决的问题（可选择只提交无误的行），不能提交`);
    expect(job!.lastSuccessAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('counts the rescoring after an import, each feed fetch and an admin’s alert scan', async () => {
    const before = await scrape();
    const upload = await uploadFile(
      app,
      admin,
      'mines.xlsx',
      await fixtureBook({ 煤矿: [MINE_HEADERS, mineRow('METRIC-0003')] }),
    );
    expect((await commitJob(app, admin, upload.body.data.jobId)).body.data.status).toBe('committed');
    // The risk model rescores every mine after the change, a moment after the commit answers.
    await expect
      .poll(async () => jobFigures(await scrape(), 'risk.recompute').ok, { timeout: 20_000 })
      .toBeGreaterThan(jobFigures(before, 'risk.recompute').ok);

    // A feed on an address feeds may not reach: the fetch is a failed run of `news.feed`.
    const feed = await call<{ data: { id: number } }>(app, {
      method: 'POST',
      url: '/api/news/feeds',
      headers: admin.headers,
      payload: { name: '内网源', url: 'http://10.0.0.1/feed.xml' },
    });
    expect(feed.status).toBe(200);
    const fetched = await call<{ data: { lastErrorKind: string } }>(app, {
      method: 'POST',
      url: `/api/news/feeds/${feed.body.data.id}/fetch`,
      headers: admin.headers,
    });
    expect(fetched.body.data.lastErrorKind).toBe('blocked');
    // The admin's "fetch all" is a run of the feeds job, which stands though its one feed failed.
    expect(
      (await call(app, { method: 'POST', url: '/api/news/feeds/fetch', headers: admin.headers })).status,
    ).toBe(200);
    expect((await call(app, { method: 'POST', url: '/api/alerts/run', headers: admin.headers })).status).toBe(
      200,
    );
    const after = await scrape();
    expect(jobFigures(after, 'news.feed').failed).toBe(jobFigures(before, 'news.feed').failed + 2);
    expect(jobFigures(after, 'news.feeds').ok).toBe(jobFigures(before, 'news.feeds').ok + 1);
    expect(jobFigures(after, 'alerts.scan').ok).toBeGreaterThanOrEqual(
      jobFigures(before, 'alerts.scan').ok + 2,
    );

    const jobs = new Map((await monitor()).jobs.map((j) => [j.name, j]));
    expect(jobs.get('news.feed')).toMatchObject({ lastOutcome: 'failed', lastSuccessAt: '' });
    expect(jobs.get('news.feed')!.lastError).toMatch(/^blocked: /);
    expect(jobs.get('news.feeds')).toMatchObject({ lastOutcome: 'ok', lastError: '' });
    expect(jobs.get('risk.recompute')).toMatchObject({ lastOutcome: 'ok' });
    expect(jobs.get('alerts.scan')!.lastStartedAt).not.toBe('');
  });

  it('gives admins the answering process, its figures and the routes of the last minute', async () => {
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/health' });
    const data = await monitor();
    expect(data.process.pid).toBe(process.pid);
    expect(data.process.processes).toBeGreaterThanOrEqual(1);
    expect(data.database.kind).toBe(backend);
    expect(data.database.sizeBytes).toBeGreaterThan(0);
    const health = data.routes.find((r) => r.route === '/api/health' && r.method === 'GET');
    expect(health!.requestsPerSecond).toBeGreaterThan(0);
    expect(health!.p99Ms).toBeGreaterThanOrEqual(health!.p50Ms!);
    expect(data.caches.map((c) => c.name)).toContain('dict');
    expect(data.facts.activeSessions).toBeGreaterThanOrEqual(2);
    const refused = await call(app, { method: 'GET', url: '/api/monitor', headers: user.headers });
    expect(refused.status).toBe(403);
  });
});

describe('with metrics off', () => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await createStore('pglite', { METRICS: 'off', METRICS_TOKEN: TOKEN });
    app = await buildApp(store);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('serves neither /metrics nor the monitor', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});
