import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const root = resolve(import.meta.dirname, '../../..');
const port = 8191;
const base = `http://127.0.0.1:${port}`;

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

test('npm start serves the app, deep links and the API, refuses a second process, and shuts down cleanly', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-start-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  // Its own process group, so a failed run can stop npm and the server under it together.
  const server = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let stdout = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = exitOf(server);
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, {
        timeout: 200_000,
        intervals: [500],
      })
      .toBe(200);

    const health = (await (await fetch(`${base}/api/health`)).json()) as {
      code: number;
      data: { database: { kind: string; status: string } };
    };
    expect(health).toMatchObject({ code: 200, data: { database: { kind: 'pglite', status: 'up' } } });

    // One readable line tells what to open and on what data; every other line of stdout is the JSON log.
    await expect.poll(() => stdout.includes('已启动')).toBe(true);
    const lines = stdout.split('\n').filter(Boolean);
    const startLines = lines.filter((line) => line.startsWith('贵州煤矿大数据信息平台已启动'));
    expect(startLines).toEqual([
      `贵州煤矿大数据信息平台已启动，请打开 http://127.0.0.1:${port}/ ｜ 数据目录 ${dataDir} ｜ ` +
        '数据库 PGlite（内嵌） ｜ 示例数据 本次启动已载入（900 座煤矿）',
    ]);
    // npm's own banner (`> guizhou-coal-console@0.1.0 start`) comes before the server's lines.
    const logLines = lines.filter((line) => !startLines.includes(line) && !line.startsWith('> '));
    expect(logLines.length).toBeGreaterThan(2);
    for (const line of logLines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();

    for (const path of ['/', '/mine/1', '/dashboard/workplace?tab=1']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toContain('text/html');
      expect(page.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(await page.text(), path).toContain('<div id="root">');
    }
    const missingApi = await fetch(`${base}/api/mine/nothing-here`);
    expect(missingApi.status).toBe(404);
    expect(((await missingApi.json()) as { code: number }).code).toBe(404);

    // A second process on the same embedded data dir must refuse to start instead of corrupting it.
    const second = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: { ...env, PORT: String(port + 1) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let secondOutput = '';
    second.stderr?.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    expect((await exitOf(second)).code).toBe(1);
    expect(secondOutput).toContain('正被进程');

    // Ctrl-C in a terminal, or a service manager stopping the unit: the whole process group gets the signal.
    process.kill(-server.pid!, 'SIGINT');
    await exited;
    expect(output).toContain('shutting down');
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status)
      .toBeUndefined();
    // A clean close released the lock; a crash would have left it behind.
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    if (server.exitCode === null && server.signalCode === null && server.pid)
      process.kill(-server.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
