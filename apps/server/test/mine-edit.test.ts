import type { MineBatchPreview, MineEditForm, MineEditResult, MineEditSetView } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { commitJob, uploadFile } from './import-helpers';

interface Row {
  [key: string]: unknown;
}

/** An admin edits one mine, or several at once: the import's checks, one transaction, history and audit. */
describe.each(backends)('mine edit and batch edit (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  let ids: number[];

  const rows = (text: string) => queryRows<Row>(app.database.db, sql.raw(text));
  const count = async (table: string, where = 'true') =>
    Number((await rows(`select count(*)::int as n from ${table} where ${where}`))[0]!.n);
  const form = async (id: number) =>
    (
      await call<{ data: MineEditForm }>(app, {
        method: 'GET',
        url: `/api/mine/${id}/edit`,
        headers: admin.headers,
      })
    ).body.data;
  const save = (session: Session, id: number, payload: object, locale = 'zh-CN') =>
    call<{ data: MineEditResult }>(app, {
      method: 'PUT',
      url: `/api/mine/${id}`,
      headers: { ...session.headers, 'accept-language': locale },
      payload,
    });
  const edited = (f: MineEditForm, values: Record<string, unknown>) => ({
    version: f.version,
    base: f.values,
    values: { ...f.values, ...values },
  });

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app, 'admin');
    user = await login(app, 'user');
    const csv = [
      '矿井编码,矿井名称,市州,区县,纬度（°）,经度（°）,生产状态,生产类型,核定产能（万吨/年）,采矿权人',
      ...[1, 2, 3].map(
        (n) =>
          `EDIT-000${n},编辑测试${n}号煤矿,毕节市,纳雍县,26.7${n},105.3${n},生产,生产,45,纳雍编辑煤业有限公司`,
      ),
    ].join('\n');
    const job = await uploadFile(app, admin, 'mines.csv', Buffer.from(csv));
    expect((await commitJob(app, admin, job.body.data.jobId)).body.data.status).toBe('committed');
    ids = (await rows(`select id from mines where code like 'EDIT-%' order by code`)).map((r) =>
      Number(r.id),
    );
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('loads the stored values and refuses the form and the save to users, changing nothing', async () => {
    const f = await form(ids[0]!);
    expect(f.values).toMatchObject({
      name: '编辑测试1号煤矿',
      prefecture: '毕节市',
      productionStatus: '1',
      capacity: 45,
    });
    const asUser = await call(app, { method: 'GET', url: `/api/mine/${ids[0]}/edit`, headers: user.headers });
    expect(asUser.status).toBe(403);
    const audits = await count('audit_log');
    const refused = await save(user, ids[0]!, edited(f, { name: '用户改名' }));
    expect(refused.status).toBe(403);
    expect((await form(ids[0]!)).values.name).toBe('编辑测试1号煤矿');
    expect(await count('audit_log')).toBe(audits);
    expect(await count('mine_edit_sets', `source = 'edit'`)).toBe(0);
  });

  it('saves with the history set, the audit row and the search index following at once', async () => {
    const f = await form(ids[0]!);
    const saved = await save(
      admin,
      ids[0]!,
      edited(f, { name: '青山岭煤矿', aliases: ['老鹰岩煤矿'], productionStatus: '3' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.fields).toEqual(['name', 'aliases', 'productionStatus']);
    const setId = saved.body.data.setId!;
    const changes = await rows(
      `select field, before, after from mine_field_changes where set_id = ${setId} order by id`,
    );
    expect(changes).toEqual([
      { field: 'name', before: '编辑测试1号煤矿', after: '青山岭煤矿' },
      { field: 'aliases', before: [], after: ['老鹰岩煤矿'] },
      { field: 'productionStatus', before: '1', after: '3' },
    ]);
    const [audit] = await rows(
      `select before, after, target_type from audit_log where target_id = '${ids[0]}' and target_type = 'mine'`,
    );
    expect(audit).toMatchObject({
      before: { name: '编辑测试1号煤矿', productionStatus: '1' },
      after: { name: '青山岭煤矿', productionStatus: '3', setId },
    });
    for (const term of ['青山岭', 'qslmk', 'laoyingyan']) {
      const found = await call<{ rows: { mineId: number }[] }>(app, {
        method: 'GET',
        url: `/api/investigation/baseMine/list?mineName=${encodeURIComponent(term)}&pageNum=1&pageSize=6`,
        headers: admin.headers,
      });
      expect(found.body.rows.map((r) => r.mineId)).toContain(ids[0]);
    }
    const view = await call<{ data: MineEditSetView }>(app, {
      method: 'GET',
      url: `/api/mine/edit-sets/${setId}`,
      headers: admin.headers,
    });
    expect(view.body.data).toMatchObject({ source: 'edit', userName: 'admin' });
    expect(view.body.data.mines[0]!.changes.find((c) => c.field === 'productionStatus')).toMatchObject({
      label: '生产状态',
      beforeLabel: '生产',
      afterLabel: '停产',
    });
  });

  it("refuses values with the import's own messages in the user's language", async () => {
    const f = await form(ids[1]!);
    const zh = await save(
      admin,
      ids[1]!,
      edited(f, { prefecture: '毕节地州', capacity: 5000, productionType: '不存在' }),
    );
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('「核定产能」应在 0 到 2000 之间');
    expect(zh.body.msg).toContain('「生产类型」的值「不存在」不在字典中');
    expect(zh.body.msg).toContain('市州');
    expect(zh.body.msg).not.toMatch(/第|\{row\}/);
    const en = await save(admin, ids[1]!, edited(f, { capacity: -1 }), 'en-US');
    expect(en.body.msg).toBe('Cannot save: "Approved capacity" must be between 0 and 2000');
    expect((await form(ids[1]!)).version).toBe(f.version);
  });

  it('refuses a stale save with the fields changed since named, and lets a fresh one through', async () => {
    const first = await form(ids[1]!);
    const second = await form(ids[1]!);
    expect(
      (await save(admin, ids[1]!, edited(first, { capacity: 60, address: '纳雍县城关镇' }))).status,
    ).toBe(200);
    const stale = await save(admin, ids[1]!, edited(second, { name: '第二个标签页的名字' }));
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('地址、核定产能');
    expect((await form(ids[1]!)).values.name).toBe('编辑测试2号煤矿');
    const fresh = await form(ids[1]!);
    expect((await save(admin, ids[1]!, edited(fresh, { name: '第二个标签页的名字' }))).status).toBe(200);
  });

  it('writes nothing, neither audit nor history, when the transaction fails', async () => {
    const f = await form(ids[2]!);
    const [audits, sets] = [await count('audit_log'), await count('mine_edit_sets')];
    await app.database.db.execute(
      sql.raw(`alter table audit_log add constraint edit_refused check (target_type <> 'mine') not valid`),
    );
    try {
      const failed = await save(admin, ids[2]!, edited(f, { name: '不会保存的名字' }));
      expect(failed.status).toBe(500);
    } finally {
      await app.database.db.execute(sql.raw('alter table audit_log drop constraint edit_refused'));
    }
    expect((await form(ids[2]!)).values.name).toBe('编辑测试3号煤矿');
    expect(await count('audit_log')).toBe(audits);
    expect(await count('mine_edit_sets')).toBe(sets);
  });

  it('records a correction from a data-feedback thread with the thread', async () => {
    const thread = await call<{ data: { id: number } }>(app, {
      method: 'POST',
      url: '/api/chat',
      headers: user.headers,
      payload: { mineId: ids[2], subsection: 'mineOverview', kind: 'error', content: '地址写错了' },
    });
    const f = await form(ids[2]!);
    const saved = await save(admin, ids[2]!, {
      ...edited(f, { address: '纳雍县阳长镇' }),
      threadId: thread.body.data.id,
    });
    const [set] = await rows(
      `select source, feedback_thread_id from mine_edit_sets where id = ${saved.body.data.setId}`,
    );
    expect(set).toEqual({ source: 'feedback', feedback_thread_id: thread.body.data.id });
    const other = await save(admin, ids[1]!, {
      ...edited(await form(ids[1]!), { address: 'x' }),
      threadId: thread.body.data.id,
    });
    expect(other.status).toBe(400);
  });

  it('batch-edits: a preview per mine, one transaction, the risk score following, stale previews refused', async () => {
    const [a, b, c] = ids as [number, number, number];
    const body = { mineIds: [a, b, c], changes: { productionStatus: '5' } };
    const asUser = await call(app, {
      method: 'POST',
      url: '/api/mine/batch-edit/preview',
      headers: user.headers,
      payload: body,
    });
    expect(asUser.status).toBe(403);
    await save(admin, c, edited(await form(c), { productionStatus: '5' }));
    const preview = await call<{ data: MineBatchPreview }>(app, {
      method: 'POST',
      url: '/api/mine/batch-edit/preview',
      headers: admin.headers,
      payload: body,
    });
    expect(preview.body.data).toMatchObject({ changed: 2, unchanged: 1 });
    const byId = new Map(preview.body.data.mines.map((m) => [m.mineId, m]));
    expect(byId.get(b)!.changes).toEqual([
      expect.objectContaining({
        field: 'productionStatus',
        beforeLabel: '生产',
        afterLabel: '注销',
        before: '1',
        after: '5',
      }),
    ]);
    expect(byId.get(c)!.changes).toEqual([]);
    const base = preview.body.data.mines.map((m) => ({ mineId: m.mineId, ...m.base }));

    const refused = await call(app, {
      method: 'POST',
      url: '/api/mine/batch-edit',
      headers: user.headers,
      payload: { ...body, base },
    });
    expect(refused.status).toBe(403);
    expect(await count('mines', `production_status = '5'`)).toBe(1);

    await app.database.db.execute(
      sql.raw(
        `alter table audit_log add constraint batch_refused check (target_type <> 'mine_batch_edit') not valid`,
      ),
    );
    const sets = await count('mine_edit_sets');
    try {
      const failed = await call(app, {
        method: 'POST',
        url: '/api/mine/batch-edit',
        headers: admin.headers,
        payload: { ...body, base },
      });
      expect(failed.status).toBe(500);
    } finally {
      await app.database.db.execute(sql.raw('alter table audit_log drop constraint batch_refused'));
    }
    expect(await count('mines', `production_status = '5'`)).toBe(1);
    expect(await count('mine_edit_sets')).toBe(sets);

    const done = await call<{ data: MineEditResult }>(app, {
      method: 'POST',
      url: '/api/mine/batch-edit',
      headers: admin.headers,
      payload: { ...body, base },
    });
    expect(done.status).toBe(200);
    const setId = done.body.data.setId!;
    expect(
      await rows(
        `select mine_id, field, before, after from mine_field_changes where set_id = ${setId} order by mine_id`,
      ),
    ).toEqual([
      { mine_id: a, field: 'productionStatus', before: '3', after: '5' },
      { mine_id: b, field: 'productionStatus', before: '1', after: '5' },
    ]);
    const [audit] = await rows(
      `select before, after from audit_log where target_type = 'mine_batch_edit' and target_id = '${setId}'`,
    );
    expect(audit).toMatchObject({
      before: { [a]: { productionStatus: '3' }, [b]: { productionStatus: '1' } },
      after: { productionStatus: '5' },
    });
    const risk = await call<{ data: { unscored: string | null } }>(app, {
      method: 'GET',
      url: `/api/risk/mines/${b}`,
      headers: admin.headers,
    });
    expect(risk.body.data.unscored).toBe('closed');

    const again = await call(app, {
      method: 'POST',
      url: '/api/mine/batch-edit',
      headers: admin.headers,
      payload: {
        mineIds: [a, b],
        changes: { productionStatus: '1' },
        base: base.filter((m) => m.mineId !== c),
      },
    });
    expect(again.status).toBe(409);
    expect((again.body as { msg: string }).msg).toContain('青山岭煤矿（生产状态）');
  });

  it('gives a mine moved to another holder that holder’s owner group in the search at once', async () => {
    const holder = '黔西编辑煤业有限公司';
    const moved = ids[2]!;
    expect((await save(admin, moved, edited(await form(moved), { company: holder }))).status).toBe(200);
    // No company holds more than half of the new holder: it is its own group.
    expect(await rows(`select owner_group as "ownerGroup" from companies where name = '${holder}'`)).toEqual([
      { ownerGroup: holder },
    ]);
    const search = async (group: string) =>
      (
        await call<{ rows: { mineId: number }[] }>(app, {
          method: 'GET',
          url: `/api/investigation/mine/list?ownerGroup=${encodeURIComponent(group)}`,
          headers: admin.headers,
        })
      ).body.rows.map((r) => r.mineId);
    expect(await search(holder)).toEqual([moved]);
    expect((await search('纳雍编辑煤业有限公司')).sort((x, y) => x - y)).toEqual(ids.slice(0, 2));
  });
});
