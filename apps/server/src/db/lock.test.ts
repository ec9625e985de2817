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
