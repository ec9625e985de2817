import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptLimits } from '../src/modules/auth';
import { backends, buildApp, call, CLIENT_ID, createStore, login, type TestStore } from './helpers';

const OWNER_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 owner';

const open: { app: FastifyInstance; store: TestStore }[] = [];
afterEach(async () => {
  for (const { app, store } of open.splice(0)) {
    await app.close();
    await store.destroy();
  }
});

async function start(backend: (typeof backends)[number], limits?: Partial<AttemptLimits>) {
  const store = await createStore(backend);
  const app = await buildApp(store, limits ? { limits } : {});
  open.push({ app, store });
  return app;
}

const signIn = (
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress: string,
  userAgent = 'curl/8.5',
) =>
  call(app, {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { clientid: CLIENT_ID, 'user-agent': userAgent },
    payload: { username, password },
  });

describe.each(backends)('a sign-in lock the attacker cannot turn against the owner (%s)', (backend) => {
  it('30 failures from 30 addresses lock the account only for places it never signed in from', async () => {
    const app = await start(backend);
    expect((await signIn(app, 'user', 'user1234', '10.5.0.1', OWNER_BROWSER)).status).toBe(200);
    for (let i = 0; i < 30; i++)
      expect((await signIn(app, 'user', 'guess', `10.6.0.${i + 1}`)).status).toBe(401);

    // Elsewhere the right password does not open it, and the answer says why and for how long.
    const stranger = await signIn(app, 'user', 'user1234', '10.7.0.1', OWNER_BROWSER);
    expect(stranger.status).toBe(429);
    expect(stranger.body.msg).toMatch(/^该账号因多次登录失败已临时锁定，请 (59|60) 分钟后再试；/);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(3000);
    // The owner's browser at the owner's address still signs in.
    expect((await signIn(app, 'user', 'user1234', '10.5.0.1', OWNER_BROWSER)).status).toBe(200);
    // The owner's address with another client is not the owner's place.
    expect((await signIn(app, 'user', 'user1234', '10.5.0.1', 'curl/8.5')).status).toBe(429);
    // A wrong password from the owner's place is a plain failure, counted for that pair.
    expect((await signIn(app, 'user', 'wrong', '10.5.0.1', OWNER_BROWSER)).status).toBe(401);
    // Other accounts are untouched.
    expect((await signIn(app, 'admin', 'admin123', '10.7.0.1')).status).toBe(200);
  });

  it('an admin unlocks the account in user management, with an audit row; nobody else may', async () => {
    const app = await start(backend);
    const user = await login(app, 'user');
    for (let i = 0; i < 31; i++) await signIn(app, 'user', 'guess', `10.8.0.${i + 1}`);
    expect((await signIn(app, 'user', 'user1234', '10.9.0.1')).status).toBe(429);

    const admin = await login(app, 'admin');
    const users = await call<{ rows: { userId: number; userName: string; locked: boolean }[] }>(app, {
      method: 'GET',
      url: '/api/system/user/list?pageSize=100',
      headers: admin.headers,
    });
    const locked = users.body.rows.find((row) => row.userName === 'user')!;
    expect(locked.locked).toBe(true);
    const unlock = (headers: Record<string, string>, userId = locked.userId) =>
      call(app, { method: 'PUT', url: `/api/system/user/${userId}/unlock`, headers });

    expect((await unlock(admin.headers, 999_999)).status).toBe(404);
    expect((await unlock({ authorization: 'Bearer x', clientid: CLIENT_ID })).status).toBe(401);
    // A user's attempt is refused and changes nothing: the lock holds.
    expect((await unlock(user.headers)).status).toBe(403);
    expect((await signIn(app, 'user', 'user1234', '10.9.0.1')).status).toBe(429);

    const done = await unlock(admin.headers);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('已解除账号「user」的登录锁定');
    expect((await signIn(app, 'user', 'user1234', '10.9.0.1')).status).toBe(200);
    const audit = await call<{ rows: { targetId: number; before: unknown; after: unknown }[] }>(app, {
      method: 'GET',
      url: `/api/system/auditLog/list?pageSize=100&targetId=${locked.userId}`,
      headers: admin.headers,
    });
    expect(audit.body.rows[0]).toMatchObject({ before: { locked: true }, after: { locked: false } });
  });

  it('each lock of one account from one address lasts twice the last', async () => {
    const app = await start(backend, { pair: { max: 2, windowSeconds: 2 } });
    const lockAfterFailures = async () => {
      for (let i = 0; i < 2; i++) expect((await signIn(app, 'user', 'guess', '10.4.0.1')).status).toBe(401);
      const locked = await signIn(app, 'user', 'user1234', '10.4.0.1');
      expect(locked.status).toBe(429);
      return Number(locked.headers['retry-after']);
    };
    expect(await lockAfterFailures()).toBe(2);
    await sleep(2_100);
    expect(await lockAfterFailures()).toBe(4);
    // Another address for the same account is its own pair.
    expect((await signIn(app, 'user', 'user1234', '10.4.0.2')).status).toBe(200);
    await sleep(4_100);
    // A success ends the strikes: the next lock is the first again.
    expect((await signIn(app, 'user', 'user1234', '10.4.0.1')).status).toBe(200);
    expect(await lockAfterFailures()).toBe(2);
  });
});
