import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../lock';
import { PGLITE_EXTENSIONS } from '../pglite-extensions';
import { type BackupManifest, readBackupFile, writeBackupFile } from './format';
import { appliedMigrations, journal, newerMigrations } from './migrations';
import { differingTables, type RawQuery, tableSums } from './table-sums';

export class RestoreRefusedError extends Error {}

/** The embedded database's files under DATA_DIR. */
export const pgdataOf = (dataDir: string) => join(dataDir, 'pgdata');

/**
 * Writes a consistent backup of an open embedded database. PGlite runs one statement at a time, and
 * queries and transactions all wait on one lock: inside this transaction nothing else writes, so the
 * table sums and the copied files describe one moment, even while imports are under way (an import's
 * own transaction is either done before or starts after).
 */
export async function backupPglite(client: PGlite, file: string): Promise<BackupManifest> {
  // Flushed pages make the copy start without replaying the log; it would be consistent either way.
  await client.query('checkpoint');
  return client.transaction(async (tx) => {
    const query: RawQuery = (text) => tx.query(text);
    const [engine, migrations, tables] = [
      (await query<{ version: string }>('select version()')).rows[0]!.version,
      await appliedMigrations(query),
      await tableSums(query),
    ];
    const tarball = await client.dumpDataDir('gzip');
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      database: 'pglite',
      engine,
      migrations,
      tables,
    };
    await writeBackupFile(file, manifest, new Uint8Array(await tarball.arrayBuffer()));
    return manifest;
  });
}

/** Backs up a DATA_DIR no server has open: takes its lock for the time of the copy. */
export async function backupClosedDataDir(dataDir: string, file: string): Promise<BackupManifest> {
  if (!existsSync(join(pgdataOf(dataDir), 'PG_VERSION')))
    throw new RestoreRefusedError(`数据目录 ${dataDir} 中没有内嵌数据库（${pgdataOf(dataDir)}）`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(pgdataOf(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      return await backupPglite(client, file);
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database that was there before went, when `force` replaced one. */
  replaced: string | undefined;
}

/**
 * Restores a backup file into DATA_DIR: refuses a backup from a newer schema, and a DATA_DIR that holds a
 * database unless `force` (which moves that database aside, not away). The restored tables are counted
 * and summed against the backup's manifest before it is kept. Migrations newer than the backup run at the
 * server's next start, as on any older database.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const { manifest, tarball } = await readBackupFile(file);
  const newer = newerMigrations(manifest.migrations);
  if (newer.length)
    throw new RestoreRefusedError(
      `备份来自更新的数据库结构：其迁移 ${newer.map((m) => m.tag).join('、')} 本程序没有` +
        `（本程序最新的迁移是 ${journal().at(-1)?.tag ?? '无'}）。请用与备份相同或更新版本的程序恢复。\n` +
        `The backup is from a newer schema (${newer.map((m) => m.tag).join(', ')}); restore it with the same or a newer release.`,
    );
  const unlock = lockDataDir(dataDir);
  const target = pgdataOf(dataDir);
  let replaced: string | undefined;
  try {
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!force)
        throw new RestoreRefusedError(
          `数据目录 ${dataDir} 已有数据库（${target}）。恢复会替换它：确认后加 --force 重试` +
            `（原数据库将移到同目录下的 pgdata.replaced-<时间>），或指定一个空的 DATA_DIR。\n` +
            `${dataDir} already holds a database; add --force to replace it (it is moved aside, not deleted).`,
        );
      replaced = `${target}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, replaced);
    }
    try {
      const client = await PGlite.create(target, {
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: new Blob([tarball]),
      });
      try {
        const differing = differingTables(manifest.tables, await tableSums((text) => client.query(text)));
        if (differing.length)
          throw new RestoreRefusedError(
            `恢复后的数据与备份说明不符（${differing.join('、')}）：备份文件可能已损坏，未恢复。`,
          );
      } finally {
        await client.close();
      }
    } catch (error) {
      // Nothing half-restored stays: the previous database, if any, comes back.
      rmSync(target, { recursive: true, force: true });
      if (replaced) renameSync(replaced, target);
      replaced = undefined;
      throw error;
    }
    return { manifest, replaced };
  } finally {
    unlock();
  }
}
