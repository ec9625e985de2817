import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';
import { multipartUpload, rowXml, sheetXml, understateSizes, zipWorkbook } from './xlsx-parts';

const HEADERS = ['矿井编码', '矿井名称', '市州', '区县', '纬度（°）', '经度（°）', '生产状态'];

/** Rows of the mine sheet that differ only in their code, without cell references: they deflate ~100:1. */
function* mineRows(count: number): Generator<string> {
  yield rowXml(1, HEADERS);
  const [before, after] = rowXml(undefined, [
    'CODE',
    '炸弹煤矿',
    '毕节市',
    '纳雍县',
    26.78,
    105.38,
    '生产',
  ]).split('CODE');
  for (let r = 2; r <= count + 1; r++) yield `${before}BOMB-${r}${after}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** ~1 M rows, ~340 MB of sheet XML in a zip of a few MB: the upload that used to take the server down. */
const bomb = zipWorkbook({ sheets: [{ name: '煤矿', xml: sheetXml(mineRows(1_000_000)) }] });

describe.each(backends)('import limits (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;

  const upload = async (fileName: string, data: Buffer, locale = 'zh-CN') => {
    const body = await multipartUpload(fileName, data);
    return call(app, {
      method: 'POST',
      url: '/api/mine/import',
      headers: { ...admin.headers, 'accept-language': locale, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const jobCount = async () =>
    (
      await call<{ total: number }>(app, {
        method: 'GET',
        url: '/api/mine/import/jobs',
        headers: admin.headers,
      })
    ).body.total;

  /** Uploads a file in Chinese and in English and expects the same refusal, in each language. */
  async function expectRefusal(file: Buffer, status: number, zh: string, en: string) {
    const chinese = await upload('refused.xlsx', file);
    expect(chinese.status).toBe(status);
    expect(chinese.body).toMatchObject({ code: status, msg: zh });
    const english = await upload('refused.xlsx', file, 'en-US');
    expect(english.body).toMatchObject({ code: status, msg: en });
  }

  /**
   * Runs an upload while health is asked again and again, as a load balancer would, and while each turn
   * of the event loop is timed in CPU: on a machine shared with other work a probe's latency also holds
   * the moments the system ran someone else, a turn's CPU time is the server's own work alone.
   */
  async function uploadWhileProbing(fileName: string, data: Buffer) {
    const latencies: number[] = [];
    const turns: number[] = [];
    let uploading = true;
    const probing = (async () => {
      while (uploading) {
        const started = performance.now();
        // A probe from the network waits for the event loop's next turn; an injected one is made to.
        await nextTurn();
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        latencies.push(performance.now() - started);
        expect(health.statusCode).toBe(200);
      }
    })();
    const watching = (async () => {
      while (uploading) {
        const cpu = process.cpuUsage();
        await nextTurn();
        const { user, system } = process.cpuUsage(cpu);
        turns.push((user + system) / 1000);
      }
    })();
    try {
      return { response: await upload(fileName, data), latencies, turns };
    } finally {
      uploading = false;
      await Promise.all([probing, watching]);
    }
  }

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('refuses a zip-bomb workbook with a message while health keeps answering', async () => {
    const file = await bomb;
    expect(file.length).toBeLessThan(8 * 1024 * 1024);
    const jobs = await jobCount();

    const declared = await uploadWhileProbing('bomb.xlsx', file);
    expect(declared.response.status).toBe(413);
    expect(declared.response.body).toMatchObject({
      code: 413,
      msg: '文件解压后超过 200 MB 的导入上限，请拆分为多个文件后再上传',
    });

    // The same file claiming 1 KB per part is caught while it inflates, by its rows.
    const lying = await uploadWhileProbing('bomb.xlsx', understateSizes(file));
    expect(lying.response.status).toBe(413);
    expect(lying.response.body.msg).toBe(
      '工作表「煤矿」超过 100000 行数据的导入上限，请拆分为多个文件后再上传',
    );
    expect(lying.latencies.length).toBeGreaterThan(100);
    for (const { latencies, turns } of [declared, lying]) {
      // Health keeps answering and no turn of the event loop holds it for long (the in-memory reader
      // held it for 80 s); the bounds leave room for a busy machine, where a turn took 104 ms.
      expect(median(latencies)).toBeLessThan(250);
      expect(Math.max(0, ...turns)).toBeLessThan(250);
    }
    expect(await jobCount()).toBe(jobs);
  });

  it('refuses more than 100,000 rows in a sheet with 413, in the user language', async () => {
    const file = await zipWorkbook({ sheets: [{ name: '煤矿', xml: sheetXml(mineRows(100_001)) }] });
    await expectRefusal(
      file,
      413,
      '工作表「煤矿」超过 100000 行数据的导入上限，请拆分为多个文件后再上传',
      'Sheet "煤矿" has more than 100000 data rows, over the import limit; split it into several files',
    );
  });

  it('refuses a cell longer than 32,767 characters with 422, naming sheet, row and column', async () => {
    const rows = [
      rowXml(1, HEADERS),
      rowXml(2, ['LONG-0001', '长名煤矿']),
      rowXml(3, ['LONG-0002', '煤'.repeat(32_768)]),
    ];
    const file = await zipWorkbook({ sheets: [{ name: '煤矿', xml: sheetXml(rows) }] });
    await expectRefusal(
      file,
      422,
      '工作表「煤矿」第3行 B 列超过 32767 个字符（Excel 单元格的上限）',
      'Sheet "煤矿", row 3, column B: longer than 32767 characters (the limit of an Excel cell)',
    );
  });

  it('refuses a row with data past column 200 with 422, naming sheet, row and column', async () => {
    const wide = Array.from({ length: 201 }, (_, i) => (i === 0 ? 'WIDE-0001' : i));
    const rows = [rowXml(1, HEADERS), rowXml(2, ['WIDE-0000', '宽表煤矿']), rowXml(3, wide)];
    const file = await zipWorkbook({ sheets: [{ name: 'Mines', xml: sheetXml(rows) }] });
    await expectRefusal(
      file,
      422,
      '工作表「Mines」第3行第 GS 列有数据，超过 200 列的上限',
      'Sheet "Mines", row 3: column GS holds data, past the limit of 200 columns',
    );
  });
});
