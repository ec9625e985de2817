import { open, readFile, writeFile, rename } from 'node:fs/promises';

/** The first line of every backup file: what it is and the layout's version. */
const MAGIC = 'GUIZHOU-COAL-CONSOLE-BACKUP 1';

export interface TableSum {
  /** schema.table */
  name: string;
  rows: number;
  /** Order-free sum of the rows' md5 digests: equal tables give equal sums whatever their physical order. */
  checksum: string;
}

export interface AppliedMigration {
  tag: string;
  /** The journal's `when`, which drizzle records as the migration's created_at. */
  when: number;
}

export interface BackupManifest {
  createdAt: string;
  database: 'pglite';
  /** PostgreSQL's version string of the embedded engine that wrote it. */
  engine: string;
  migrations: AppliedMigration[];
  tables: TableSum[];
}

export class BackupFileError extends Error {}

/**
 * Writes the backup: the magic line, the manifest as one JSON line, then the data directory's gzipped tar.
 * Written beside the target and renamed, so a half-written file never carries the final name.
 */
export async function writeBackupFile(file: string, manifest: BackupManifest, tarball: Uint8Array) {
  const head = Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`, 'utf8');
  const partial = `${file}.partial`;
  await writeFile(partial, Buffer.concat([head, tarball]), { mode: 0o600 });
  await rename(partial, file);
}

/** Reads a backup file written by writeBackupFile; anything else is refused with a clear message. */
export async function readBackupFile(file: string): Promise<{ manifest: BackupManifest; tarball: Buffer }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(`无法读取备份文件 ${file}：${error.code ?? error.message}`);
  });
  await handle.close();
  const data = await readFile(file);
  const first = data.indexOf(0x0a);
  const second = first < 0 ? -1 : data.indexOf(0x0a, first + 1);
  if (first < 0 || second < 0 || data.subarray(0, first).toString('utf8') !== MAGIC)
    throw new BackupFileError(`${file} 不是本平台的数据库备份文件（应以 "${MAGIC}" 开头）`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(data.subarray(first + 1, second).toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupFileError(`${file} 的备份说明已损坏`);
  }
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.migrations))
    throw new BackupFileError(`${file} 的备份说明已损坏`);
  return { manifest, tarball: data.subarray(second + 1) };
}
