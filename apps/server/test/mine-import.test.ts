import { mineColumns } from '@coal/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset, storeDataset } from '../src/demo';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { commitJob, fixtureBook, MINE_HEADERS, SEAM_HEADERS, uploadFile } from './import-helpers';

const XLSX_MAGIC = 'PK';

const goodMine = (code: string, extra: Partial<Record<string, string | number>> = {}) => {
  const row: Record<string, string | number> = {
    矿井编码: code,
    矿井名称: `测试${code}煤矿`,
    市州: '毕节市',
    区县: '纳雍县',
    '纬度（°）': 26.78,
    '经度（°）': 105.38,
    生产状态: '生产',
    '核定产能（万吨/年）': 45,
    瓦斯等级: '煤与瓦斯突出矿井',
    ...extra,
  };
  return MINE_HEADERS.map((h) => row[h] ?? null);
};

describe.each(backends)('mine import and export (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let user: Session;
  let sampleCode: string;
  /** A producing mine with smart faces, both licences and a controller: the new columns all carry data. */
  let richCode: string;

  const mineCount = async () => {
    const result = await app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from mines`);
    return Number((result as { rows: { n: number }[] }).rows[0]?.n);
  };
  const upload = (fileName: string, data: Buffer, session: Session = admin) =>
    uploadFile(app, session, fileName, data);
  const commit = (jobId: number) => commitJob(app, admin, jobId);

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
    user = await login(app, 'user');
    const dataset = generateDataset({ mines: 25, referenceDate: '2025-06-30' });
    const rich = generateDataset({ mines: 60, referenceDate: '2025-06-30', seed: 12 }).mines.find(
      (m) =>
        (m.children.smartFaces?.length ?? 0) > 0 &&
        m.children.licences?.some((l) => l.kind === 'safety') &&
        m.mine.companyControlShare !== null,
    );
    if (!rich) throw new Error('no mine with smart faces and a controller');
    rich.mine.code = 'RICH-0001';
    dataset.mines.push(rich);
    await storeDataset(app.database, dataset, 0);
    sampleCode = String(dataset.mines.find((m) => m.children.seams)?.mine.code);
    richCode = String(rich.mine.code);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('marks the demo data as sample data and serves the region tree', async () => {
    const info = await call<{ data: { sample: boolean; label: string; mines: number } }>(app, {
      method: 'GET',
      url: '/api/mine/dataset',
      headers: user.headers,
    });
    expect(info.body.data).toMatchObject({ sample: true, label: '示例数据', mines: 26 });
    const regions = await call<{ data: { label: string; children: unknown[] }[] }>(app, {
      method: 'GET',
      url: '/api/mine/regions',
      headers: user.headers,
    });
    expect(regions.body.data.map((p) => p.label)).toEqual([
      '毕节市',
      '贵阳市',
      '安顺市',
      '六盘水市',
      '遵义市',
      '黔南州',
      '黔西南州',
      '黔东南州',
      '铜仁市',
    ]);
    expect(regions.body.data.reduce((n, p) => n + p.children.length, 0)).toBe(88);
  });

  it('serves the template to admins only', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/mine/import/template', headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 2).toString()).toBe(XLSX_MAGIC);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(ok.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toContain('字典');
    const headers = (wb.getWorksheet('煤矿')?.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['矿井编码', '矿井名称', '曾用名']);
    expect(headers).toContain('核定产能（万吨/年）');
    const denied = await app.inject({
      method: 'GET',
      url: '/api/mine/import/template',
      headers: user.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect((await upload('x.xlsx', ok.rawPayload, user)).status).toBe(403);
  });

  it('round-trips a whole-mine export: re-importing it changes nothing', async () => {
    const exported = await app.inject({
      method: 'GET',
      url: `/api/mine/${sampleCode}/export`,
      headers: user.headers,
    });
    expect(exported.statusCode).toBe(200);
    const job = await upload('mine.xlsx', exported.rawPayload);
    expect(job.body.data.problems).toEqual([]);
    expect(job.body.data.counts).toMatchObject({ mines: 1, added: 0, changed: 0, unchanged: 1 });
    const done = await commit(job.body.data.jobId);
    expect(done.body.data.status).toBe('committed');
    const again = await app.inject({
      method: 'GET',
      url: `/api/mine/${sampleCode}/export`,
      headers: user.headers,
    });
    const [a, b] = await Promise.all([exported.rawPayload, again.rawPayload].map(readAll));
    expect(b).toEqual(a);
    // Links carry the mine's id, files and people its code: both name the same mine.
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select id from mines where code = ${sampleCode}`,
    );
    const byId = await app.inject({ method: 'GET', url: `/api/mine/${id}/export`, headers: user.headers });
    expect(byId.headers['content-disposition']).toBe(exported.headers['content-disposition']);
    const unknown = await call(app, {
      method: 'GET',
      url: '/api/mine/NO-SUCH-MINE/export',
      headers: user.headers,
    });
    expect(unknown.body).toMatchObject({ code: 404, msg: '煤矿 NO-SUCH-MINE 不存在' });
  });

  it('exports and re-imports corners, mining method, principal, controller, smart faces and sources', async () => {
    const exported = await app.inject({
      method: 'GET',
      url: `/api/mine/${richCode}/export`,
      headers: user.headers,
    });
    const book = await readAll(exported.rawPayload);
    const header = (sheet: string) => (book[sheet]![0] as unknown[]).slice(1);
    const column = (sheet: string, name: string) => {
      const i = header(sheet).indexOf(name);
      expect(i, `${sheet}「${name}」`).toBeGreaterThanOrEqual(0);
      return book[sheet]!.slice(1).map((row) => row[i + 1]);
    };
    expect(column('证照', '开采方式')).toContain('地下开采');
    expect(column('证照', '主要负责人').filter(Boolean)).toHaveLength(1);
    expect(column('矿区拐点坐标', 'X 坐标（m）').length).toBeGreaterThanOrEqual(4);
    expect(column('矿区拐点坐标', 'Y 坐标（m）').every((y) => Number(y) > 35_000_000)).toBe(true);
    expect(column('智能化工作面', '工作面名称').length).toBeGreaterThan(0);
    expect(column('煤矿', '实际控制人')[0]).toBeTruthy();
    expect(Number(column('煤矿', '实际控制人持股比例（%）')[0])).toBeGreaterThan(50);
    // Every record sheet ends with its source note, filled on every row.
    for (const [sheet, rows] of Object.entries(book)) {
      if (rows.length < 2 || !header(sheet).includes('数据来源')) continue;
      expect(header(sheet).at(-1), sheet).toBe('数据来源');
      expect(
        column(sheet, '数据来源').every((v) => typeof v === 'string' && v.length > 0),
        sheet,
      ).toBe(true);
    }

    // Edit the new columns in the file: the preview names them, the commit stores them, the export shows them.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cellOf = (sheet: string, name: string, row = 2) =>
      wb
        .getWorksheet(sheet)!
        .getRow(row)
        .getCell(header(sheet).indexOf(name) + 1);
    cellOf('煤矿', '实际控制人').value = '贵州测试控股有限公司';
    cellOf('矿区拐点坐标', 'X 坐标（m）').value = Number(cellOf('矿区拐点坐标', 'X 坐标（m）').value) + 12.5;
    cellOf('智能化工作面', '智能化等级').value = '高级';
    cellOf('证照', '数据来源').value = '贵州省自然资源厅矿业权人勘查开采信息公示系统';
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const job = await upload('rich.xlsx', edited);
    expect(job.body.data.problems).toEqual([]);
    expect(job.body.data.counts).toMatchObject({ changed: 1 });
    const preview = job.body.data.preview.find((p) => p.mineId === richCode);
    expect(preview?.changes.map((c) => c.column)).toEqual(['实际控制人']);
    for (const sheet of ['证照', '矿区拐点坐标', '智能化工作面'])
      expect(
        preview?.sheets?.find((x) => x.sheet === sheet),
        sheet,
      ).toMatchObject({ added: 1, removed: 1 });
    expect((await commit(job.body.data.jobId)).body.data.status).toBe('committed');
    const after = await readAll(
      (await app.inject({ method: 'GET', url: `/api/mine/${richCode}/export`, headers: user.headers }))
        .rawPayload,
    );
    const back = await readAll(edited);
    for (const sheet of ['煤矿', '证照', '矿区拐点坐标', '智能化工作面'])
      expect(writable(after[sheet]), sheet).toEqual(writable(back[sheet]));
    expect(after['智能化工作面']).not.toEqual(book['智能化工作面']);
  });

  it('previews additions and changes, commits them, and is idempotent on re-import', async () => {
    const file = await fixtureBook({
      煤矿: [
        MINE_HEADERS,
        goodMine('TEST-0001'),
        goodMine(sampleCode, {
          '核定产能（万吨/年）': 999,
          市州: '毕节市',
          区县: '纳雍县',
          '纬度（°）': 26.78,
          '经度（°）': 105.38,
        }),
      ],
    });
    const job = await upload('new.xlsx', file);
    expect(job.body.data.status).toBe('validated');
    expect(job.body.data.counts).toMatchObject({ added: 1, changed: 1 });
    const change = job.body.data.preview.find((p) => p.mineId === sampleCode);
    expect(change?.changes.map((c) => c.column)).toContain('核定产能');
    const count = await mineCount();
    const done = await commit(job.body.data.jobId);
    expect(done.body.msg).toContain('新增 1 座');
    expect(await mineCount()).toBe(count + 1);
    expect((await commit(job.body.data.jobId)).status).toBe(409);
    const repeat = await upload('new.xlsx', file);
    expect(repeat.body.data.counts).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
    const list = await call<{ rows: { jobId: number; userName: string; status: string }[]; total: number }>(
      app,
      { method: 'GET', url: '/api/mine/import/jobs?pageSize=50', headers: admin.headers },
    );
    expect(list.body.rows[0]).toMatchObject({ userName: 'admin' });
    const kept = await app.inject({
      method: 'GET',
      url: `/api/mine/import/jobs/${job.body.data.jobId}/file`,
      headers: admin.headers,
    });
    expect(Buffer.compare(kept.rawPayload, file)).toBe(0);
  });

  it('reports every bad row with sheet, row, column and a Chinese reason, and writes nothing', async () => {
    const count = await mineCount();
    const file = await fixtureBook({
      煤矿: [
        MINE_HEADERS,
        goodMine('BAD-0001', { '核定产能（万吨/年）': '四十五' }),
        goodMine('BAD-0002', { '纬度（°）': 31.2 }),
        goodMine('BAD-0003', { 瓦斯等级: '超级瓦斯' }),
        goodMine('BAD-0004', { 市州: '遵义市', 区县: '纳雍县' }),
        goodMine('BAD-0005'),
        goodMine('BAD-0005'),
      ],
      煤层: [SEAM_HEADERS, ['BAD-0005', '', '9', -1.5]],
      煤质: [
        ['矿井编码', '矿井名称', '煤层编号', '干燥基灰分 Ad（%）'],
        ['BAD-0005', '', '9', 120],
      ],
    });
    const job = await upload('bad.xlsx', file);
    expect(job.body.data.status).toBe('invalid');
    const messages = job.body.data.problems.map((p) => `${p.sheet}|${p.row}|${p.column}|${p.message}`);
    expect(messages).toContain(
      '煤矿|2|核定产能|第2行「核定产能」不是产能（单位为万吨/年，可写作 9、9万吨/年、9万t/a、0.09Mt/a）',
    );
    expect(messages).toContain('煤矿|3|纬度|第3行「纬度」应在 24.5 到 29.3 之间');
    expect(messages).toContain('煤矿|4|瓦斯等级|第4行「瓦斯等级」的值「超级瓦斯」不在字典中');
    expect(messages).toContain('煤矿|5|区县|第5行「区县」「纳雍县」属于「毕节市」，不属于「遵义市」');
    expect(messages).toContain('煤矿|7|矿井编码|第7行「矿井编码」BAD-0005 与第6行重复');
    expect(messages).toContain('煤层|2|平均厚度|第2行「平均厚度」应在 0 到 60 之间');
    expect(messages).toContain('煤质|2|干燥基灰分 Ad|第2行「干燥基灰分 Ad」应在 0 到 100 之间');
    expect((await commit(job.body.data.jobId)).status).toBe(409);
    expect(await mineCount()).toBe(count);

    const missing = await upload(
      'missing.xlsx',
      await fixtureBook({
        煤矿: [
          ['矿井编码', '矿井名称'],
          ['X-0001', 'x'],
        ],
      }),
    );
    expect(missing.body.data.problems.map((p) => p.message)).toContain('缺少必填列「核定产能」');

    const english = await upload('bad.xlsx', file, {
      ...admin,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(english.body.data.problems.map((p) => p.message)).toContain(
      'Row 2: "Approved capacity" is not a capacity (in 10⁴ t/a; write 9, 9万吨/年, 9万t/a or 0.09Mt/a)',
    );
  });

  it('refuses wrong, damaged, encrypted and oversized files', async () => {
    const count = await mineCount();
    const wrong = await upload('notes.txt', Buffer.from('hello'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('仅支持 .xlsx 或 .csv 文件');
    const corrupt = await upload(
      'broken.xlsx',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 7)]),
    );
    expect(corrupt.body).toMatchObject({ code: 400, msg: '文件已损坏或不是有效的 Excel 文件' });
    const encrypted = await upload(
      'secret.xlsx',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
    );
    expect(encrypted.body.msg).toBe('文件已加密（受密码保护），请取消密码后再上传');
    const huge = await upload('huge.xlsx', Buffer.alloc(21 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
    expect(await mineCount()).toBe(count);
  });

  it('reads CSV (UTF-8 with BOM) as the mine sheet', async () => {
    const csv = `\uFEFF${MINE_HEADERS.join(',')}\n${goodMine('CSV-0001').join(',')}\n`;
    const job = await upload('mines.csv', Buffer.from(csv));
    expect(job.body.data.problems).toEqual([]);
    expect(job.body.data.counts).toMatchObject({ added: 1 });
  });

  it('leaves nothing half-written when the commit fails part-way', async () => {
    const exported = await app.inject({
      method: 'GET',
      url: `/api/mine/${sampleCode}/export`,
      headers: admin.headers,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    // The same mine under a new code: a new mine with every kind of row.
    for (const ws of wb.worksheets) {
      ws.eachRow((row) => {
        if (row.getCell(1).value === sampleCode) row.getCell(1).value = 'CRASH-0001';
      });
    }
    const job = await upload('crash.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(job.body.data.status).toBe('validated');
    const count = await mineCount();
    // The database refuses a late write of the commit, as a crash or a full disk would.
    await app.database.db.execute(
      sql.raw(
        `create function coal_test_fail() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`,
      ),
    );
    await app.database.db.execute(
      sql.raw(
        `create trigger coal_test_fail before insert on mine_documents for each row execute function coal_test_fail()`,
      ),
    );
    try {
      const failed = await commit(job.body.data.jobId);
      expect(failed.status).toBe(500);
    } finally {
      await app.database.db.execute(sql.raw('drop trigger coal_test_fail on mine_documents'));
      await app.database.db.execute(sql.raw('drop function coal_test_fail'));
    }
    expect(await mineCount()).toBe(count);
    const detail = await call<{ data: { status: string } }>(app, {
      method: 'GET',
      url: `/api/mine/import/jobs/${job.body.data.jobId}`,
      headers: admin.headers,
    });
    expect(detail.body.data.status).toBe('validated');
    expect((await commit(job.body.data.jobId)).status).toBe(200);
    expect(await mineCount()).toBe(count + 1);
  });

  it('exports a filtered list with Chinese headers and dictionary labels', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/mine/export?prefecture=毕节市&productionStatus=1,3',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('煤矿')!;
    expect(ws.getRow(1).getCell(9).value).toBe('生产状态');
    ws.eachRow((row, n) => {
      if (n === 1) return;
      expect(row.getCell(4).value).toBe('毕节市');
      expect(['生产', '停产']).toContain(row.getCell(9).value);
    });
    const back = await upload('list.xlsx', res.rawPayload);
    expect(back.body.data.counts.changed).toBe(0);
  });
});

/** A sheet's rows without its read-only columns (the risk score is rescored after a commit). */
function writable(rows: unknown[][] | undefined): unknown[][] {
  const header = rows?.[0] ?? [];
  const readOnly = new Set(
    mineColumns.filter((c) => c.derived).map((c) => (c.unit ? `${c.zh}（${c.unit}）` : c.zh)),
  );
  return (rows ?? []).map((row) => row.filter((_, i) => !readOnly.has(String(header[i]))));
}

async function readAll(buffer: Buffer): Promise<Record<string, unknown[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  for (const ws of wb.worksheets) {
    out[ws.name] = [];
    ws.eachRow((row) => out[ws.name]!.push(row.values as unknown[]));
  }
  return out;
}
