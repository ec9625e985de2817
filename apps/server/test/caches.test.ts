import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { generateAndStore } from '../src/demo';
import { backends, buildApp, call, createStore, login, type Session } from './helpers';
import { commitJob, uploadFile } from './import-helpers';

const CAPACITY = '核定产能（万吨/年）';

const open: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!();
});

/** The mine's own export with its approved capacity changed: a real write through the import. */
async function withCapacity(app: FastifyInstance, session: Session, code: string, capacity: number) {
  const exported = await app.inject({
    method: 'GET',
    url: `/api/mine/${code}/export`,
    headers: session.headers,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('煤矿')!;
  const column = (sheet.getRow(1).values as unknown[]).indexOf(CAPACITY);
  sheet.getRow(2).getCell(column).value = capacity;
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function changeCapacity(app: FastifyInstance, admin: Session, code: string, capacity: number) {
  const job = await uploadFile(app, admin, 'change.xlsx', await withCapacity(app, admin, code, capacity));
  expect(job.body.data.counts).toMatchObject({ changed: 1 });
  expect((await commitJob(app, admin, job.body.data.jobId)).body.data.status).toBe('committed');
}

/** A store holding a few demo mines, and a server started on it afterwards (its caches start full). */
async function seeded(backend: (typeof backends)[number], mines: number) {
  const store = await createStore(backend);
  const loader = await buildApp(store);
  await generateAndStore(loader.database, { mines, referenceDate: '2025-06-30' });
  await loader.close();
  open.push(() => store.destroy());
  return store;
}

interface SectionBody {
  data: { subsections: Record<string, { kind: string; values?: Record<string, unknown> }> };
}

describe.each(backends)('cached reads on %s', (backend) => {
  it('answer profile sections, the list and its facets with an ETag and 304, and drop entries when a mine changes', async () => {
    const app = await buildApp(await seeded(backend, 12));
    open.push(() => app.close());
    const admin = await login(app, 'admin');
    const [mine] = (
      await call<{ rows: { mineId: number; mineCode: string; capacity: number }[] }>(app, {
        method: 'GET',
        url: '/api/investigation/mine/list?pageSize=1',
        headers: admin.headers,
      })
    ).body.rows;
    const url = `/api/investigation/mine/${mine!.mineId}/section/overview`;
    const first = await app.inject({ method: 'GET', url, headers: admin.headers });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { ...admin.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const header = () =>
      call<{ data: { capacity: number } }>(app, {
        method: 'GET',
        url: `/api/investigation/mine/${mine!.mineId}/header`,
        headers: admin.headers,
      });
    expect((await header()).body.data.capacity).toBe(mine!.capacity);
    const listed = () =>
      call<{ rows: { mineId: number; capacity: number }[] }>(app, {
        method: 'GET',
        url: `/api/investigation/mine/list?mineName=${mine!.mineCode}`,
        headers: admin.headers,
      });
    expect((await listed()).body.rows[0]?.capacity).toBe(mine!.capacity);
    const listUrl = `/api/investigation/mine/list?mineName=${mine!.mineCode}`;
    const listTag = String(
      (await app.inject({ method: 'GET', url: listUrl, headers: admin.headers })).headers.etag,
    );
    const listAgain = await app.inject({
      method: 'GET',
      url: listUrl,
      headers: { ...admin.headers, 'if-none-match': listTag },
    });
    expect(listAgain.statusCode).toBe(304);
    const scales = async () =>
      (
        await call<{ data: { scale: { value: string; count: number }[] } }>(app, {
          method: 'GET',
          url: `/api/investigation/mine/facets?mineName=${mine!.mineCode}`,
          headers: admin.headers,
        })
      ).body.data.scale;
    expect(await scales()).toEqual([{ value: String(mine!.capacity), count: 1 }]);

    await changeCapacity(app, admin, mine!.mineCode, 777);
    const after = await app.inject({
      method: 'GET',
      url,
      headers: { ...admin.headers, 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.stringify(after.json<SectionBody>().data)).toContain('"capacity":777');
    expect((await header()).body.data.capacity).toBe(777);
    expect((await listed()).body.rows[0]?.capacity).toBe(777);
    const listAfter = await app.inject({
      method: 'GET',
      url: listUrl,
      headers: { ...admin.headers, 'if-none-match': listTag },
    });
    expect(listAfter.statusCode).toBe(200);
    expect(await scales()).toEqual([{ value: '777', count: 1 }]);
  });

  it('answers the province overview with an ETag and 304', async () => {
    const app = await buildApp(await seeded(backend, 5));
    open.push(() => app.close());
    const first = await app.inject({ method: 'GET', url: '/api/portal/overview' });
    expect(first.json<{ data: { mines: number } }>().data.mines).toBe(5);
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/api/portal/overview',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe.runIf(backends.includes('postgres'))('cached reads across two servers on PostgreSQL', () => {
  it('drops a cached section, header and list page in the other server when a mine changes', async () => {
    const store = await seeded('postgres', 8);
    const a = await buildApp(store);
    const b = await buildApp(store);
    open.push(
      () => a.close(),
      () => b.close(),
    );
    const adminA = await login(a, 'admin');
    const userB = await login(b, 'user');
    const mine = (await b.database.db.query.mines.findFirst({ orderBy: (m, { asc }) => asc(m.id) }))!;
    const section = () =>
      b.inject({
        method: 'GET',
        url: `/api/investigation/mine/${mine.id}/section/overview`,
        headers: userB.headers,
      });
    const header = async () =>
      (
        await call<{ data: { capacity: number } }>(b, {
          method: 'GET',
          url: `/api/investigation/mine/${mine.id}/header`,
          headers: userB.headers,
        })
      ).body.data.capacity;
    const listed = async () =>
      (
        await call<{ rows: { capacity: number }[] }>(b, {
          method: 'GET',
          url: `/api/investigation/mine/list?mineName=${mine.code}`,
          headers: userB.headers,
        })
      ).body.rows[0]?.capacity;
    // Read once on B, so that B holds them in its caches.
    expect(JSON.stringify((await section()).json())).toContain(`"capacity":${mine.capacity}`);
    expect(await header()).toBe(mine.capacity);
    expect(await listed()).toBe(mine.capacity);
    await changeCapacity(a, adminA, mine.code, 444);
    await expect
      .poll(async () => JSON.stringify((await section()).json()), { timeout: 10_000 })
      .toContain('"capacity":444');
    await expect.poll(header, { timeout: 10_000 }).toBe(444);
    await expect.poll(listed, { timeout: 10_000 }).toBe(444);
  });
});
