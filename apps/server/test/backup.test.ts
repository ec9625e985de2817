import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BackupManifest,
  pgdataOf,
  readBackupFile,
  requestBackup,
  RestoreRefusedError,
  restorePglite,
  tableSums,
  type TableSum,
} from '../src/db/backup';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { generateDataset, storeDataset } from '../src/demo';
import { backends, buildApp, createStore, login, type Session, type TestStore } from './helpers';
import { commitJob, uploadFile } from './import-helpers';

const HEADERS = [
  '矿井编码',
  '矿井名称',
  '市州',
  '区县',
  '纬度（°）',
  '经度（°）',
  '生产状态',
  '核定产能（万吨/年）',
];

/** A workbook adding `count` mines whose codes start with `prefix`. */
async function mineBook(prefix: string, count: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('煤矿');
  ws.addRow(HEADERS);
  for (let i = 0; i < count; i++)
    ws.addRow([
      `${prefix}-${i}`,
      `备份测试${prefix}${i}号煤矿`,
      '毕节市',
      '纳雍县',
      26.78,
      105.38,
      '生产',
      30,
    ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Counts and checksums of every table of an embedded database directory. */
async function sumsOf(dataDir: string): Promise<TableSum[]> {
  const client = await PGlite.create(pgdataOf(dataDir), { extensions: PGLITE_EXTENSIONS });
  try {
    return await tableSums((text) => client.query(text));
  } finally {
    await client.close();
  }
}

const minesIn = (manifest: BackupManifest) => manifest.tables.find((t) => t.name === 'public.mines')!.rows;
const freshDir = () => mkdtempSync(join(tmpdir(), 'coal-restore-'));

describe('backup and restore of the embedded database', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  const dirs: string[] = [];
  let work: string;

  beforeAll(async () => {
    store = await createStore('pglite');
    app = await buildApp(store);
    admin = await login(app);
    await storeDataset(app.database, generateDataset({ mines: 30, referenceDate: '2025-06-30' }), 0);
    work = freshDir();
    dirs.push(work);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  let beforeImports: BackupManifest;
  let during: BackupManifest;
  let after: BackupManifest;
  const duringFile = () => join(work, 'during.backup');

  it('takes a backup while imports commit that restores into a fresh DATA_DIR with the same rows and checksums', async () => {
    beforeImports = await app.database.backup!(join(work, 'before.backup'));
    const before = minesIn(beforeImports);
    const jobs = [];
    for (const prefix of ['BK-A', 'BK-B', 'BK-C']) {
      const job = await uploadFile(app, admin, `${prefix}.xlsx`, await mineBook(prefix, 150));
      expect(job.body.data.status).toBe('validated');
      jobs.push(job.body.data.jobId);
    }
    // Three imports commit while the backup is taken; each lands whole on one side of it.
    const commits = jobs.map((jobId) => commitJob(app, admin, jobId));
    during = await app.database.backup!(duringFile());
    for (const done of await Promise.all(commits)) expect(done.body.data.status).toBe('committed');
    expect([before, before + 150, before + 300, before + 450]).toContain(minesIn(during));
    expect(during.migrations.length).toBeGreaterThan(10);

    // Every import is in a backup taken once they are done.
    after = await app.database.backup!(join(work, 'after.backup'));
    expect(minesIn(after)).toBe(before + 450);

    const target = freshDir();
    dirs.push(target);
    const restored = await restorePglite(duringFile(), target);
    expect(restored.replaced).toBeUndefined();
    const sums = await sumsOf(target);
    expect(sums).toEqual(during.tables);
    expect(sums.map((t) => t.name)).toEqual(expect.arrayContaining(['public.mines', 'public.import_jobs']));
  });

  it('starts the server on the restored directory with the data of the backup', async () => {
    const target = freshDir();
    dirs.push(target);
    await restorePglite(duringFile(), target);
    const restoredStore = await createStore('pglite', { DATA_DIR: target });
    const restoredApp = await buildApp(restoredStore);
    try {
      const session = await login(restoredApp);
      const list = await restoredApp.inject({
        method: 'GET',
        url: '/api/investigation/mine/list?pageSize=1',
        headers: session.headers,
      });
      expect(list.json<{ total: number }>().total).toBe(minesIn(during));
    } finally {
      await restoredApp.close();
    }
  });

  it('refuses a DATA_DIR that holds a database unless forced, and then moves that database aside', async () => {
    const target = freshDir();
    dirs.push(target);
    await restorePglite(join(work, 'before.backup'), target);
    const refused = restorePglite(duringFile(), target);
    await expect(refused).rejects.toThrow(RestoreRefusedError);
    await expect(refused).rejects.toThrow(/--force/);
    expect(await sumsOf(target)).toEqual(beforeImports.tables);
    const forced = await restorePglite(duringFile(), target, { force: true });
    expect(forced.replaced).toMatch(/pgdata\.replaced-/);
    expect(await sumsOf(target)).toEqual(during.tables);
    expect(readdirSync(target).filter((name) => name.startsWith('pgdata.replaced-'))).toHaveLength(1);
  });

  it('refuses a backup from a newer schema and says which migrations it lacks', async () => {
    const { manifest, tarball } = await readBackupFile(duringFile());
    const future = { tag: '9999_from_a_later_release', when: Date.now() + 86_400_000 };
    const newer = { ...manifest, migrations: [...manifest.migrations, future] };
    const file = join(work, 'newer.backup');
    const head = (await readFile(duringFile())).subarray(0, 30).toString('utf8').split('\n')[0];
    writeFileSync(file, Buffer.concat([Buffer.from(`${head}\n${JSON.stringify(newer)}\n`), tarball]));
    const target = freshDir();
    dirs.push(target);
    const refused = restorePglite(file, target);
    await expect(refused).rejects.toThrow(/更新的数据库结构.*9999_from_a_later_release/);
    await expect(refused).rejects.toThrow(/newer schema/);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a file that is not a backup, and a backup whose data does not match its manifest', async () => {
    const junk = join(work, 'junk.backup');
    writeFileSync(junk, 'not a backup at all\n{}\n');
    await expect(restorePglite(junk, freshDir())).rejects.toThrow(/不是本平台的数据库备份文件/);
    const { manifest, tarball } = await readBackupFile(duringFile());
    const lying = {
      ...manifest,
      tables: manifest.tables.map((t) => (t.name === 'public.mines' ? { ...t, rows: t.rows + 1 } : t)),
    };
    const file = join(work, 'lying.backup');
    const head = (await readFile(duringFile())).subarray(0, 30).toString('utf8').split('\n')[0];
    writeFileSync(file, Buffer.concat([Buffer.from(`${head}\n${JSON.stringify(lying)}\n`), tarball]));
    const target = freshDir();
    dirs.push(target);
    await expect(restorePglite(file, target)).rejects.toThrow(/public\.mines/);
    expect(readdirSync(target)).toEqual([]);
  });

  it('answers `npm run db:backup` through the running server, which records its scheduled job', async () => {
    const file = join(work, 'via-socket.backup');
    const manifest = await requestBackup(store.config.dataDir, file);
    expect(minesIn(manifest)).toBe(minesIn(after));
    expect((await readBackupFile(file)).manifest).toEqual(manifest);
    const run = await app.scheduler.runNow('database.backup');
    expect(run).toMatchObject({ status: 'ok' });
    const job = (await app.scheduler.jobs()).find((j) => j.name === 'database.backup');
    expect(job).toMatchObject({ lastOutcome: 'ok', pattern: null });
    expect(readdirSync(store.config.backupDir).filter((n) => n.endsWith('.backup'))).toHaveLength(1);
  });
});

describe.skipIf(!backends.includes('postgres'))('backups on PostgreSQL', () => {
  it('are left to pg_dump: no embedded backup, no backup job, even with BACKUP_SCHEDULE set', async () => {
    const store = await createStore('postgres', { BACKUP_SCHEDULE: '0 3 * * *' });
    const app = await buildApp(store);
    try {
      expect(app.database.kind).toBe('postgres');
      expect(app.database.backup).toBeUndefined();
      expect((await app.scheduler.jobs()).map((job) => job.name)).not.toContain('database.backup');
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
