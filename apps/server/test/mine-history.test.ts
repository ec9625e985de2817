import { MINE_CREATED_FIELD } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMineHistoryRepository } from '../src/modules/mine';
import { backends, buildApp, call, createStore, login, type TestStore } from './helpers';
import { commitJob, uploadFile } from './import-helpers';

/** The change history keeps each set's origin and each field's stored values, in one write. */
describe.each(backends)('mine change history storage (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let mineIds: number[];

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    const admin = await login(app, 'admin');
    const csv = [
      '矿井编码,矿井名称,市州,区县,纬度（°）,经度（°）,生产状态,核定产能（万吨/年）',
      ...[1, 2].map((n) => `HIST-000${n},历史测试${n}号煤矿,毕节市,纳雍县,26.7${n},105.3${n},生产,45`),
    ].join('\n');
    const job = await uploadFile(app, admin, 'mines.csv', Buffer.from(csv));
    expect((await commitJob(app, admin, job.body.data.jobId)).body.data.status).toBe('committed');
    const list = await call<{ rows: { mineId: number }[] }>(app, {
      method: 'GET',
      url: '/api/investigation/mine/list?pageSize=5&keyword=历史测试',
      headers: admin.headers,
    });
    mineIds = list.body.rows.map((r) => r.mineId).sort((a, b) => a - b);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it("reads back a set and each mine's changes, newest first", async () => {
    const history = createMineHistoryRepository(app.database.db);
    const [a, b] = mineIds as [number, number];
    const setId = await history.record({ source: 'batchEdit', userId: null, userName: 'admin' }, [
      { mineId: a, field: 'productionStatus', before: '生产', after: '停产' },
      { mineId: b, field: 'productionStatus', before: '生产', after: '停产' },
      { mineId: b, field: 'accidents', added: 2, removed: 1 },
      { mineId: b, field: MINE_CREATED_FIELD, after: { capacity: 45 } },
    ]);
    expect(await history.findSet(setId)).toMatchObject({
      source: 'batchEdit',
      mineCount: 2,
      userName: 'admin',
    });
    const changes = await history.setChanges(setId);
    expect(changes.map((c) => [c.mineId, c.field, c.before, c.after, c.added, c.removed])).toEqual([
      [a, 'productionStatus', '生产', '停产', null, null],
      [b, 'productionStatus', '生产', '停产', null, null],
      [b, 'accidents', null, null, 2, 1],
      [b, MINE_CREATED_FIELD, null, { capacity: 45 }, null, null],
    ]);
    // Newest first: the batch edit, then what the import wrote.
    expect((await history.mineChanges(a))[0]!.change.after).toBe('停产');
    // The import that created it, and the batch edit.
    expect(new Set((await history.mineChanges(b)).map((r) => r.set.id)).size).toBe(2);
  });
});
