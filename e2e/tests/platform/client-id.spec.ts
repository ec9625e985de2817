import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const root = resolve(import.meta.dirname, '../../..');
// Beside the suite's own server, two ports up from it.
const port = Number(process.env.E2E_PORT ?? 8190) + 2;
const base = `http://127.0.0.1:${port}`;
const CLIENT_ID = 'client-set-at-run-time-7f3a';

test('a server started with its own CLIENT_ID takes sign-ins from its own page, without a rebuild', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-client-id-'));
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      CLIENT_ID,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((done) => server.once('exit', done));
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, {
        timeout: 150_000,
        intervals: [500],
      })
      .toBe(200);
    const html = await (await fetch(`${base}/login`)).text();
    expect(html).toContain(`<meta name="coal-client-id" content="${CLIENT_ID}"`);

    await page.goto(`${base}/login`);
    await page.getByLabel('用户名', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin123');
    const [login] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: '登录', exact: true }).click(),
    ]);
    expect(login.headers().clientid).toBe(CLIENT_ID);
    await expect(page.getByRole('heading', { name: /^待办/ })).toBeVisible();
    await expect(page.getByText('客户端标识无效')).toHaveCount(0);
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
