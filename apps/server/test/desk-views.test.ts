import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { commitJob, uploadFile } from './import-helpers';

/** Recent views never wait for the profile-view writes queued by other requests. */
describe.each(backends)('recent views read without waiting on view writes (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;
  let mineIds: number[];

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    const admin = await login(app, 'admin');
    const csv = [
      '矿井编码,矿井名称,市州,区县,纬度（°）,经度（°）,生产状态,核定产能（万吨/年）',
      ...[1, 2, 3].map((n) => `VIEW-000${n},浏览测试${n}号煤矿,毕节市,纳雍县,26.7${n},105.3${n},生产,45`),
    ].join('\n');
    const job = await uploadFile(app, admin, 'mines.csv', Buffer.from(csv));
    expect((await commitJob(app, admin, job.body.data.jobId)).body.data.status).toBe('committed');
    user = await login(app, 'user');
    const list = await call<{ rows: { mineId: number }[] }>(app, {
      method: 'GET',
      url: '/api/investigation/mine/list?pageSize=5',
      headers: user.headers,
    });
    mineIds = list.body.rows.map((r) => r.mineId);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const view = (mineId: number) =>
    call(app, { method: 'GET', url: `/api/investigation/mine/${mineId}/header`, headers: user.headers });
  const recent = async () => {
    const started = performance.now();
    const res = await call<{ rows: { mineId: number }[] }>(app, {
      method: 'GET',
      url: '/api/desk/recent',
      headers: user.headers,
    });
    return { ids: res.body.rows.map((r) => r.mineId), ms: performance.now() - started };
  };
  const storedViews = async () =>
    Number(
      (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from mine_views`))[0]?.n,
    );

  it('shows a view at once, from memory, without writing it first', async () => {
    const before = await storedViews();
    expect((await view(mineIds[0]!)).status).toBe(200);
    expect((await recent()).ids[0]).toBe(mineIds[0]);
    // The read took the view from memory: the batch is still waiting for its turn.
    expect(await storedViews()).toBe(before);
    await expect.poll(storedViews, { timeout: 5_000 }).toBe(before + 1);
    expect((await recent()).ids[0]).toBe(mineIds[0]);
  });

  it.runIf(backend === 'postgres')('answers while a batch of views waits on a lock', async () => {
    // Another session holds a lock that lets reads of mine_views through and stops writes to it.
    const blocker = new pg.Client({ connectionString: store.config.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table mine_views in share mode');
      await view(mineIds[1]!);
      // The batch goes to the database after a second, and waits there on the lock.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await view(mineIds[2]!);
      const read = await recent();
      expect(read.ids.slice(0, 3)).toEqual([mineIds[2], mineIds[1], mineIds[0]]);
      expect(read.ms).toBeLessThan(1_000);
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }
    await expect.poll(storedViews, { timeout: 5_000 }).toBe(3);
  });
});
