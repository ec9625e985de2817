import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupManifest } from './format';

const NAME = /^coal-backup-\d{8}-\d{6}\.backup$/;

/** `coal-backup-20261126-203015.backup`, in UTC, so names sort as times do. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `coal-backup-${stamp}.backup`;
}

/**
 * The scheduled backup: a new file in `dir`, then only the newest `keep` of the files this job names
 * are kept. Other files in the folder are never touched.
 */
export async function backupIntoDir(
  backup: (file: string) => Promise<BackupManifest>,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<{ file: string; removed: string[] }> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, backupFileName(now));
  await backup(file);
  const ours = (await readdir(dir)).filter((name) => NAME.test(name)).sort();
  const removed = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of removed) await rm(join(dir, name), { force: true });
  return { file, removed };
}
