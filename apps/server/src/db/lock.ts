import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** The kernel's boot id: a lock from before a reboot is stale whatever its pid. */
  bootId?: string | null;
  /** The process's start time in clock ticks since boot: tells a live holder from a reused pid. */
  startTime?: string | null;
}

/** Directories this process holds: its own pid in a lock file it does not hold is a previous life's. */
const heldHere = new Set<string>();

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** Field 22 of /proc/<pid>/stat, read after the parenthesised command name (which may hold spaces). */
function startTimeOf(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock is stale when its holder on this host cannot be running: rebooted since, dead, ourselves, or reused. */
export function isStale(holder: LockOwner, dir: string, self = process.pid): boolean {
  if (holder.host !== hostname()) return false;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return true;
  // In a container the server is process 1 in every life: our pid in a lock we never took is a crashed life's.
  if (holder.pid === self) return !heldHere.has(dir);
  if (!isAlive(holder.pid)) return true;
  const started = startTimeOf(holder.pid);
  return Boolean(holder.startTime && started && started !== holder.startTime);
}

/**
 * Takes the embedded database's data directory for this process. PGlite has no lock of its own, and two
 * processes writing one directory corrupt it, so a second process fails here with a clear message.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'pglite.lock');
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    bootId: bootId(),
    startTime: startTimeOf(process.pid),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      heldHere.add(dir);
      return () => {
        heldHere.delete(dir);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readOwner(file);
      if (!holder || isStale(holder, dir)) {
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
