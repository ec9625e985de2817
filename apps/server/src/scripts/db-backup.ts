// npm run db:backup -- <file> [--force]
// Writes a consistent backup of the embedded database (DATA_DIR) to <file>: itself when no server runs on
// DATA_DIR, else through the running server, which holds the database. PostgreSQL: use pg_dump (README).
import './cli-cwd';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import {
  backupClosedDataDir,
  type BackupManifest,
  NoServerError,
  requestBackup,
  RestoreRefusedError,
} from '../db/backup';
import { DataDirLockedError } from '../db/lock';

const args = process.argv.slice(2).filter((arg) => arg !== '--force');
if (args.length !== 1) {
  console.error('用法 Usage: npm run db:backup -- <备份文件> [--force]');
  process.exit(2);
}

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL 指向 PostgreSQL：请用 pg_dump 备份（见 README“备份与恢复”）。\n' +
        'DATABASE_URL names PostgreSQL: back it up with pg_dump (see the README).',
    );
    process.exit(2);
  }
  const file = resolve(args[0]!);
  if (existsSync(file) && !process.argv.includes('--force')) {
    console.error(`${file} 已存在；加 --force 覆盖。 ${file} exists; add --force to overwrite it.`);
    process.exit(1);
  }
  const started = performance.now();
  let manifest: BackupManifest;
  let by = '数据库未在运行，由本命令直接备份';
  try {
    manifest = await backupClosedDataDir(config.dataDir, file);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server holds the database: it takes the copy, between two of its own statements.
    try {
      manifest = await requestBackup(config.dataDir, file);
    } catch (cause) {
      if (!(cause instanceof NoServerError)) throw cause;
      throw new RestoreRefusedError(
        `${error.message}\n该进程没有应答在线备份请求（${cause.message}）：请先停止它再备份。`,
      );
    }
    by = '由运行中的服务进程完成';
  }
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `已备份到 ${file}：${manifest.tables.length} 张表、${rows} 行，数据库结构 ${manifest.migrations.at(-1)?.tag ?? '—'}，` +
      `用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒（${by}）`,
  );
} catch (error) {
  const known = [ConfigError, DataDirLockedError, RestoreRefusedError].some((kind) => error instanceof kind);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
