import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { fixtureBook, MINE_HEADERS, SEAM_HEADERS, uploadFile } from './import-helpers';

/** A list typed the way agencies keep them: former names, units in the cells, everyday status words. */
const REAL_ROWS: (string | number | null)[][] = [
  ['REAL-0001', '鑫源煤矿', '毕节地区', '纳雍县', 26.78, 105.38, '停产整顿', '9万t/a', '低瓦斯'],
  ['REAL-0002', '红岩煤矿', '六盘水市', '盘县', 25.71, 104.47, '关闭', '0.9Mt/a', '突出'],
  ['REAL-0003', '龙凤煤矿', '毕节市', '黔西县', 27.03, 106.03, '技改', '９０万吨／年', '高瓦斯'],
  // One bad row with four causes: each reported once, nothing else reported for it.
  ['REAL-0004', '新田煤矿', '毕节地市', '大方县', null, 105.61, '超产', '很多', '高瓦斯'],
];

const realList = () =>
  fixtureBook({
    煤矿: [MINE_HEADERS, ...REAL_ROWS],
    煤层: [SEAM_HEADERS, ['REAL-0001', '鑫源煤矿', 'M9', 1.8], ['REAL-0004', '新田煤矿', 'M6', 2.1]],
  });

const sheetRows = (ws: ExcelJS.Worksheet | undefined) =>
  ws
    ? ws
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1))
    : [];

describe.each(backends)('an import of a real list (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;

  const commit = (jobId: number, body?: object, session: Session = admin) =>
    call<{ msg: string; data: { status: string; counts: Record<string, number> } }>(app, {
      method: 'POST',
      url: `/api/mine/import/jobs/${jobId}/commit`,
      headers: session.headers,
      ...(body ? { payload: body } : {}),
    });
  const stored = (code: string) =>
    queryRows<{
      prefecture: string;
      county: string;
      production_status: string;
      capacity: number;
      gas_grade: string;
    }>(
      app.database.db,
      sql`select prefecture, county, production_status, capacity, gas_grade from mines where code = ${code}`,
    ).then((rows) => rows[0]);

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('shows every problem at once, commits the valid rows when asked, and the refused rows round-trip', async () => {
    const job = (await uploadFile(app, admin, 'real.xlsx', await realList())).body.data;
    expect(job.status).toBe('invalid');
    // All four causes of row 5 in one pass, and no knock-on error for its seam row.
    expect(job.problems.map((p) => `${p.sheet}|${p.row}|${p.column}|${p.message}`).sort()).toEqual(
      [
        '煤矿|5|市州|第5行「市州」「毕节地市」不是贵州省的市州，是否为「毕节市」？',
        '煤矿|5|纬度|第5行「纬度」不能为空',
        '煤矿|5|生产状态|第5行「生产状态」的值「超产」不在字典中，是否为「生产」？',
        '煤矿|5|核定产能|第5行「核定产能」不是产能（单位为万吨/年，可写作 9、9万吨/年、9万t/a、0.09Mt/a）',
      ].sort(),
    );
    const notes = (job as unknown as { notes: { row: number; kind: string; from: string; to: string }[] })
      .notes;
    expect(notes.map((n) => `${n.row}|${n.kind}|${n.from}→${n.to}`)).toEqual(
      expect.arrayContaining([
        '2|former|毕节地区→毕节市',
        '2|synonym|停产整顿→停产',
        '2|unit|9万t/a→9',
        '2|synonym|低瓦斯→低瓦斯矿井',
        '3|former|盘县→盘州市',
        '3|synonym|关闭→注销',
        '3|unit|0.9Mt/a→90',
        '4|former|黔西县→黔西市',
        '4|synonym|技改→建设',
        '4|unit|９０万吨／年→90',
      ]),
    );
    expect(job.counts).toMatchObject({ mines: 3, added: 3, problems: 4, refusedMines: 1, refusedRows: 2 });

    // The default stays all or nothing, and says why in the user's words.
    const refusedWhole = await commit(job.jobId);
    expect(refusedWhole.status).toBe(409);
    expect(refusedWhole.body.msg).toBe(
      `导入任务 ${job.jobId} 有未解决的问题（可选择只提交无误的行），不能提交`,
    );
    const english = await commit(job.jobId, undefined, {
      ...admin,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(english.body.msg).not.toMatch(/invalid|[\u4e00-\u9fff]/);
    expect(await stored('REAL-0001')).toBeUndefined();

    const partial = await commit(job.jobId, { mode: 'valid' });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ status: 'committed', counts: { added: 3, refusedRows: 2 } });
    expect(partial.body.msg).toContain('退回 2 行（1 座煤矿）');
    expect(await stored('REAL-0001')).toEqual({
      prefecture: '毕节市',
      county: '纳雍县',
      production_status: '3',
      capacity: 9,
      gas_grade: '1',
    });
    expect(await stored('REAL-0002')).toMatchObject({
      county: '盘州市',
      production_status: '5',
      capacity: 90,
    });
    expect(await stored('REAL-0003')).toMatchObject({
      county: '黔西市',
      production_status: '2',
      capacity: 90,
    });
    expect(await stored('REAL-0004')).toBeUndefined();

    const download = await app.inject({
      method: 'GET',
      url: `/api/mine/import/jobs/${job.jobId}/refused`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const mineRows = sheetRows(wb.getWorksheet('煤矿'));
    expect(mineRows[0]).toEqual([...MINE_HEADERS, '问题']);
    expect(mineRows).toHaveLength(2);
    expect(String(mineRows[1]?.[9])).toContain('是否为「毕节市」');
    const seamRows = sheetRows(wb.getWorksheet('煤层'));
    expect(seamRows).toHaveLength(2);
    expect(seamRows[1]?.slice(0, 2)).toEqual(['REAL-0004', '新田煤矿']);
    expect(String(seamRows[1]?.[4])).toContain('REAL-0004');

    // Fixed in the workbook it came back in, it imports.
    const mineSheet = wb.getWorksheet('煤矿')!;
    mineSheet.getCell('C2').value = '毕节市';
    mineSheet.getCell('E2').value = 27.15;
    mineSheet.getCell('G2').value = '生产';
    mineSheet.getCell('H2').value = '15万吨/年';
    const fixed = Buffer.from(await wb.xlsx.writeBuffer());
    const again = (await uploadFile(app, admin, 'real-fixed.xlsx', fixed)).body.data;
    expect(again.problems).toEqual([]);
    expect(again.status).toBe('validated');
    expect((await commit(again.jobId)).body.data.status).toBe('committed');
    expect(await stored('REAL-0004')).toMatchObject({
      prefecture: '毕节市',
      capacity: 15,
      production_status: '1',
    });
    const seams = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from mine_seams s join mines m on m.id = s.mine_id where m.code = 'REAL-0004'`,
    );
    expect(Number(seams[0]?.n)).toBe(1);
  });

  it('reports a bad prefecture without a second error for the same row or its other sheets', async () => {
    const wb = new ExcelJS.Workbook();
    const mines = wb.addWorksheet('煤矿');
    mines.addRow(MINE_HEADERS);
    mines.addRow(['KNOCK-0001', '某煤矿', '贵州省外', '纳雍县', 26.7, 105.3, '生产', 9, '高瓦斯']);
    const seams = wb.addWorksheet('煤层');
    seams.addRow(SEAM_HEADERS);
    seams.addRow(['KNOCK-0001', '某煤矿', 'M1', 1.2]);
    const job = (await uploadFile(app, admin, 'knock.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))).body
      .data;
    expect(job.problems.map((p) => p.message)).toEqual(['第2行「市州」「贵州省外」不是贵州省的市州']);
    expect(job.counts.problems).toBe(1);
  });

  it('lets admins keep a synonym list per dictionary item, audited and read by the next import', async () => {
    const items = await call<{
      data: { dictCode: number; dictLabel: string; dictValue: string; synonyms: string[] }[];
    }>(app, {
      method: 'GET',
      url: '/api/system/dict/data/type/mine_production_status',
      headers: admin.headers,
    });
    const halted = items.body.data.find((d) => d.dictValue === '3')!;
    expect(halted.synonyms).toContain('停产整顿');
    const put = (synonyms: string[], session: Session = admin) =>
      call<{ msg: string; data: { synonyms: string[] } }>(app, {
        method: 'PUT',
        url: `/api/system/dict/data/${halted.dictCode}/synonyms`,
        headers: session.headers,
        payload: { synonyms },
      });
    expect((await put(['随便'], await login(app, 'user'))).status).toBe(403);
    const saved = await put([...halted.synonyms, ' 暂停生产 ', '暂停生产']);
    expect(saved.status).toBe(200);
    expect(saved.body.data.synonyms.filter((w) => w === '暂停生产')).toHaveLength(1);
    const taken = await put(['关闭']);
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('同义词「关闭」已属于「注销」，一个词只能对应一项');
    const audit = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from audit_log where target_type = 'dict_data' and target_id = ${String(halted.dictCode)}`,
    );
    expect(Number(audit[0]?.n)).toBeGreaterThan(0);

    const wb = new ExcelJS.Workbook();
    const mines = wb.addWorksheet('煤矿');
    mines.addRow(MINE_HEADERS);
    mines.addRow(['SYN-0001', '暂停煤矿', '遵义市', '桐梓县', 28.1, 106.8, '暂停生产', 30, '高瓦斯矿井']);
    const job = (await uploadFile(app, admin, 'syn.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))).body
      .data;
    expect(job.problems).toEqual([]);
    expect((job as unknown as { notes: { to: string }[] }).notes.map((n) => n.to)).toEqual(['停产']);
  });
});
