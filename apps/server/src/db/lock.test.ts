import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('lockDataDir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coal-lock-'));
  afterEach(() => rmSync(join(dir, 'pglite.lock'), { force: true }));

  it('refuses a second holder while the first lives, and frees on release', () => {
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/正被进程/);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    writeFileSync(
      join(dir, 'pglite.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: '2020-01-01' }),
    );
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });
});

describe('stale locks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coal-lock-stale-'));
  afterEach(() => rmSync(join(dir, 'pglite.lock'), { force: true }));
  const write = (owner: object) =>
    writeFileSync(
      join(dir, 'pglite.lock'),
      JSON.stringify({ host: hostname(), since: '2020-01-01', ...owner }),
    );

  it('takes over a lock with our own pid that this process never took (a restarted container)', () => {
    write({ pid: process.pid });
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('takes over a lock from before a reboot, even when its pid runs now', () => {
    write({ pid: process.ppid, bootId: '00000000-0000-0000-0000-000000000000' });
    lockDataDir(dir)();
  });

  it('takes over a lock whose pid now belongs to a later process', () => {
    write({ pid: process.ppid, startTime: '1' });
    lockDataDir(dir)();
  });

  it('keeps refusing while the recorded process is the one still running', () => {
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    write({
      pid: process.ppid,
      startTime,
      bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('never treats another host’s lock as stale', () => {
    write({ pid: 2 ** 22 + 1, host: 'another-host' });
    expect(() => lockDataDir(dir)).toThrow(/another-host/);
  });
});
