import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's data directory for this process. PGlite has no lock of its own, and two
 * processes writing one directory corrupt it, so a second process fails here with a clear message.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pglite.lock');
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readOwner(file);
      const stale = holder && holder.host === owner.host && !isAlive(holder.pid);
      if (!holder || stale) {
        // Left behind by a process that died: its data is PGlite's to recover, the lock is ours to take.
        rmSync(file, { force: true });
        continue;
      }
      throw new DataDirLockedError(
        `数据目录 ${dir} 正被进程 ${holder.pid}（${holder.host}，自 ${holder.since}）使用；` +
          `同一个内嵌数据库不能由两个进程同时打开。请先停止该进程，或为本进程设置不同的 DATA_DIR。\n` +
          `The data directory ${dir} is in use by process ${holder.pid} on ${holder.host} since ${holder.since}; ` +
          `stop it or set another DATA_DIR.`,
      );
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}
