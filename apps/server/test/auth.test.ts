import { SignJWT, decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  buildApp,
  call,
  CLIENT_ID,
  createStore,
  login,
  TEST_SECRET,
  type TestStore,
} from './helpers';

describe.each(backends)('auth and sessions on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store, {
      limits: {
        pair: { max: 3, windowSeconds: 600 },
        account: { max: 10, windowSeconds: 600 },
        ip: { max: 6, windowSeconds: 600 },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const getInfo = (headers: Record<string, string>) =>
    call<{ data: { user: { userName: string; role: string }; roles: string[]; permissions: string[] } }>(
      app,
      {
        method: 'GET',
        url: '/api/system/user/getInfo',
        headers,
      },
    );

  it('logs in and returns a token with its lifetime', async () => {
    const res = await call<{ data: { access_token: string; expire_in: number; client_id: string } }>(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: CLIENT_ID },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.access_token.split('.')).toHaveLength(3);
    expect(res.body.data.expire_in).toBe(store.config.jwtTtlSeconds);
    expect(decodeJwt(res.body.data.access_token)).toMatchObject({ sub: '1', clientid: CLIENT_ID });
  });

  it('names the empty fields, in the language the client asks for', async () => {
    const zh = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: CLIENT_ID },
      payload: { username: '', password: '' },
    });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 400, msg: '「用户名」不能为空；「密码」不能为空' });
    const en = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: CLIENT_ID, 'accept-language': 'en-US,en;q=0.9' },
      payload: { username: 'admin' },
    });
    expect(en.body).toMatchObject({ code: 400, msg: '"password" is required' });
  });

  it('refuses a wrong password without a token', async () => {
    const res = await call<{ data: unknown }>(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: CLIENT_ID },
      payload: { username: 'user', password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '用户名或密码错误', data: null });
  });

  it('refuses a login from an unknown client', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: 'someone-else' },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('客户端标识无效');
  });

  it('returns the user store with roles and permissions', async () => {
    const { headers } = await login(app, 'admin');
    const res = await getInfo(headers);
    expect(res.body.code).toBe(200);
    expect(res.body.data.user).toMatchObject({ userName: 'admin', nickName: '系统管理员', role: 'admin' });
    for (const field of [
      'avatar',
      'job',
      'organization',
      'location',
      'email',
      'introduction',
      'personalWebsite',
      'jobName',
      'organizationName',
      'locationName',
      'phone',
      'registrationDate',
      'accountId',
      'certification',
    ]) {
      expect(res.body.data.user).toHaveProperty(field);
    }
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    expect(res.body.data.roles).toEqual(['admin', 'user']);
    expect(res.body.data.permissions).toEqual(['*:*:*']);
  });

  it('answers 401 without a token, with a tampered token and with a wrong clientid', async () => {
    const { token } = await login(app, 'user');
    expect((await getInfo({})).body.code).toBe(401);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await getInfo({
      authorization: `Bearer ${head}.${payload}.${flipped}`,
      clientid: CLIENT_ID,
    });
    expect(tampered.status).toBe(401);
    expect(tampered.body.code).toBe(401);
    // A payload re-encoded to claim another user keeps the old signature: refused.
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '1' })).toString('base64url');
    expect(
      (await getInfo({ authorization: `Bearer ${head}.${forged}.${signature}`, clientid: CLIENT_ID })).body
        .code,
    ).toBe(401);
    const wrongClient = await getInfo({ authorization: `Bearer ${token}`, clientid: 'another-client' });
    expect(wrongClient.status).toBe(401);
    expect(wrongClient.body.msg).toBe('客户端标识与令牌不匹配');
  });

  it('answers 401 for an expired token even when its session exists', async () => {
    const { token } = await login(app, 'user');
    const claims = decodeJwt(token);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ clientid: CLIENT_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setJti(String(claims.jti))
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await getInfo({ authorization: `Bearer ${expired}`, clientid: CLIENT_ID });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('登录状态已过期，请重新登录');
  });

  it('revokes the token on logout', async () => {
    const { headers } = await login(app, 'user');
    expect((await getInfo(headers)).body.code).toBe(200);
    const out = await call(app, { method: 'DELETE', url: '/api/auth/logout', headers });
    expect(out.body).toMatchObject({ code: 200, msg: '登出成功' });
    expect((await getInfo(headers)).body.code).toBe(401);
  });

  it('refuses a plain user who asks to act as admin, and keeps its role', async () => {
    const { headers } = await login(app, 'user');
    const res = await call(app, {
      method: 'POST',
      url: '/api/system/user/switchRole',
      headers,
      payload: { role: 'admin' },
    });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('当前账号没有「admin」角色，无法切换');
    const info = await getInfo(headers);
    expect(info.body.data.user.role).toBe('user');
    expect(info.body.data.roles).toEqual(['user']);
    const adminOnly = await call(app, {
      method: 'POST',
      url: '/api/system/dict/data',
      headers,
      payload: { dictType: 'coal_rank', dictLabel: 'x', dictValue: 'x' },
    });
    expect(adminOnly.status).toBe(403);
  });

  it('lets an admin act as a user and back, and the server enforces the acting role', async () => {
    const { headers } = await login(app, 'admin');
    const toUser = await call<{ data: { role: string } }>(app, {
      method: 'POST',
      url: '/api/system/user/switchRole',
      headers,
      payload: {},
    });
    expect(toUser.body).toMatchObject({ code: 200, msg: '已切换为普通用户角色', data: { role: 'user' } });
    expect((await getInfo(headers)).body.data.user.role).toBe('user');
    const denied = await call(app, { method: 'DELETE', url: '/api/system/dict/data/1', headers });
    expect(denied.status).toBe(403);
    const back = await call<{ data: { role: string } }>(app, {
      method: 'POST',
      url: '/api/system/user/switchRole',
      headers,
      payload: { role: 'admin' },
    });
    expect(back.body.data.role).toBe('admin');
    expect((await getInfo(headers)).body.data.permissions).toEqual(['*:*:*']);
  });

  it('throttles an account after repeated failures, even with the right password then', async () => {
    const attempt = (password: string, remoteAddress = '10.1.1.1') =>
      call(app, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { clientid: CLIENT_ID },
        payload: { username: 'ghost-or-user', password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('bad')).status).toBe(401);
    const blocked = await attempt('bad');
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/^该账号登录失败次数过多，请 \d+ 分钟后再试$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles a client address that sprays many accounts', async () => {
    const remoteAddress = '10.2.2.2';
    for (let i = 0; i < 6; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { clientid: CLIENT_ID },
        payload: { username: `spray${i}`, password: 'x' },
      });
      expect(res.status).toBe(401);
    }
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { clientid: CLIENT_ID },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(res.status).toBe(429);
    expect(res.body.msg).toMatch(/^登录失败次数过多/);
    // Another address is not affected.
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.3.3.3',
          headers: { clientid: CLIENT_ID },
          payload: { username: 'admin', password: 'admin123' },
        })
      ).status,
    ).toBe(200);
  });

  it('revokes every session of an account when its password changes', async () => {
    const first = await login(app, 'user');
    const second = await login(app, 'user');
    const weak = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile/updatePwd',
      headers: first.headers,
      payload: { oldPassword: 'user1234', newPassword: 'short' },
    });
    expect(weak.body.msg).toBe('「新密码」长度不能少于 8 个字符');
    const wrong = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile/updatePwd',
      headers: first.headers,
      payload: { oldPassword: 'nope-nope', newPassword: 'new-password-1' },
    });
    expect(wrong.body).toMatchObject({ code: 400, msg: '原密码不正确' });
    const changed = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile/updatePwd',
      headers: first.headers,
      payload: { oldPassword: 'user1234', newPassword: 'new-password-1' },
    });
    expect(changed.body.code).toBe(200);
    expect((await getInfo(first.headers)).body.code).toBe(401);
    expect((await getInfo(second.headers)).body.code).toBe(401);
    await expect(login(app, 'user', 'user1234')).rejects.toThrow();
    const again = await login(app, 'user', 'new-password-1');
    await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile/updatePwd',
      headers: again.headers,
      payload: { oldPassword: 'new-password-1', newPassword: 'user1234' },
    });
  });
});
