// npm run db:restore -- <file> [--force]
// Restores a backup written by db:backup into DATA_DIR. Refuses a backup from a newer schema, and a DATA_DIR
// that holds a database unless --force (the database there is moved aside). PostgreSQL: use pg_restore.
import './cli-cwd';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupFileError, RestoreRefusedError, restorePglite } from '../db/backup';
import { DataDirLockedError } from '../db/lock';

const args = process.argv.slice(2).filter((arg) => arg !== '--force');
if (args.length !== 1) {
  console.error('用法 Usage: npm run db:restore -- <备份文件> [--force]');
  process.exit(2);
}

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL 指向 PostgreSQL：请用 pg_restore 恢复（见 README“备份与恢复”）。\n' +
        'DATABASE_URL names PostgreSQL: restore it with pg_restore (see the README).',
    );
    process.exit(2);
  }
  const file = resolve(args[0]!);
  const { manifest, replaced } = await restorePglite(file, config.dataDir, {
    force: process.argv.includes('--force'),
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `已从 ${file} 恢复到 ${config.dataDir}：${manifest.tables.length} 张表、${rows} 行，行数与校验和均与备份一致` +
      `（备份于 ${manifest.createdAt}）。下次启动时会执行此后新增的数据库迁移。`,
  );
  if (replaced) console.log(`原数据库已移到 ${replaced}；确认无误后可删除。`);
} catch (error) {
  const known = [ConfigError, DataDirLockedError, RestoreRefusedError, BackupFileError].some(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
