import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  buildApp,
  call,
  CLIENT_ID,
  createStore,
  login,
  type Session,
  type TestStore,
} from './helpers';

interface UserRow {
  userId: number;
  userName: string;
  nickName: string;
  roles: string[];
  status: string;
  locked: boolean;
  mustChangePassword: boolean;
  activeSessions: number;
}
interface AuditRow {
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  userName: string;
}
interface LoginRow {
  userName: string;
  event: string;
  reason: string;
  browser: string;
}

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(backends)('system management: users, sessions and logs (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store, {
      limits: {
        pair: { max: 3, windowSeconds: 600 },
        account: { max: 20, windowSeconds: 600 },
        ip: { max: 1000, windowSeconds: 600 },
      },
    });
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const as = (session: Session) => ({ ...session.headers });
  const listUsers = async (query = '') =>
    (
      await call<{ rows: UserRow[]; total: number }>(app, {
        method: 'GET',
        url: `/api/system/user/list?pageSize=100${query}`,
        headers: as(admin),
      })
    ).body;
  const userNamed = async (userName: string) =>
    (await listUsers(`&keyword=${userName}`)).rows.find((u) => u.userName === userName);
  const auditRows = async (query = '') =>
    (
      await call<{ rows: AuditRow[]; total: number }>(app, {
        method: 'GET',
        url: `/api/system/auditLog/list?pageSize=100${query}`,
        headers: as(admin),
      })
    ).body;
  const loginRows = async (userName: string) =>
    (
      await call<{ rows: LoginRow[] }>(app, {
        method: 'GET',
        url: `/api/system/loginLog/list?pageSize=100&userName=${encodeURIComponent(userName)}`,
        headers: as(admin),
      })
    ).body.rows;
  const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
    call<{ data: { access_token: string } }>(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: CLIENT_ID, 'user-agent': FIREFOX, ...headers },
      payload: { username, password },
    });
  const sessionOf = (token: string): Session => ({
    token,
    headers: { authorization: `Bearer ${token}`, clientid: CLIENT_ID },
  });
  const create = (body: Record<string, unknown>) =>
    call<{ data: { userId: number; initialPassword: string | null } }>(app, {
      method: 'POST',
      url: '/api/system/user',
      headers: as(admin),
      payload: { nickName: '测试用户', roles: ['user'], ...body },
    });
  /** A new account whose owner has chosen a password: a session that reaches the ordinary APIs. */
  const readyAccount = async (userName: string, roles = ['user']) => {
    const created = await create({ userName, password: 'Initial-pass-1', roles });
    const first = sessionOf((await signIn(userName, 'Initial-pass-1')).body.data.access_token);
    const changed = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile/updatePwd',
      headers: as(first),
      payload: { oldPassword: 'Initial-pass-1', newPassword: 'Own-pass-2024' },
    });
    expect(changed.body.code).toBe(200);
    const session = sessionOf((await signIn(userName, 'Own-pass-2024')).body.data.access_token);
    return { userId: created.body.data.userId, session };
  };

  it('refuses every admin endpoint to a user, and nothing changes', async () => {
    const user = await login(app, 'user');
    const target = (await userNamed('user'))!;
    const auditBefore = (await auditRows()).total;
    const usersBefore = await listUsers();
    const adminSession = (
      await call<{ rows: { jti: string; userName: string }[] }>(app, {
        method: 'GET',
        url: '/api/system/online/list?keyword=admin',
        headers: as(admin),
      })
    ).body.rows[0]!;
    const attempts = [
      { method: 'GET', url: '/api/system/user/list' },
      { method: 'GET', url: '/api/system/user/export' },
      {
        method: 'POST',
        url: '/api/system/user',
        payload: { userName: 'intruder', nickName: 'x', roles: ['admin'] },
      },
      {
        method: 'PUT',
        url: `/api/system/user/${target.userId}`,
        payload: { nickName: '改名', roles: ['admin', 'user'] },
      },
      { method: 'PUT', url: '/api/system/user/1/status', payload: { status: '1' } },
      { method: 'PUT', url: '/api/system/user/1/resetPwd', payload: { password: 'Taken-over-1' } },
      { method: 'PUT', url: '/api/system/user/1/unlock' },
      { method: 'GET', url: '/api/system/user/1/sessions' },
      { method: 'GET', url: '/api/system/online/list' },
      { method: 'GET', url: '/api/system/online/export' },
      { method: 'DELETE', url: `/api/system/online/${adminSession.jti}` },
      { method: 'GET', url: '/api/system/loginLog/list' },
      { method: 'GET', url: '/api/system/loginLog/export' },
      { method: 'GET', url: '/api/system/auditLog/list' },
      { method: 'GET', url: '/api/system/auditLog/export' },
      { method: 'GET', url: '/api/system/auditLog/targetTypes' },
    ] as const;
    for (const attempt of attempts) {
      const res = await call(app, { ...attempt, headers: as(user) });
      expect([res.status, res.body.code], `${attempt.method} ${attempt.url}`).toEqual([403, 403]);
    }
    expect(await listUsers()).toEqual(usersBefore);
    expect((await auditRows()).total).toBe(auditBefore);
    expect((await signIn('intruder', 'whatever')).body.code).toBe(401);
    // The admin's session and password stand.
    const info = await call(app, { method: 'GET', url: '/api/system/user/getInfo', headers: as(admin) });
    expect(info.body.code).toBe(200);
    expect((await signIn('admin', 'admin123')).body.code).toBe(200);
  });

  it('creates an account whose generated password is shown once and must be changed first', async () => {
    const created = await create({
      userName: 'zhangsan',
      nickName: '张三',
      organizationName: '毕节市能源局',
    });
    expect(created.body.code).toBe(200);
    const password = created.body.data.initialPassword!;
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12}$/);
    expect(await userNamed('zhangsan')).toMatchObject({
      nickName: '张三',
      mustChangePassword: true,
      status: '0',
    });
    expect((await create({ userName: 'ZhangSan' })).body.code).toBe(409);

    const first = sessionOf((await signIn('zhangsan', password)).body.data.access_token);
    const info = await call<{ data: { user: { mustChangePassword: boolean } } }>(app, {
      method: 'GET',
      url: '/api/system/user/getInfo',
      headers: as(first),
    });
    expect(info.body.data.user.mustChangePassword).toBe(true);
    const refused = await call(app, {
      method: 'POST',
      url: '/api/message/list',
      headers: as(first),
      payload: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('请先修改密码');
    const changed = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile/updatePwd',
      headers: as(first),
      payload: { oldPassword: password, newPassword: 'Qv7#harbour-cinder' },
    });
    expect(changed.body.code).toBe(200);
    const next = sessionOf((await signIn('zhangsan', 'Qv7#harbour-cinder')).body.data.access_token);
    const opened = await call(app, {
      method: 'POST',
      url: '/api/message/list',
      headers: as(next),
      payload: {},
    });
    expect(opened.body.code).toBe(200);
    expect(await userNamed('zhangsan')).toMatchObject({ mustChangePassword: false });
  });

  it('writes exactly one audit row per admin change, with before and after', async () => {
    const { userId } = await readyAccount('lisi');
    const count = async () => (await auditRows(`&targetType=user&targetId=${userId}`)).total;
    const changes = [
      {
        method: 'PUT',
        url: `/api/system/user/${userId}`,
        payload: {
          nickName: '李四',
          organizationName: '六盘水市应急局',
          phone: '0858-1234567',
          roles: ['user'],
        },
      },
      { method: 'PUT', url: `/api/system/user/${userId}/status`, payload: { status: '1' } },
      { method: 'PUT', url: `/api/system/user/${userId}/status`, payload: { status: '0' } },
      { method: 'PUT', url: `/api/system/user/${userId}/resetPwd`, payload: {} },
    ] as const;
    let before = await count();
    // The account's creation, and its owner's first password change.
    expect(before).toBe(2);
    for (const change of changes) {
      const res = await call(app, { ...change, headers: as(admin) });
      expect(res.body.code, change.url).toBe(200);
      expect(await count()).toBe(++before);
    }
    const [latestReset, , , edit] = (await auditRows(`&targetType=user&targetId=${userId}`)).rows;
    expect(latestReset).toMatchObject({
      action: 'update',
      userName: 'admin',
      after: { passwordReset: true },
    });
    expect(edit).toMatchObject({
      before: { nickName: '测试用户', organizationName: '' },
      after: { nickName: '李四', organizationName: '六盘水市应急局' },
    });
    expect(JSON.stringify(await auditRows())).not.toMatch(/argon2|passwordHash/);
  });

  it('leaves neither the change nor its audit row when the audit insert fails', async () => {
    const { userId, session } = await readyAccount('wangwu');
    const db = app.database.db;
    const auditBefore = (await auditRows()).total;
    const before = await userNamed('wangwu');
    await db.execute(
      sql.raw(
        `alter table audit_log add constraint audit_refused check (target_type <> 'user' and target_type <> 'session') not valid`,
      ),
    );
    try {
      const jti = (
        await call<{ rows: { jti: string }[] }>(app, {
          method: 'GET',
          url: `/api/system/user/${userId}/sessions`,
          headers: as(admin),
        })
      ).body.rows[0]!.jti;
      const changes = [
        {
          method: 'POST',
          url: '/api/system/user',
          payload: { userName: 'ghost', nickName: '幽灵', roles: ['user'] },
        },
        {
          method: 'PUT',
          url: `/api/system/user/${userId}`,
          payload: { nickName: '改了', roles: ['admin', 'user'] },
        },
        { method: 'PUT', url: `/api/system/user/${userId}/status`, payload: { status: '1' } },
        {
          method: 'PUT',
          url: `/api/system/user/${userId}/resetPwd`,
          payload: { password: 'Reset-by-admin-1' },
        },
        { method: 'DELETE', url: `/api/system/online/${jti}` },
      ] as const;
      for (const change of changes) {
        const res = await call(app, { ...change, headers: as(admin) });
        expect(res.status, change.url).toBe(500);
      }
    } finally {
      await db.execute(sql.raw('alter table audit_log drop constraint audit_refused'));
    }
    expect((await auditRows()).total).toBe(auditBefore);
    expect(await userNamed('ghost')).toBeUndefined();
    expect(await userNamed('wangwu')).toEqual(before);
    expect((await signIn('wangwu', 'Own-pass-2024')).body.code).toBe(200);
    const still = await call(app, {
      method: 'POST',
      url: '/api/message/list',
      headers: as(session),
      payload: {},
    });
    expect(still.body.code).toBe(200);
  });

  it('refuses a disabled account’s token on its next request and logs the session end', async () => {
    const { userId, session } = await readyAccount('zhaoliu');
    const before = await call(app, {
      method: 'POST',
      url: '/api/message/list',
      headers: as(session),
      payload: {},
    });
    expect(before.body.code).toBe(200);
    const disabled = await call(app, {
      method: 'PUT',
      url: `/api/system/user/${userId}/status`,
      headers: as(admin),
      payload: { status: '1' },
    });
    expect(disabled.body.msg).toContain('zhaoliu');
    const after = await call(app, {
      method: 'POST',
      url: '/api/message/list',
      headers: as(session),
      payload: {},
    });
    expect([after.status, after.body.code]).toEqual([401, 401]);
    expect((await signIn('zhaoliu', 'Own-pass-2024')).body.code).toBe(403);
    const log = await loginRows('zhaoliu');
    expect(log.slice(0, 2)).toMatchObject([
      { event: 'loginFailed', reason: 'disabled' },
      { event: 'sessionEnd', reason: 'accountDisabled', browser: 'Firefox 128' },
    ]);
  });

  it('ends one session from the online list: its next request is refused', async () => {
    const { session } = await readyAccount('sunqi');
    const online = await call<{ rows: { jti: string; userName: string; browser: string; os: string }[] }>(
      app,
      {
        method: 'GET',
        url: '/api/system/online/list?keyword=sunqi',
        headers: as(admin),
      },
    );
    expect(online.body.rows).toHaveLength(1);
    expect(online.body.rows[0]).toMatchObject({
      userName: 'sunqi',
      browser: 'Firefox 128',
      os: 'Windows 10',
    });
    const ended = await call(app, {
      method: 'DELETE',
      url: `/api/system/online/${online.body.rows[0]!.jti}`,
      headers: as(admin),
    });
    expect(ended.body.code).toBe(200);
    const next = await call(app, {
      method: 'POST',
      url: '/api/message/list',
      headers: as(session),
      payload: {},
    });
    expect(next.status).toBe(401);
    expect((await loginRows('sunqi'))[0]).toMatchObject({ event: 'sessionEnd', reason: 'endedByAdmin' });
    const audit = (await auditRows('&targetType=session')).rows[0];
    expect(audit).toMatchObject({ action: 'delete', before: { userName: 'sunqi' } });
  });

  it('keeps the last admin: no admin disables or demotes themselves, and two cannot remove each other', async () => {
    const self = (await userNamed('admin'))!;
    const disable = await call(app, {
      method: 'PUT',
      url: `/api/system/user/${self.userId}/status`,
      headers: as(admin),
      payload: { status: '1' },
    });
    expect([disable.status, disable.body.msg]).toEqual([409, '不能停用自己的账号']);
    const demote = await call(app, {
      method: 'PUT',
      url: `/api/system/user/${self.userId}`,
      headers: as(admin),
      payload: { nickName: self.nickName, roles: ['user'] },
    });
    expect(demote.status).toBe(409);
    expect((await userNamed('admin'))!.roles).toEqual(['admin', 'user']);

    const second = await readyAccount('admin2', ['admin', 'user']);
    const [a, b] = await Promise.all([
      call(app, {
        method: 'PUT',
        url: `/api/system/user/${second.userId}/status`,
        headers: as(admin),
        payload: { status: '1' },
      }),
      call(app, {
        method: 'PUT',
        url: `/api/system/user/${self.userId}/status`,
        headers: as(second.session),
        payload: { status: '1' },
      }),
    ]);
    expect([a.body.code, b.body.code].filter((code) => code === 200)).toHaveLength(1);
    // Whichever won, the other admin is still active: it brings the loser back for the tests after this.
    const survivor = a.body.code === 200 ? admin : second.session;
    const active = await call<{ rows: UserRow[] }>(app, {
      method: 'GET',
      url: '/api/system/user/list?role=admin&status=0',
      headers: as(survivor),
    });
    expect(active.body.rows).toHaveLength(1);
    const loser = a.body.code === 200 ? second.userId : self.userId;
    const restored = await call(app, {
      method: 'PUT',
      url: `/api/system/user/${loser}/status`,
      headers: as(survivor),
      payload: { status: '0' },
    });
    expect(restored.body.code).toBe(200);
    if (survivor !== admin) admin = await login(app);
  });

  it('records each sign-in failure with its reason, and an admin unlocks a locked account', async () => {
    await readyAccount('locked1');
    expect((await signIn('nobody-here', 'x')).body.code).toBe(401);
    expect((await signIn('locked1', 'wrong', { clientid: 'not-our-client' })).body.code).toBe(400);
    for (let i = 0; i < 4; i++) await signIn('locked1', 'wrong-password');
    expect((await signIn('locked1', 'wrong-password')).status).toBe(429);
    expect((await loginRows('nobody-here'))[0]).toMatchObject({
      event: 'loginFailed',
      reason: 'unknownUser',
    });
    const reasons = (await loginRows('locked1')).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['wrongPassword', 'wrongClient', 'locked']));
    const failures = await call<{ rows: LoginRow[] }>(app, {
      method: 'GET',
      url: '/api/system/loginLog/list?event=loginFailed&reason=wrongPassword&userName=locked1',
      headers: as(admin),
    });
    expect(failures.body.rows.length).toBe(3);

    const locked = (await userNamed('locked1'))!;
    expect(locked.locked).toBe(true);
    const unlocked = await call(app, {
      method: 'PUT',
      url: `/api/system/user/${locked.userId}/unlock`,
      headers: as(admin),
    });
    expect(unlocked.body.code).toBe(200);
    expect((await userNamed('locked1'))!.locked).toBe(false);
    expect((await signIn('locked1', 'Own-pass-2024')).body.code).toBe(200);
    expect((await auditRows(`&targetId=${locked.userId}`)).rows[0]).toMatchObject({
      before: { locked: true },
      after: { locked: false },
    });
  });

  it('exports each list as .xlsx with the page’s filter', async () => {
    for (const path of ['user', 'online', 'loginLog', 'auditLog']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/system/${path}/export`,
        headers: { ...as(admin), 'accept-language': 'en-US' },
      });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
