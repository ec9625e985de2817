import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, createStore, login, type Session, type TestStore } from './helpers';
import { multipart, type UploadedJob } from './import-helpers';
import { healthCeilingMs } from './fixtures/health-latency';

const HEADERS = [
  '矿井编码',
  '矿井名称',
  '市州',
  '区县',
  '纬度（°）',
  '经度（°）',
  '生产状态',
  '核定产能（万吨/年）',
  '瓦斯等级',
  '地址',
  '采矿权人',
];

/** ~99,000 new mines in ~19 MB of CSV, the size the README promises to take without stalling. */
function largeCsv(rows: number): Buffer {
  const lines = [HEADERS.join(',')];
  for (let r = 1; r <= rows; r++) {
    const code = `BIG-${String(r).padStart(6, '0')}`;
    lines.push(
      [
        code,
        `大批量测试${r}号煤矿`,
        '毕节市',
        '纳雍县',
        (26 + (r % 1000) / 1000).toFixed(4),
        (105 + (r % 997) / 1000).toFixed(4),
        '生产',
        45,
        '煤与瓦斯突出矿井',
        `"纳雍县城关镇第${r}组，${r} 号"`,
        `纳雍县第${r}煤业有限责任公司`,
      ].join(','),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

const PROBE_EVERY_MS = 20;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

describe.each(backends)('a large CSV import keeps the server answering (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let origin: string;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('answers health within 200 ms p99 (stretched by the machine load) while 99,000 rows are read and validated', async () => {
    const file = largeCsv(99_000);
    expect(file.length).toBeGreaterThan(18 * 1024 * 1024);
    expect(file.length).toBeLessThan(20 * 1024 * 1024);
    const latencies: number[] = [];
    let uploadedAt = Infinity;
    // Health is asked every 20 ms, as a load balancer would: a probe's latency counts from the moment it
    // was due, so a turn of the event loop held for seconds shows as every probe it held up.
    const probing = (async () => {
      const start = performance.now();
      const answered: Promise<void>[] = [];
      for (let k = 0; ; k++) {
        const due = start + k * PROBE_EVERY_MS;
        // Probes due while the upload ran are sent even when a held loop lets them out only at its end.
        if (due > uploadedAt) break;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        answered.push(
          app.inject({ method: 'GET', url: '/api/health' }).then((health) => {
            latencies.push(performance.now() - due);
            expect(health.statusCode).toBe(200);
          }),
        );
      }
      await Promise.all(answered);
    })();
    let job;
    try {
      // Through a socket, as a browser sends it: the upload then reaches the server in pieces.
      const body = multipart('large.csv', file);
      const response = await fetch(`${origin}/api/mine/import`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': body.contentType },
        body: body.payload,
      });
      job = { status: response.status, body: (await response.json()) as { data: UploadedJob } };
    } finally {
      uploadedAt = performance.now();
      await probing;
    }
    expect(job.status).toBe(200);
    expect(job.body.data.counts).toMatchObject({ rows: 99_000, added: 99_000, problems: 0 });
    expect(latencies.length).toBeGreaterThan(50);
    expect(percentile(latencies, 0.99)).toBeLessThan(healthCeilingMs());
    // The file is kept whole, in its parts, for the commit and the download.
    const kept = await app.inject({
      method: 'GET',
      url: `/api/mine/import/jobs/${job.body.data.jobId}/file`,
      headers: admin.headers,
    });
    expect(kept.rawPayload.equals(file)).toBe(true);
  }, 300_000);
});
