import type { ScheduledJob } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

/** A promise the test settles by hand: a job that is still running, without waiting for any clock. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const SHANGHAI_SEVEN = /^\d{4}-\d{2}-\d{2} 07:00:00$/;

describe.each(backends)('the scheduler on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    store = await createStore(backend, { NEWS_FEED_SCHEDULE: 'off', ALERT_SCHEDULE: '0 7 * * *' });
    app = await buildApp(store);
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const state = async (name: string) => (await app.scheduler.jobs()).find((job) => job.name === name)!;

  it('owns the alert scan and the feed runs, with their patterns from the configuration', async () => {
    const res = await call<{ data: ScheduledJob[] }>(app, {
      method: 'GET',
      url: '/api/scheduler/jobs',
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const jobs = new Map(res.body.data.map((job) => [job.name, job]));
    expect(jobs.get('alerts.scan')).toMatchObject({ pattern: '0 7 * * *', running: false, lastOutcome: '' });
    expect(jobs.get('alerts.scan')!.nextRunAt).toMatch(SHANGHAI_SEVEN);
    // Off: listed, never timed.
    expect(jobs.get('news.feeds')).toMatchObject({ pattern: '', nextRunAt: '' });
    // The embedded database's vacuum is started by bulk writes, and recorded here.
    expect(jobs.has('database.vacuum')).toBe(backend === 'pglite');
  });

  it('shows the jobs to admins only', async () => {
    const user = await login(app, 'user');
    const res = await call(app, { method: 'GET', url: '/api/scheduler/jobs', headers: user.headers });
    expect(res.status).toBe(403);
  });

  it('runs a registered job and records its outcome and duration', async () => {
    let runs = 0;
    await app.scheduler.register({
      name: 'test.works',
      pattern: null,
      run: async () => {
        runs++;
        // Work of a known least length: the recorded duration must cover it.
        await app.database.db.execute(sql`select pg_sleep(0.03)`);
      },
    });
    const before = Date.now();
    const result = await app.scheduler.runNow('test.works');
    const after = Date.now();
    expect(result).toMatchObject({ status: 'ok', error: '' });
    expect(runs).toBe(1);
    const job = await state('test.works');
    expect(job).toMatchObject({ lastOutcome: 'ok', lastError: '', running: false, nextRunAt: null });
    expect(job.lastDurationMs).toBeGreaterThanOrEqual(30);
    expect(job.lastDurationMs).toBeLessThanOrEqual(after - before);
    expect(job.lastStartedAt!.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(job.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(job.lastStartedAt!.getTime());
    expect(job.lastFinishedAt!.getTime()).toBeLessThanOrEqual(after + 1);
  });

  it('records a failing job as failed, and the other jobs and the server keep working', async () => {
    let failures = 0;
    await app.scheduler.register({
      name: 'test.fails',
      pattern: '0 3 * * *',
      run: async () => {
        failures++;
        throw new Error('the backup disk is full\n    at copy (backup.ts:12)');
      },
    });
    expect(await app.scheduler.runNow('test.fails')).toMatchObject({
      status: 'failed',
      error: 'the backup disk is full',
    });
    expect(await state('test.fails')).toMatchObject({
      lastOutcome: 'failed',
      lastError: 'the backup disk is full',
    });
    // Its timer fires as before: a failure stops neither the job nor its next tick.
    expect((await state('test.fails')).nextRunAt).not.toBeNull();
    expect(await app.scheduler.runTick('test.fails', new Date('2026-11-26T19:00:00Z'))).toMatchObject({
      status: 'failed',
    });
    expect(failures).toBe(2);

    expect(await app.scheduler.runNow('test.works')).toMatchObject({ status: 'ok' });
    expect(await state('test.works')).toMatchObject({ lastOutcome: 'ok' });
    expect(await app.scheduler.runNow('database.vacuum').catch(() => null)).toEqual(
      backend === 'pglite' ? expect.objectContaining({ status: 'ok' }) : null,
    );
    const health = await call<{ data: { status: string } }>(app, { method: 'GET', url: '/api/health' });
    expect(health.status).toBe(200);
    expect(health.body.data.status).toBe('ok');
  });

  it('runs a tick once, and a job that is still running is not started again', async () => {
    let runs = 0;
    const held = gate();
    await app.scheduler.register({
      name: 'test.counts',
      pattern: '*/5 * * * *',
      run: async () => {
        runs++;
        await held.opened;
      },
    });
    const tick = new Date('2026-11-26T02:05:00Z');
    const first = app.scheduler.runTick('test.counts', tick);
    expect(await app.scheduler.runNow('test.counts')).toEqual({ status: 'skipped', reason: 'busy' });
    expect(await state('test.counts')).toMatchObject({ running: true });
    held.open();
    expect(await first).toMatchObject({ status: 'ok' });
    expect(await app.scheduler.runTick('test.counts', tick)).toEqual({
      status: 'skipped',
      reason: 'claimed',
    });
    expect(await app.scheduler.runTick('test.counts', new Date('2026-11-26T02:00:00Z'))).toEqual({
      status: 'skipped',
      reason: 'claimed',
    });
    expect(runs).toBe(1);
    expect(await app.scheduler.runTick('test.counts', new Date('2026-11-26T02:10:00Z'))).toMatchObject({
      status: 'ok',
    });
    expect(runs).toBe(2);
    expect(await state('test.counts')).toMatchObject({ running: false, lastOutcome: 'ok' });
  });

  it('refuses a second job of the same name and a pattern cron cannot read', async () => {
    const run = async () => {};
    await expect(app.scheduler.register({ name: 'test.works', pattern: null, run })).rejects.toThrow();
    await expect(app.scheduler.register({ name: 'test.bad', pattern: '0 25 * * *', run })).rejects.toThrow();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let store: TestStore;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let runs = 0;
  // A run signals that it has begun and waits until the test lets it end.
  const held = { started: gate(), release: gate() };

  beforeAll(async () => {
    store = await createStore('postgres');
    [first, second] = [await buildApp(store), await buildApp(store)];
    // The same job in both processes, as every server of a cluster registers it.
    for (const app of [first, second])
      await app.scheduler.register({
        name: 'test.cluster',
        pattern: '0 * * * *',
        run: async () => {
          runs++;
          held.started.open();
          await held.release.opened;
        },
      });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await store?.destroy();
  });

  it('runs a tick that both reach at once in one of them', async () => {
    held.release.open();
    const tick = new Date('2026-11-26T02:00:00Z');
    const results = await Promise.all([
      first.scheduler.runTick('test.cluster', tick),
      second.scheduler.runTick('test.cluster', tick),
    ]);
    expect(runs).toBe(1);
    expect(results.filter((result) => result.status === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'skipped')).toHaveLength(1);
  });

  it('runs a tick once when the second timer wakes after the first run ended', async () => {
    const tick = new Date('2026-11-26T03:00:00Z');
    expect(await first.scheduler.runTick('test.cluster', tick)).toMatchObject({ status: 'ok' });
    expect(await second.scheduler.runTick('test.cluster', tick)).toEqual({
      status: 'skipped',
      reason: 'claimed',
    });
    expect(runs).toBe(2);
  });

  it('holds the job while one process runs it: the other neither starts it nor reports it idle', async () => {
    Object.assign(held, { started: gate(), release: gate() });
    const running = first.scheduler.runNow('test.cluster');
    // The first process holds the job's lock once its run has begun.
    await held.started.opened;
    expect((await second.scheduler.jobs()).find((job) => job.name === 'test.cluster')).toMatchObject({
      running: true,
    });
    expect(await second.scheduler.runNow('test.cluster')).toEqual({ status: 'skipped', reason: 'busy' });
    expect(await second.scheduler.runTick('test.cluster', new Date('2026-11-26T04:00:00Z'))).toEqual({
      status: 'skipped',
      reason: 'busy',
    });
    held.release.open();
    expect(await running).toMatchObject({ status: 'ok' });
    expect(runs).toBe(3);
    // The lock is free again: the tick the second process could not run now runs there.
    expect(await second.scheduler.runTick('test.cluster', new Date('2026-11-26T04:00:00Z'))).toMatchObject({
      status: 'ok',
    });
    expect(runs).toBe(4);
  });

  it('reports the same last run in both processes', async () => {
    const [a, b] = await Promise.all(
      [first, second].map(async (app) =>
        (await app.scheduler.jobs()).find((job) => job.name === 'test.cluster'),
      ),
    );
    expect(a).toEqual(b);
    expect(a).toMatchObject({ running: false, lastOutcome: 'ok' });
    expect(a!.lastFinishedAt).not.toBeNull();
  });
});
