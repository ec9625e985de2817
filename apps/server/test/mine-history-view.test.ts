import { MINE_CREATED_FIELD, type MineAsOf, type MineChangeSet } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMineHistoryRepository, createMineRepository } from '../src/modules/mine';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { ACCIDENT_HEADERS, commitJob, fixtureBook, MINE_HEADERS, uploadFile } from './import-helpers';

const CODE = 'HISTVIEW-01';
/** A mine-sheet row in MINE_HEADERS order. */
const mineRow = (capacity: number, status: string) => [
  CODE,
  '变更历史测试煤矿',
  '毕节市',
  '纳雍县',
  26.78,
  105.38,
  status,
  capacity,
  '煤与瓦斯突出矿井',
];

/**
 * A mine's history lists every write to it with before and after, newest first and paged, and its
 * header and overview can be seen as they stood at the end of a past day.
 */
describe.each(backends)('mine history and as-of view (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let mineId: number;

  const history = (query = '', headers = admin.headers) =>
    call<{ rows: MineChangeSet[]; total: number }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/${mineId}/history${query}`,
      headers,
    });
  const asOf = (date: string, lang = 'zh-CN') =>
    call<{ data: MineAsOf }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/${mineId}/as-of?date=${encodeURIComponent(date)}`,
      headers: { ...admin.headers, 'accept-language': lang },
    });
  /** Moves a set to a past moment: the test's writes all happen today, the view works by day. */
  const backdate = (setId: number, at: string) =>
    app.database.db.execute(
      sql`update mine_edit_sets set created_at = ${at}::timestamptz where id = ${setId}`,
    );
  const importFile = async (name: string, data: Buffer) => {
    const job = await uploadFile(app, admin, name, data);
    expect(job.body.data.status).toBe('validated');
    expect((await commitJob(app, admin, job.body.data.jobId)).body.data.status).toBe('committed');
    return job.body.data.jobId;
  };

  let firstJob: number;
  let secondJob: number;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app, 'admin');
    firstJob = await importFile(
      'first.xlsx',
      await fixtureBook({ 煤矿: [MINE_HEADERS, mineRow(45, '生产')] }),
    );
    const list = await call<{ rows: { mineId: number }[] }>(app, {
      method: 'GET',
      url: `/api/investigation/mine/list?pageSize=5&keyword=${encodeURIComponent('变更历史测试')}`,
      headers: admin.headers,
    });
    mineId = list.body.rows[0]!.mineId;
    await backdate((await history()).body.rows[0]!.setId, '2025-01-10T10:00:00+08:00');
    secondJob = await importFile(
      'second.xlsx',
      await fixtureBook({
        煤矿: [MINE_HEADERS, mineRow(90, '生产')],
        事故: [ACCIDENT_HEADERS, [CODE, '变更历史测试煤矿', '2024-05-06', '顶板', '一般事故', 1]],
      }),
    );
    await backdate((await history()).body.rows[0]!.setId, '2025-03-10T10:00:00+08:00');
    // The edit page's write: the mine row and its history set in one transaction.
    const editSet = await app.database.db.transaction(async (tx) => {
      const mines = createMineRepository(tx);
      // The stored columns only: the id and the generated location are not written.
      const { id: _id, location: _location, ...row } = (await mines.findById(mineId))!;
      await mines.update(mineId, { ...row, productionStatus: '3' });
      return createMineHistoryRepository(tx).record({ source: 'edit', userId: null, userName: 'admin' }, [
        { mineId, field: 'productionStatus', before: '1', after: '3' },
      ]);
    });
    await backdate(editSet, '2025-05-10T10:00:00+08:00');
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('lists the edit, the changing import and the creating import, newest first, with before and after', async () => {
    const { status, body } = await history();
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.rows.map((r) => [r.source, r.time.slice(0, 10)])).toEqual([
      ['edit', '2025-05-10'],
      ['import', '2025-03-10'],
      ['import', '2025-01-10'],
    ]);
    const [edit, second, first] = body.rows as [MineChangeSet, MineChangeSet, MineChangeSet];
    expect(edit.changes).toEqual([
      { field: 'productionStatus', before: '1', after: '3', added: null, removed: null },
    ]);
    expect(second.importJobId).toBe(secondJob);
    expect(second.userName).toBe('admin');
    expect(second.changes).toEqual([
      { field: 'capacity', before: 45, after: 90, added: null, removed: null },
      { field: 'accidents', before: null, after: null, added: 1, removed: 0 },
    ]);
    expect(first.importJobId).toBe(firstJob);
    expect(first.changes[0]).toMatchObject({ field: MINE_CREATED_FIELD, before: null });
    expect(first.changes[0]!.after).toMatchObject({ code: CODE, capacity: 45, productionStatus: '1' });
  });

  it('pages the sets', async () => {
    const page1 = await history('?pageNum=1&pageSize=2');
    const page2 = await history('?pageNum=2&pageSize=2');
    expect(page1.body.total).toBe(3);
    expect(page1.body.rows.map((r) => r.source)).toEqual(['edit', 'import']);
    expect(page2.body.rows.map((r) => r.importJobId)).toEqual([firstJob]);
  });

  it('rebuilds the header and overview values of a past day from the history', async () => {
    const beforeCreation = (await asOf('2025-01-09')).body.data;
    expect(beforeCreation).toMatchObject({ existed: false, values: {}, createdAt: '2025-01-10 10:00:00' });

    const afterFirst = (await asOf('2025-02-01')).body.data;
    expect(afterFirst).toMatchObject({ existed: true, undone: 3, updateTime: '2025-01-10 10:00:00' });
    expect(afterFirst.values).toMatchObject({ code: CODE, capacity: 45, productionStatus: '1' });
    expect(afterFirst.sheetsChangedSince).toEqual(['accidents']);

    const afterSecond = (await asOf('2025-04-01')).body.data;
    expect(afterSecond.values).toMatchObject({ capacity: 90, productionStatus: '1' });
    expect(afterSecond.sheetsChangedSince).toEqual([]);

    const today = (await asOf(new Date().toISOString().slice(0, 10))).body.data;
    expect(today).toMatchObject({ undone: 0, updateTime: '2025-05-10 10:00:00' });
    expect(today.values).toMatchObject({ capacity: 90, productionStatus: '3' });
  });

  it('refuses dates that are not days, or are after today, in the user’s language', async () => {
    for (const [date, lang, text] of [
      ['2025-02-30', 'zh-CN', '「日期」须为 1900 至 2100 年间存在的日期'],
      ['2025/02/01', 'en-US', '"date" must be a date that exists'],
      ['2099-01-01', 'zh-CN', '晚于今天'],
      ['2099-01-01', 'en-US', 'is after today'],
    ] as const) {
      const { status, body } = await asOf(date, lang);
      expect(status, date).toBe(400);
      expect(body.msg).toContain(text);
    }
    const missing = await call(app, {
      method: 'GET',
      url: '/api/investigation/mine/99999999/history',
      headers: admin.headers,
    });
    expect(missing.status).toBe(404);
  });

  it('is open to every signed-in role, read-only', async () => {
    const user = await login(app, 'user');
    const { status, body } = await history('', user.headers);
    expect(status).toBe(200);
    expect(body.total).toBe(3);
  });
});
