import {
  FEEDBACK_STATUSES,
  type FeedbackThread,
  type FeedbackThreadSummary,
  type Message,
} from '@coal/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type Thread = { data: FeedbackThread };
type ThreadList = { rows: FeedbackThreadSummary[]; total: number };

describe.each(backends)('data feedback threads on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  let other: Session;
  let mineId: number;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    const db = app.database.db;
    const [mine] = await queryRows<{ id: number }>(
      db,
      sql`insert into mines (code, name, prefecture_code, prefecture, county_code, county, lat, lng, production_status, capacity)
          values ('FB-1', '反馈测试煤矿', '520200', '六盘水市', '520281', '盘州市', 25.7, 104.6, '1', 45) returning id`,
    );
    mineId = mine!.id;
    await db.execute(
      sql`insert into mine_seams (mine_id, sort, seam_no, thickness_avg, stability, minable)
          values (${mineId}, 0, 'M9', 2.4, '稳定', true)`,
    );
    // A second ordinary account with the user's password.
    await db.execute(
      sql`insert into users (user_name, nick_name, password_hash, roles)
          select 'other', '另一用户', password_hash, roles from users where user_name = 'user'`,
    );
    admin = await login(app);
    user = await login(app, 'user');
    other = await login(app, 'other', 'user1234');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const send = <T>(
    method: 'GET' | 'POST',
    url: string,
    session: Session,
    payload?: object,
    headers: Record<string, string> = {},
  ) => call<T>(app, { method, url, headers: { ...session.headers, ...headers }, payload });
  const report = (payload: object, session = user, headers: Record<string, string> = {}) =>
    send<Thread>('POST', '/api/chat', session, payload, headers);
  const count = async (table: 'feedback_threads' | 'feedback_entries' | 'audit_log' | 'messages') =>
    (
      await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )
    )[0]!.n;
  const feedbackAudit = () =>
    queryRows<{ action: string; target_id: string; user_name: string; before: unknown; after: unknown }>(
      app.database.db,
      sql`select action, target_id, user_name, before, after from audit_log
           where target_type = 'feedback_thread' order by id`,
    );
  const inbox = async (session: Session, locale = 'zh-CN') =>
    (await send<{ data: Message[] }>('POST', '/api/message/list', session, {}, { 'accept-language': locale }))
      .body.data;

  let threadId: number;

  it('keeps the subsection as it was when reported, and lists it through POST /api/chat/list', async () => {
    const res = await report({
      mineId,
      subsection: 'minableSeams',
      kind: 'error',
      content: '  M9 煤层平均厚度应为 2.6 米  ',
    });
    expect(res.body.code).toBe(200);
    const thread = res.body.data;
    threadId = thread.id;
    expect(thread).toMatchObject({
      mineId,
      mineName: '反馈测试煤矿',
      subsection: 'minableSeams',
      kind: 'error',
      status: 'open',
      text: 'M9 煤层平均厚度应为 2.6 米',
      userName: 'user',
      replyCount: 0,
    });
    expect(thread.entries).toMatchObject([{ kind: 'report', fromAdmin: false, author: 'user' }]);
    expect(thread.snapshot).toMatchObject({ kind: 'table', rows: [{ seamNo: 'M9', thicknessAvg: 2.4 }] });

    // The data moves on; the thread keeps the figure the reporter saw.
    await app.database.db.execute(sql`update mine_seams set thickness_avg = 2.6 where mine_id = ${mineId}`);
    const reread = await send<Thread>('GET', `/api/chat/${threadId}`, user);
    expect(reread.body.data.snapshot).toMatchObject({ rows: [{ thicknessAvg: 2.4 }] });

    const question = await report({
      mineId,
      subsection: 'mineOverview',
      kind: 'question',
      content: '坐标是否准确？',
    });
    expect(question.body.data.snapshot).toMatchObject({
      kind: 'mine',
      values: { name: '反馈测试煤矿', county: '盘州市' },
    });
    const score = await report({ mineId, subsection: 'score', kind: 'question', content: '为何没有评分？' });
    expect(score.body.data.snapshot).toEqual({ kind: 'score', value: null, band: null, computedAt: null });

    const list = await send<ThreadList>('POST', '/api/chat/list', user, { pageNum: 1, pageSize: 2 });
    expect(list.body).toMatchObject({ code: 200, total: 3 });
    expect(list.body.rows.map((r) => r.id)).toEqual([score.body.data.id, question.body.data.id]);
    const errors = await send<ThreadList>('POST', '/api/chat/list', user, {
      status: 'open',
      pageNum: 2,
      pageSize: 2,
    });
    expect(errors.body.rows.map((r) => r.id)).toEqual([threadId]);
  });

  it('refuses empty or overlong text, unknown subsections and mines, in the reader’s language', async () => {
    const before = await count('feedback_threads');
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      const res = await report({ mineId, subsection: 'minableSeams', kind: 'error', content });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(
        content.length > 2000 ? /「内容」长度不能超过 2000 个字符/ : /「内容」不能为空/,
      );
    }
    const english = await report({ mineId, subsection: 'minableSeams', kind: 'error', content: ' ' }, user, {
      'accept-language': 'en-US',
    });
    expect(english.body.msg).toMatch(/text/);
    expect(english.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
    const badSubsection = await report({ mineId, subsection: 'finance', kind: 'error', content: '错' });
    expect(badSubsection.body.code).toBe(400);
    expect(badSubsection.body.msg).toMatch(/档案子项/);
    const missing = await report({
      mineId: 999999,
      subsection: 'minableSeams',
      kind: 'error',
      content: '错',
    });
    expect(missing.body).toMatchObject({ code: 404, msg: '煤矿 999999 不存在' });
    const reply = await send('POST', `/api/chat/${threadId}/reply`, user, { content: '' });
    expect(reply.body).toMatchObject({ code: 400, msg: '「内容」不能为空' });
    expect(await count('feedback_threads')).toBe(before);
  });

  it('shows a thread to its reporter only', async () => {
    const entries = await count('feedback_entries');
    for (const session of [other, admin]) {
      expect((await send<ThreadList>('POST', '/api/chat/list', session, {})).body).toMatchObject({
        rows: [],
        total: 0,
      });
      expect((await send('GET', `/api/chat/${threadId}`, session)).body).toMatchObject({
        code: 404,
        msg: `反馈 ${threadId} 不存在`,
      });
      const reply = await send('POST', `/api/chat/${threadId}/reply`, session, { content: '插一句' });
      expect(reply.status).toBe(404);
    }
    expect(await count('feedback_entries')).toBe(entries);
  });

  it('refuses the admin endpoints to a user, with nothing changed', async () => {
    const counts = await Promise.all(
      (['feedback_entries', 'audit_log', 'messages'] as const).map((table) => count(table)),
    );
    expect((await send('GET', '/api/system/feedback/list', user)).status).toBe(403);
    expect((await send('GET', `/api/system/feedback/${threadId}`, user)).status).toBe(403);
    const refusedExport = await send('GET', '/api/system/feedback/export?status=all', user);
    expect(refusedExport.status).toBe(403);
    expect(refusedExport.headers['content-type']).toContain('application/json');
    for (const action of ['answer', 'correct', 'close']) {
      const res = await send('POST', `/api/system/feedback/${threadId}/${action}`, user, {
        content: '已核实',
      });
      expect(res.body).toMatchObject({ code: 403 });
    }
    expect(
      await Promise.all(
        (['feedback_entries', 'audit_log', 'messages'] as const).map((table) => count(table)),
      ),
    ).toEqual(counts);
    expect((await send<Thread>('GET', `/api/chat/${threadId}`, user)).body.data).toMatchObject({
      status: 'open',
      entries: [{ kind: 'report' }],
    });
  });

  it('lets admins answer, correct and close, each audited once and told to the reporter', async () => {
    const all = await send<ThreadList>('GET', `/api/system/feedback/list?kind=error&mineName=反馈`, admin);
    expect(all.body.rows.map((r) => [r.id, r.nickName])).toEqual([[threadId, expect.any(String)]]);

    const answered = await send<Thread>('POST', `/api/system/feedback/${threadId}/answer`, admin, {
      content: '正在核实地质报告',
    });
    expect(answered.body.data).toMatchObject({ status: 'answered', replyCount: 1 });
    let messages = await inbox(user);
    expect(messages[0]).toMatchObject({
      title: '数据反馈有新回复',
      subTitle: '反馈测试煤矿',
      content: '反馈测试煤矿「可采煤层特征」：正在核实地质报告',
      link: `/user/feedback?id=${threadId}`,
      status: 0,
    });
    expect((await inbox(user, 'en-US'))[0]!.title).toBe('New reply to your data feedback');

    // The reporter's reply puts it back in the queue.
    const replied = await send<Thread>('POST', `/api/chat/${threadId}/reply`, user, {
      content: '附上矿方资料',
    });
    expect(replied.body.data.status).toBe('open');

    const corrected = await send<Thread>('POST', `/api/system/feedback/${threadId}/correct`, admin, {
      content: '已按 2026 年储量核实报告更正为 2.6 米',
    });
    expect(corrected.body.data).toMatchObject({
      status: 'corrected',
      correctionNote: '已按 2026 年储量核实报告更正为 2.6 米',
    });
    const closed = await send<Thread>('POST', `/api/system/feedback/${threadId}/close`, admin, {});
    expect(closed.body.data.status).toBe('closed');
    expect(closed.body.data.entries.map((e) => [e.kind, e.fromAdmin])).toEqual([
      ['report', false],
      ['answer', true],
      ['reply', false],
      ['correction', true],
      ['close', true],
    ]);

    messages = await inbox(user);
    expect(messages.slice(0, 3).map((m) => m.title)).toEqual([
      '数据反馈已关闭',
      '您反馈的数据已更正',
      '数据反馈有新回复',
    ]);
    expect(messages[0]!.content).toBe('反馈测试煤矿「可采煤层特征」的反馈已由管理员关闭。');
    expect((await inbox(other)).some((m) => m.link)).toBe(false);

    const audit = await feedbackAudit();
    expect(audit.map((a) => [a.action, a.target_id, a.user_name])).toEqual([
      ['update', String(threadId), 'admin'],
      ['update', String(threadId), 'admin'],
      ['update', String(threadId), 'admin'],
    ]);
    expect(audit.map((a) => a.after)).toMatchObject([
      { status: 'answered', action: 'answer' },
      { status: 'corrected', action: 'correction' },
      { status: 'closed', action: 'close' },
    ]);
    expect(audit[1]!.before).toEqual({ status: 'open' });

    // A closed thread takes no more words, from either side, and leaves the default admin list.
    expect((await send('POST', `/api/chat/${threadId}/reply`, user, { content: '还有' })).body.code).toBe(
      409,
    );
    expect(
      (await send('POST', `/api/system/feedback/${threadId}/answer`, admin, { content: '补充' })).body.code,
    ).toBe(409);
    const active = await send<ThreadList>('GET', '/api/system/feedback/list', admin);
    expect(active.body.rows.map((r) => r.id)).not.toContain(threadId);
    expect(active.body.total).toBe(2);
    const closedList = await send<ThreadList>('GET', '/api/system/feedback/list?status=closed', admin);
    expect(closedList.body.rows.map((r) => r.id)).toEqual([threadId]);
    expect((await feedbackAudit()).length).toBe(3);
  });

  it('leaves neither the change nor its audit row when the transaction fails after the change', async () => {
    const list = await send<ThreadList>('GET', '/api/system/feedback/list', admin);
    const id = list.body.rows[0]!.id;
    const db = app.database.db;
    // The reporter's message is the last write of an admin action: refusing it fails the whole action.
    await db.execute(
      sql.raw(`create function refuse_message() returns trigger language plpgsql as $$
               begin raise exception 'message refused'; end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_message before insert on messages for each row execute function refuse_message()`,
      ),
    );
    const counts = await Promise.all(
      (['feedback_entries', 'audit_log', 'messages'] as const).map((table) => count(table)),
    );
    try {
      for (const action of ['answer', 'correct', 'close']) {
        const res = await send('POST', `/api/system/feedback/${id}/${action}`, admin, { content: '已处理' });
        expect(res.body.code).toBe(500);
      }
    } finally {
      await db.execute(sql.raw('drop trigger refuse_message on messages'));
      await db.execute(sql.raw('drop function refuse_message()'));
    }
    expect(
      await Promise.all(
        (['feedback_entries', 'audit_log', 'messages'] as const).map((table) => count(table)),
      ),
    ).toEqual(counts);
    const thread = await send<Thread>('GET', `/api/system/feedback/${id}`, admin);
    expect(thread.body.data).toMatchObject({ status: 'open', correctionNote: '', replyCount: 0 });

    // With the trigger gone the same action goes through, audited once.
    const auditBefore = (await feedbackAudit()).length;
    await send('POST', `/api/system/feedback/${id}/answer`, admin, { content: '已处理' });
    expect((await feedbackAudit()).length).toBe(auditBefore + 1);
  });

  const adminList = async (query: string) =>
    (await send<ThreadList>('GET', `/api/system/feedback/list?pageSize=100&${query}`, admin)).body;
  const exported = async (query: string, locale = 'zh-CN') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/system/feedback/export?${query}`,
      headers: { ...admin.headers, 'accept-language': locale },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    return {
      disposition: String(res.headers['content-disposition']),
      name: sheet.name,
      headers: values(1),
      rows: Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2)),
    };
  };

  it('sorts the admins’ list by the column asked, ties by number, and keeps its default order without one', async () => {
    // A second reporter and a fresh open thread, so names, kinds and statuses all differ.
    await report({ mineId, subsection: 'mineOverview', kind: 'error', content: '井田面积有误' }, other);
    const everyThread = await adminList('status=all');
    expect(everyThread.total).toBe(4);
    const updated = everyThread.rows.map((r) => r.updateTime);
    expect(updated).toEqual([...updated].sort().reverse());

    const byId = await adminList('status=all&orderByColumn=id&isAsc=asc');
    const ids = byId.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await adminList('status=all&orderByColumn=id&isAsc=desc')).rows.map((r) => r.id)).toEqual(
      [...ids].reverse(),
    );

    // Statuses in the order a thread goes through them; equal ones by number in the same direction.
    const byStatus = (await adminList('status=all&orderByColumn=status&isAsc=asc')).rows;
    const rank = (r: FeedbackThreadSummary) => FEEDBACK_STATUSES.indexOf(r.status);
    expect(byStatus.map((r) => [rank(r), r.id])).toEqual(
      [...byStatus].map((r) => [rank(r), r.id]).sort(([a, x], [b, y]) => a! - b! || x! - y!),
    );
    expect(byStatus[0]!.status).toBe('open');
    expect(byStatus.at(-1)!.status).toBe('closed');

    const byKind = (await adminList('status=all&orderByColumn=kind&isAsc=desc')).rows;
    expect(byKind.map((r) => r.kind)).toEqual(['question', 'question', 'error', 'error']);
    // Names compare by the database's collation: check grouping and direction, not a fixed order.
    const byReporter = (await adminList('status=all&orderByColumn=reporter&isAsc=asc')).rows;
    const names = byReporter.map((r) => r.nickName || r.userName);
    expect(names.filter((name, i) => name !== names[i - 1])).toEqual([...new Set(names)]);
    expect(new Set(names).size).toBe(2);
    expect((await adminList('status=all&orderByColumn=reporter&isAsc=desc')).rows.map((r) => r.id)).toEqual(
      byReporter.map((r) => r.id).reverse(),
    );

    // Paging a sorted list neither repeats nor skips a thread.
    const pages = await Promise.all(
      [1, 2, 3].map(
        async (pageNum) =>
          (
            await send<ThreadList>(
              'GET',
              `/api/system/feedback/list?status=all&orderByColumn=kind&isAsc=asc&pageSize=2&pageNum=${pageNum}`,
              admin,
            )
          ).body.rows,
      ),
    );
    expect(pages.flat().map((r) => r.id)).toEqual(
      (await adminList('status=all&orderByColumn=kind&isAsc=asc')).rows.map((r) => r.id),
    );

    const refused = await send('GET', '/api/system/feedback/list?orderByColumn=password', admin);
    expect(refused.body.code).toBe(400);
  });

  it('exports the admins’ list as .xlsx with its filter and sort, headed in the reader’s language', async () => {
    const query = 'status=all&kind=error&orderByColumn=reporter&isAsc=desc';
    const list = await adminList(query);
    expect(new Set(list.rows.map((r) => r.userName))).toEqual(new Set(['user', 'other']));
    const file = await exported(query);
    expect(file.name).toBe('数据反馈');
    expect(file.disposition).toContain(encodeURIComponent('数据反馈.xlsx'));
    expect(file.headers).toEqual([
      '编号',
      '煤矿',
      '档案子项',
      '类型',
      '反馈内容',
      '状态',
      '反馈人',
      '账号',
      '回复数',
      '提交时间',
      '最近更新',
    ]);
    const statusZh = { open: '待处理', answered: '已回复', corrected: '已更正', closed: '已关闭' };
    const subsectionZh: Record<string, string> = { minableSeams: '可采煤层特征', mineOverview: '矿井概况' };
    expect(file.rows).toEqual(
      list.rows.map((r) => [
        r.id,
        r.mineName,
        subsectionZh[r.subsection],
        '数据有误',
        r.text,
        statusZh[r.status],
        r.nickName || r.userName,
        r.userName,
        r.replyCount,
        r.createTime,
        r.updateTime,
      ]),
    );

    const ascending = await exported(query.replace('isAsc=desc', 'isAsc=asc'));
    expect(ascending.rows.map((r) => r[0])).toEqual(file.rows.map((r) => r[0]).reverse());

    // The default list (not closed, latest activity first) exports as it shows, in English when asked.
    const active = await adminList('');
    const english = await exported('', 'en-US');
    expect(english.name).toBe('Data feedback');
    expect(english.headers.slice(0, 4)).toEqual(['No.', 'Mine', 'Profile subsection', 'Type']);
    expect(english.rows.map((r) => r[0])).toEqual(active.rows.map((r) => r.id));
    expect(english.rows.flat().join('')).not.toMatch(/已关闭|待处理|数据有误|可采煤层/);
    expect(english.rows.every((r) => r[5] !== 'Closed')).toBe(true);
  });
});
