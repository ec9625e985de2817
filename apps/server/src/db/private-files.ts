import fs, { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

const privateDirs = new Set<string>();

const isPrivate = (path: unknown) =>
  typeof path === 'string' && [...privateDirs].some((dir) => path === dir || path.startsWith(dir + sep));

/**
 * PGlite's file system layer creates every file of the database and then chmods it to 0666, past the
 * process umask. Its chmods go through this process's `fs` module, so group and other bits are stripped
 * from chmods of files inside private directories.
 */
function guardChmod(): void {
  if (privateDirs.size) return;
  const chmod = fs.chmodSync;
  fs.chmodSync = (path, mode) => chmod(path, isPrivate(path) ? Number(mode) & ~0o077 : mode);
}

/**
 * Makes the embedded database's directory private to the server's account: folders 0700, files 0600
 * from now on, and the modes of an existing directory repaired. Returns how many modes were repaired.
 */
export function makePrivate(dir: string): number {
  guardChmod();
  privateDirs.add(resolve(dir));
  process.umask(process.umask() | 0o077);
  return repair(dir);
}

function repair(path: string): number {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  let repaired = 0;
  if (stat.mode & 0o077) {
    // Group and others lose every right; the owner keeps its own.
    chmodSync(path, stat.isDirectory() ? 0o700 : stat.mode & 0o700);
    repaired++;
  }
  if (stat.isDirectory()) for (const name of readdirSync(path)) repaired += repair(join(path, name));
  return repaired;
}
