import type { AlertSettings, Message } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { shanghaiDate } from '../src/lib/time';
import { generateDataset, storeDataset } from '../src/demo';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { commitJob, uploadFile } from './import-helpers';

const DAY = 86_400_000;
const dayFromNow = (days: number) => shanghaiDate(new Date(Date.now() + days * DAY));

/** The mine's own export with one more penalty row: what an admin's import of a new penalty looks like. */
async function withPenalty(file: Buffer, documentNo: string, decidedOn: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('行政处罚');
  if (!sheet) throw new Error('no penalty sheet in the export');
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, n) => (headers[n] = cell.text));
  const mine = book.getWorksheet('煤矿')!.getRow(2);
  const values: Record<string, string | number> = {
    矿井编码: mine.getCell(1).text,
    矿井名称: mine.getCell(2).text,
    处罚决定书文号: documentNo,
    处罚日期: decidedOn,
    处罚机关: '贵州省能源局',
    违法事实: '通风设施不符合规定',
    处罚内容: '罚款并责令整改',
  };
  const row = headers.map((header) => {
    const key = Object.keys(values).find((name) => header?.startsWith(name));
    return key ? values[key]! : null;
  });
  sheet.addRow(row.slice(1));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(backends)('alerts into the message box on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  let followed: { id: number; code: string; name: string };
  let other: { id: number; code: string; name: string };

  beforeAll(async () => {
    store = await createStore(backend);
    const first = await buildApp(store);
    // An old reference date: nothing in the dataset is recent enough to alert about by itself.
    await storeDataset(first.database, generateDataset({ mines: 12, referenceDate: '2024-06-30' }), 0);
    const mines = await queryRows<{ id: number; code: string; name: string }>(
      first.database.db,
      sql`select id, code, name from mines order by id limit 2`,
    );
    [followed, other] = [mines[0]!, mines[1]!];
    // Push every licence far out, then one of each mine into the window.
    await first.database.db.execute(sql`update mine_licences set valid_to = '2099-01-01'`);
    await first.database.db.execute(
      sql`update mine_licences set valid_to = ${dayFromNow(20)}::date
          where id in (select min(id) from mine_licences where mine_id in (${followed.id}, ${other.id}) group by mine_id)`,
    );
    await first.close();
    app = await buildApp(store);
    admin = await login(app);
    user = await login(app, 'user');
    const follow = await call(app, {
      method: 'PUT',
      url: `/api/desk/follows/${followed.id}`,
      headers: user.headers,
    });
    expect(follow.status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const inbox = async (session: Session, language = 'zh-CN,zh;q=0.9') => {
    const res = await call<{ data: Message[] }>(app, {
      method: 'POST',
      url: '/api/message/list',
      headers: { ...session.headers, 'accept-language': language },
      payload: {},
    });
    // The alerts name their mine in the subtitle; the demo inbox of a new account does not.
    return res.body.data.filter((m) => m.subTitle === followed.name || m.subTitle === other.name);
  };
  const run = async () =>
    (
      await call<{ data: { created: number } }>(app, {
        method: 'POST',
        url: '/api/alerts/run',
        headers: admin.headers,
      })
    ).body.data.created;
  const importPenalty = async (documentNo: string) => {
    const exported = await app.inject({
      method: 'GET',
      url: `/api/mine/${encodeURIComponent(followed.code)}/export`,
      headers: admin.headers,
    });
    const file = await withPenalty(exported.rawPayload, documentNo, dayFromNow(-1));
    const job = await uploadFile(app, admin, 'penalty.xlsx', file);
    expect(job.body.data.problems).toEqual([]);
    expect((await commitJob(app, admin, job.body.data.jobId)).status).toBe(200);
  };

  it('turns a licence about to expire into a red to-do, once, only for the follower', async () => {
    expect(await run()).toBe(1);
    const [todo] = await inbox(user);
    expect(todo).toMatchObject({ type: 'todo', messageType: 3 });
    expect(todo!.content).toContain(followed.name);
    expect(todo!.content).toContain('剩余 20 天');
    // The same to-do, read by an English reader: English words around the same facts.
    const [english] = await inbox(user, 'en-US,en;q=0.9');
    expect(english).toMatchObject({ id: todo!.id, type: 'todo', messageType: 3 });
    expect(english!.title).toMatch(/licence about to expire$/);
    expect(english!.content).toContain(followed.name);
    expect(english!.content).toContain('days left: 20');
    expect(english!.content).not.toMatch(/[您关到期剩余天]/);
    expect(await inbox(admin)).toEqual([]);
    // Rerunning creates nothing.
    expect(await run()).toBe(0);
    expect(await inbox(user)).toHaveLength(1);
  });

  it('tells the follower of a new penalty right after the import that adds it', async () => {
    await importPenalty('黔能源罚〔2026〕101号');
    const penalty = (await inbox(user)).find((m) => m.title === '新增行政处罚');
    expect(penalty?.content).toContain('黔能源罚〔2026〕101号');
    expect(penalty?.content).toContain(followed.name);
    expect(penalty?.type).toBe('message');
    const english = (await inbox(user, 'en-US')).find((m) => m.id === penalty!.id);
    expect(english?.title).toBe('New administrative penalty');
    expect(english?.content).toContain(
      'a mine you follow, has a new administrative penalty (黔能源罚〔2026〕101号',
    );
    // What the import recorded stays in the language it was written in.
    expect(english?.content).toContain('罚款并责令整改');
    expect(await inbox(admin)).toEqual([]);
    expect(await run()).toBe(0);
  });

  it('tells the follower of negative news naming the mine, not of good news', async () => {
    const now = new Date().toISOString();
    const imported = await call<{ data: { added: number } }>(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: admin.headers,
      payload: {
        articles: [
          {
            title: `${followed.name}发生透水事故 2人被困`,
            text: `${followed.name}井下发生透水事故，2人被困，已被责令停产整顿。`,
            publishedAt: now,
          },
          {
            title: `${followed.name}智能化改造通过验收`,
            text: `${followed.name}智能化工作面通过验收，实现安全生产零事故。`,
            publishedAt: now,
          },
          {
            title: `${other.name}发生瓦斯爆炸事故`,
            text: `${other.name}发生瓦斯爆炸事故，造成人员伤亡。`,
            publishedAt: now,
          },
        ],
      },
    });
    expect(imported.body.data.added).toBe(3);
    const news = (await inbox(user)).filter((m) => m.title === '舆情预警：负面资讯');
    expect(news).toHaveLength(1);
    expect(news[0]!.content).toContain('透水');
    const english = (await inbox(user, 'en-US')).find((m) => m.id === news[0]!.id);
    expect(english?.title).toBe('Sentiment alert: negative news');
    expect(english?.content).toMatch(
      /is named in a negative article: “.*透水.*” \(sentiment score -[01]\.\d\d\)\.$/,
    );
    expect(await run()).toBe(0);
  });

  it('honours the kinds a user turned off, and validates the settings', async () => {
    const read = await call<{ data: AlertSettings }>(app, {
      method: 'GET',
      url: '/api/alerts/settings',
      headers: user.headers,
    });
    expect(read.body.data.enabled).toEqual(['negativeNews', 'penalty', 'accident', 'dishonest', 'licence']);
    const saved = await call<{ data: AlertSettings }>(app, {
      method: 'PUT',
      url: '/api/alerts/settings',
      headers: user.headers,
      payload: { enabled: ['negativeNews', 'licence'] },
    });
    expect(saved.body.data.enabled).toEqual(['negativeNews', 'licence']);
    const before = (await inbox(user)).length;
    await importPenalty('黔能源罚〔2026〕102号');
    expect(await inbox(user)).toHaveLength(before);

    const bad = await call(app, {
      method: 'PUT',
      url: '/api/alerts/settings',
      headers: user.headers,
      payload: { enabled: ['weather'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).not.toBe('');
    // Settings are each user's own.
    const adminSettings = await call<{ data: AlertSettings }>(app, {
      method: 'GET',
      url: '/api/alerts/settings',
      headers: admin.headers,
    });
    expect(adminSettings.body.data.enabled).toHaveLength(5);
    expect((await call(app, { method: 'POST', url: '/api/alerts/run', headers: user.headers })).status).toBe(
      403,
    );
  });
});
