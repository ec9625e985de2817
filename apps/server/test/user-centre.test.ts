import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

/** A multipart body holding one file, as a browser's form sends it. */
function multipart(fileName: string, type: string, data: Buffer) {
  const boundary = `----coal${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatarfile"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 22, g: 93, b: 255 } } });

/** Random pixels do not compress: a PNG of this many is past 2 MB. */
const noisePng = () =>
  sharp(Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 1000, height: 1000, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe.each(backends)('user centre (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const upload = (session: Session, fileName: string, type: string, data: Buffer, lang = 'zh-CN') => {
    const { payload, contentType } = multipart(fileName, type, data);
    return call<{ data: { avatar: string } }>(app, {
      method: 'POST',
      url: '/api/system/user/profile/avatar',
      headers: { ...session.headers, 'content-type': contentType, 'accept-language': lang },
      payload,
    });
  };
  const info = async (session: Session) =>
    (
      await call<{ data: { user: Record<string, string> } }>(app, {
        method: 'GET',
        url: '/api/system/user/getInfo',
        headers: session.headers,
      })
    ).body.data.user;
  const auditOf = (userName: string) =>
    queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> }>(
      app.database.db,
      sql`select before, after from audit_log where user_name = ${userName} and target_type = 'user' order by id`,
    );

  it('refuses a file of the wrong type, an oversize one and an HTML page dressed as a PNG, in the user’s language', async () => {
    const user = await login(app, 'user');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const wrongType = await upload(user, 'face.gif', 'image/gif', gif);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toBe('头像只能是 PNG、JPEG 或 WebP 图片（按文件内容识别，与文件名无关）');

    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const disguised = await upload(user, 'face.png', 'image/png', html, 'en-US');
    expect(disguised.status).toBe(400);
    expect(disguised.body.msg).toContain('must be a PNG, JPEG or WebP image');

    const big = await noisePng();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const oversize = await upload(user, 'big.png', 'image/png', big);
    expect(oversize.status).toBe(413);
    expect(oversize.body.msg).toBe('头像图片不能超过 2 MB');
    const oversizeEn = await upload(user, 'big.png', 'image/png', big, 'en-US');
    expect(oversizeEn.body.msg).toBe('The avatar image must be at most 2 MB');

    // A truncated PNG starts right but cannot be decoded.
    const png = await picture(64, 64).png().toBuffer();
    const broken = await upload(user, 'cut.png', 'image/png', png.subarray(0, 40));
    expect(broken.status).toBe(400);

    expect((await info(user)).avatar).toBe('');
    expect(await auditOf('user')).toEqual([]);
  });

  it('re-encodes a good picture to a 256 px WebP with a long cache and a new URL on each change', async () => {
    const user = await login(app, 'user');
    // The declared type lies the other way: a PNG sent as text is still a PNG.
    const first = await upload(user, 'me.txt', 'text/plain', await picture(800, 600).png().toBuffer());
    expect(first.status).toBe(200);
    const url = first.body.data.avatar;
    expect(url).toMatch(/^\/api\/system\/user\/avatar\/[0-9a-f]{64}\.webp$/);
    expect((await info(user)).avatar).toBe(url);

    // An <img> sends no token: the picture is served without one.
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await upload(user, 'me.jpg', 'image/jpeg', await picture(300, 500).jpeg().toBuffer());
    expect(second.status).toBe(200);
    expect(second.body.data.avatar).not.toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.body.data.avatar })).statusCode).toBe(200);

    const removed = await call(app, {
      method: 'DELETE',
      url: '/api/system/user/profile/avatar',
      headers: user.headers,
    });
    expect(removed.body.msg).toBe('头像已移除');
    expect((await info(user)).avatar).toBe('');
    expect((await app.inject({ method: 'GET', url: second.body.data.avatar })).statusCode).toBe(404);

    const audit = await auditOf('user');
    expect(audit.map((row) => row.after)).toEqual([
      { avatar: url },
      { avatar: second.body.data.avatar },
      { avatar: '' },
    ]);
  });

  it('saves the user’s own facts after checking them, and audits what changed', async () => {
    const user = await login(app, 'user');
    const before = await info(user);
    const body = {
      nickName: '李晓明',
      email: 'bad-mail',
      phone: '12345',
      jobName: before.jobName,
      organizationName: before.organizationName,
      locationName: before.locationName,
      personalWebsite: 'ftp://x',
      introduction: before.introduction,
    };
    const refused = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: user.headers,
      payload: body,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('「电子邮箱」不是有效的电子邮箱地址');
    const refusedEn = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: { ...user.headers, 'accept-language': 'en-US' },
      payload: { ...body, email: 'li@coal.example.cn', personalWebsite: '' },
    });
    expect(refusedEn.body.msg).toContain('"phone" must be an 11-digit mobile number');
    expect((await info(user)).nickName).toBe(before.nickName);

    const saved = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: user.headers,
      payload: { ...body, email: 'li@coal.example.cn', phone: '0851-85551234', personalWebsite: '' },
    });
    expect(saved.body.msg).toBe('基本信息已保存');
    expect(await info(user)).toMatchObject({
      nickName: '李晓明',
      email: 'li@coal.example.cn',
      phone: '0851-85551234',
      userName: 'user',
    });
    const audit = await auditOf('user');
    expect(audit.at(-1)).toEqual({
      before: { nickName: before.nickName, email: before.email, phone: before.phone },
      after: { nickName: '李晓明', email: 'li@coal.example.cn', phone: '0851-85551234' },
    });
  });

  it('changes a password only with the old one and a strong new one, saying why a weak one is refused', async () => {
    const user = await login(app, 'user');
    const change = (oldPassword: string, newPassword: string, lang = 'zh-CN') =>
      call(app, {
        method: 'PUT',
        url: '/api/system/user/profile/updatePwd',
        headers: { ...user.headers, 'accept-language': lang },
        payload: { oldPassword, newPassword },
      });
    const wrongOld = await change('not-my-password', 'Zx8#meadow-lantern');
    expect(wrongOld.body.msg).toBe('原密码不正确');
    // The name is 李晓明 now: its pinyin is the account's own word.
    const ownName = await change('user1234', 'lixiaoming2026');
    expect(ownName.status).toBe(400);
    expect(ownName.body.msg).toBe('新密码包含您的用户名、姓名（含拼音）、邮箱或手机号，容易被猜中');
    const loveNumbers = await change('user1234', 'woaini5201314', 'en-US');
    expect(loveNumbers.body.msg).toContain('love numbers such as 520/1314');
    const keyboard = await change('user1234', '1qaz2wsx3edc');
    expect(keyboard.status).toBe(400);
    // Still the old password: nothing changed.
    await login(app, 'user', 'user1234');

    const other = await login(app, 'user');
    const changed = await change('user1234', 'Zx8#meadow-lantern');
    expect(changed.body.msg).toBe('密码已修改，请重新登录');
    for (const session of [user, other])
      expect(
        (await call(app, { method: 'GET', url: '/api/system/user/getInfo', headers: session.headers }))
          .status,
      ).toBe(401);
    await login(app, 'user', 'Zx8#meadow-lantern');
    expect((await auditOf('user')).at(-1)).toEqual({ before: null, after: { password: 'changed' } });
  });

  it('signs out elsewhere: the other sessions are refused on their next request, this one stays', async () => {
    const here = await login(app, 'admin');
    const phone = await login(app, 'admin');
    const laptop = await login(app, 'admin');
    const list = await call<{ rows: { sessionId: string; current: boolean; browser: string }[] }>(app, {
      method: 'GET',
      url: '/api/system/user/profile/sessions',
      headers: { ...here.headers },
    });
    expect(list.body.rows.length).toBeGreaterThanOrEqual(3);
    expect(list.body.rows.filter((row) => row.current)).toHaveLength(1);

    // Ending one other session: that one alone is refused.
    const laptopId = list.body.rows.find((row) => !row.current)!.sessionId;
    const one = await call(app, {
      method: 'DELETE',
      url: `/api/system/user/profile/sessions/${laptopId}`,
      headers: here.headers,
    });
    expect(one.body.msg).toBe('已结束该会话');
    const current = list.body.rows.find((row) => row.current)!.sessionId;
    const self = await call(app, {
      method: 'DELETE',
      url: `/api/system/user/profile/sessions/${current}`,
      headers: here.headers,
    });
    expect(self.status).toBe(400);

    const others = await call<{ data: { ended: number } }>(app, {
      method: 'DELETE',
      url: '/api/system/user/profile/sessions/others',
      headers: here.headers,
    });
    expect(others.body.data.ended).toBeGreaterThanOrEqual(1);
    const status = async (session: Session) =>
      (await call(app, { method: 'GET', url: '/api/system/user/getInfo', headers: session.headers })).status;
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
    expect(await status(here)).toBe(200);
    const after = await call<{ rows: { current: boolean }[] }>(app, {
      method: 'GET',
      url: '/api/system/user/profile/sessions',
      headers: here.headers,
    });
    expect(after.body.rows).toEqual([expect.objectContaining({ current: true })]);
    // The login log names each ending and why, as it does when an admin ends a session.
    const log = await call<{ rows: { event: string; reason: string }[] }>(app, {
      method: 'GET',
      url: '/api/system/loginLog/list?pageSize=100&userName=admin&event=sessionEnd&reason=signedOutElsewhere',
      headers: here.headers,
    });
    expect(log.body.rows.length).toBe(1 + others.body.data.ended);
  });

  it('keeps exports and searches in the recent activity', async () => {
    const user = await login(app, 'user', 'Zx8#meadow-lantern');
    await app.inject({ method: 'GET', url: '/api/mine/export?mineName=金沙', headers: user.headers });
    await app.inject({
      method: 'GET',
      url: '/api/investigation/mine/list?mineName=%E9%87%91&pageNum=1&pageSize=10',
      headers: user.headers,
    });
    // A second page is no new search.
    await app.inject({
      method: 'GET',
      url: '/api/investigation/mine/list?mineName=%E6%B2%99&pageNum=2',
      headers: user.headers,
    });
    await vi.waitFor(async () => {
      const activity = await call<{ rows: { kind: string; path: string; query: string }[] }>(app, {
        method: 'GET',
        url: '/api/desk/activity',
        headers: user.headers,
      });
      expect(activity.body.rows.map(({ kind, path, query }) => ({ kind, path, query }))).toEqual([
        { kind: 'search', path: '/investigation/mine/list', query: 'mineName=%E9%87%91' },
        { kind: 'export', path: '/mine/export', query: 'mineName=%E9%87%91%E6%B2%99' },
      ]);
    });
  });
});
