import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { backends, buildApp, call, CLIENT_ID, createStore, login, type TestStore } from './helpers';

const open: { app?: FastifyInstance; store?: TestStore }[] = [];
// Every server closes before any store goes: a store's drop ends the connections still open on it, and
// a restart test's second server shares the first one's store.
afterEach(async () => {
  const started = open.splice(0);
  for (const { app } of started) await app?.close().catch(() => undefined);
  for (const { store } of started) await store?.destroy();
});

async function start(backend: (typeof backends)[number], env: Record<string, string> = {}) {
  const store = await createStore(backend, env);
  const app = await buildApp(store);
  open.push({ app, store });
  return { store, app };
}

const signIn = (
  app: FastifyInstance,
  username: string,
  password: string,
  extra: { remoteAddress?: string; forwardedFor?: string } = {},
) =>
  call(app, {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: extra.remoteAddress ?? '10.9.0.1',
    headers: {
      clientid: CLIENT_ID,
      ...(extra.forwardedFor ? { 'x-forwarded-for': extra.forwardedFor } : {}),
    },
    payload: { username, password },
  });

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe.each(backends)('sign-in limits on %s', (backend) => {
  it('never evaluates more parallel wrong passwords than the limit allows', async () => {
    const { app } = await start(backend);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => signIn(app, 'user', 'wrong-password')),
    );
    const counted = statuses(results);
    expect(counted[401]).toBe(5);
    expect(counted[429]).toBe(195);
  });

  it('answers every one of many parallel sign-ins, right and wrong, from several addresses', async () => {
    const { app } = await start(backend);
    // Successes clear their counters while failures reserve theirs, on shared account and address rows.
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        signIn(app, i % 2 ? 'admin' : 'user', i % 3 ? 'wrong-password' : i % 2 ? 'admin123' : 'user1234', {
          remoteAddress: `10.9.1.${i % 4}`,
        }),
      ),
    );
    const counted = statuses(results);
    expect(
      results.filter((r) => ![200, 401, 429].includes(r.status)).map((r) => r.status),
      JSON.stringify(counted),
    ).toEqual([]);
  });

  it('does not let the right password through among 39 wrong ones sent at once', async () => {
    const { app } = await start(backend);
    const results = await Promise.all([
      ...Array.from({ length: 39 }, () => signIn(app, 'admin', 'wrong-password')),
      signIn(app, 'admin', 'admin123'),
    ]);
    const counted = statuses(results);
    // At most five attempts reach the password check, whichever they are.
    expect((counted[401] ?? 0) + (counted[200] ?? 0)).toBe(5);
    expect(counted[429]).toBe(35);
  });

  it('keeps the counters across a restart', async () => {
    const { store, app } = await start(backend);
    for (let i = 0; i < 5; i++) expect((await signIn(app, 'user', 'wrong-password')).status).toBe(401);
    await app.close();
    const again = await buildApp(store);
    open.push({ app: again });
    const blocked = await signIn(again, 'user', 'user1234');
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/^该账号登录失败次数过多，请 1[45] 分钟后再试$/);
  });

  it('behind a trusted proxy, one user’s failures do not lock another user or the same user elsewhere', async () => {
    const { app } = await start(backend, { TRUST_PROXY: 'true' });
    const proxy = '10.0.0.2';
    for (let i = 0; i < 40; i++)
      await signIn(app, 'user', 'wrong-password', { remoteAddress: proxy, forwardedFor: '203.0.113.5' });
    expect(
      (await signIn(app, 'user', 'user1234', { remoteAddress: proxy, forwardedFor: '203.0.113.5' })).status,
    ).toBe(429);
    // Everyone else behind the same proxy signs in.
    expect(
      (await signIn(app, 'admin', 'admin123', { remoteAddress: proxy, forwardedFor: '203.0.113.9' })).status,
    ).toBe(200);
    // The attacked account still opens for its owner at another address, under the account-wide ceiling.
    expect(
      (await signIn(app, 'user', 'user1234', { remoteAddress: proxy, forwardedFor: '198.51.100.7' })).status,
    ).toBe(200);
  });

  it('rations checks of the current password and refuses a new password equal to the old', async () => {
    const { app } = await start(backend);
    const session = await login(app, 'user');
    const change = (oldPassword: string, newPassword: string) =>
      call(app, {
        method: 'PUT',
        url: '/api/system/user/profile/updatePwd',
        headers: session.headers,
        payload: { oldPassword, newPassword },
      });
    const same = await change('user1234', 'user1234');
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe('新密码不能与原密码相同');
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => change('not-the-password', 'new-password-1')),
    );
    expect(statuses(tries)).toEqual({ 400: 5, 429: 15 });
    const blocked = await change('user1234', 'new-password-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/^原密码错误次数过多，请 1[45] 分钟后再试$/);
    // Nothing changed: the old password still signs in.
    expect((await signIn(app, 'user', 'user1234', { remoteAddress: '10.9.9.9' })).status).toBe(200);
  });
});

describe('request rate limits per address', () => {
  it('answers 429 with a message past the general limit and past the sign-in limit', async () => {
    const { app } = await start('pglite', { RATE_LIMIT_PER_MINUTE: '40' });
    const health = () => call(app, { method: 'GET', url: '/api/health', remoteAddress: '10.7.0.1' });
    for (let i = 0; i < 40; i++) expect((await health()).status).toBe(200);
    const limited = await health();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Sign-in has its own, tighter limit: 30 a minute from one address, whatever the accounts.
    const results = [];
    for (let i = 0; i < 31; i++)
      results.push(await signIn(app, `nobody${i}`, 'x', { remoteAddress: '10.7.0.2' }));
    expect(results.slice(0, 30).every((r) => r.status === 401)).toBe(true);
    expect(results[30]).toMatchObject({ status: 429, body: { msg: '请求过于频繁，请稍后再试' } });
  });
});
