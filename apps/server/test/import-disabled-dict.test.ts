import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import {
  commitJob,
  type FixtureRow,
  fixtureBook,
  MINE_HEADERS,
  nayongMineRow,
  uploadFile,
} from './import-helpers';

const STATUS = 'mine_production_status';

interface AdminItem {
  dictCode: number;
  dictLabel: string;
  dictValue: string;
  status: '0' | '1';
  synonyms: string[];
}

describe.each(backends)('importing a disabled dictionary item (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  /** 停建 (value 4): its label, its value and one of its synonyms each fill one row. */
  let halted: AdminItem;

  const setStatus = async (status: '0' | '1') => {
    const put = await call<{ data: AdminItem }>(app, {
      method: 'PUT',
      url: '/api/system/dict/data',
      headers: admin.headers,
      payload: { ...halted, status },
    });
    expect(put.body.data.status).toBe(status);
  };
  const upload = async (rows: FixtureRow[], language = 'zh-CN') => {
    const data = await fixtureBook({ 煤矿: [MINE_HEADERS, ...rows] });
    const session = { ...admin, headers: { ...admin.headers, 'accept-language': language } };
    return (await uploadFile(app, session, 'status.xlsx', data)).body.data;
  };
  const usingHalted = () => [
    nayongMineRow('DIS-0001', '停建'),
    nayongMineRow('DIS-0002', '停建整顿'),
    nayongMineRow('DIS-0003', '4'),
  ];
  /** 停建矿 is one edit from 停建 and from nothing else within reach. */
  const typo = () => [nayongMineRow('DIS-0004', '停建矿')];

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
    const list = await call<{ rows: AdminItem[] }>(app, {
      method: 'GET',
      url: `/api/system/dict/data/list?dictType=${STATUS}&pageSize=100`,
      headers: admin.headers,
    });
    halted = list.body.rows.find((r) => r.dictValue === '4')!;
    expect(halted).toMatchObject({ dictLabel: '停建', status: '0' });
    expect(halted.synonyms).toContain('停建整顿');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('refuses the item by label, value and synonym, names row and column, and suggests it no more', async () => {
    expect((await upload(typo())).problems.map((p) => p.message)).toEqual([
      '第2行「生产状态」的值「停建矿」不在字典中，是否为「停建」？',
    ]);
    await setStatus('1');

    const job = await upload([...usingHalted(), ...typo()]);
    expect(job.status).toBe('invalid');
    expect(job.counts).toMatchObject({ problems: 4, refusedMines: 4, mines: 0 });
    expect(job.problems).toEqual([
      {
        sheet: '煤矿',
        row: 2,
        column: '生产状态',
        message: '第2行「生产状态」的值「停建」在字典中已停用，不能用于新导入的数据',
      },
      {
        sheet: '煤矿',
        row: 3,
        column: '生产状态',
        message: '第3行「生产状态」的值「停建整顿」对应的字典项「停建」已停用，不能用于新导入的数据',
      },
      {
        sheet: '煤矿',
        row: 4,
        column: '生产状态',
        message: '第4行「生产状态」的值「4」对应的字典项「停建」已停用，不能用于新导入的数据',
      },
      {
        sheet: '煤矿',
        row: 5,
        column: '生产状态',
        message: '第5行「生产状态」的值「停建矿」不在字典中',
      },
    ]);

    const english = await upload(usingHalted().slice(0, 2), 'en-US');
    expect(english.problems.map((p) => p.message)).toEqual([
      'Row 2: "Production status" value "停建" is disabled in the dictionary and cannot be used in new imports',
      'Row 3: "Production status" value "停建整顿" stands for "停建", which is disabled in the dictionary and cannot be used in new imports',
    ]);
  });

  it('leaves the disabled item out of the template and reads it again once re-enabled', async () => {
    const template = await app.inject({
      method: 'GET',
      url: '/api/mine/import/template',
      headers: admin.headers,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const statusLabels = () => {
      const labels: unknown[] = [];
      wb.getWorksheet('字典')!.eachRow((row) => {
        if (row.getCell(1).value === STATUS) labels.push(row.getCell(2).value);
      });
      return labels;
    };
    expect(statusLabels()).toEqual(['生产', '建设', '联合试运转', '停产', '注销']);

    await setStatus('0');
    const job = await upload(usingHalted());
    expect(job.problems).toEqual([]);
    expect(job.status).toBe('validated');
    const committed = await commitJob(app, admin, job.jobId);
    expect(committed.body.data).toMatchObject({ status: 'committed', counts: { added: 3 } });
    const stored = await queryRows<{ code: string; production_status: string }>(
      app.database.db,
      sql`select code, production_status from mines where code like 'DIS-%' order by code`,
    );
    expect(stored.map((m) => [m.code, m.production_status])).toEqual([
      ['DIS-0001', '4'],
      ['DIS-0002', '4'],
      ['DIS-0003', '4'],
    ]);
  });
});
