import type { FastifyInstance } from 'fastify';
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

/** A JSON text nested `depth` levels deep, written out by hand: JSON.stringify would recurse. */
const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

const LONE = '\ud800';

describe.each(backends)('request text the database cannot store (%s)', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    store = await createStore(backend);
    app = await buildApp(store);
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const postJson = (url: string, body: string, headers: Record<string, string> = {}) =>
    call(app, {
      method: 'POST',
      url,
      headers: { ...admin.headers, 'content-type': 'application/json', ...headers },
      payload: body,
    });

  it('refuses JSON nested past 64 levels with 400 naming the limit, sign-in included', async () => {
    for (const depth of [65, 5_000, 200_000]) {
      const body = `{"username":"admin","password":"admin123","extra":${nested(depth)}}`;
      const zh = await postJson('/api/auth/login', body, { clientid: CLIENT_ID });
      expect(zh.status, `depth ${depth}`).toBe(400);
      expect(zh.body).toMatchObject({ code: 400, msg: '请求体的 JSON 嵌套超过 64 层的上限' });
    }
    const en = await postJson('/api/message/read', `{"ids":${nested(10_000)}}`, { 'accept-language': 'en' });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('The JSON request body is nested deeper than the limit of 64 levels');
    // Brackets inside strings are text, not nesting.
    const quoted = await postJson(
      '/api/auth/login',
      JSON.stringify({ username: 'admin', password: 'admin123', note: '[{'.repeat(5_000) }),
      { clientid: CLIENT_ID },
    );
    expect(quoted.status).toBe(200);
  });

  it('takes JSON nested exactly 64 levels', async () => {
    const body = `{"username":"admin","password":"admin123","extra":${nested(63)}}`;
    const res = await postJson('/api/auth/login', body, { clientid: CLIENT_ID });
    expect(res.status).toBe(200);
  });

  it('refuses a lone UTF-16 surrogate with 400 naming the field, in the user language', async () => {
    const zh = await postJson(
      '/api/auth/login',
      JSON.stringify({ username: `ad${LONE}min`, password: 'x' }),
      { clientid: CLIENT_ID },
    );
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('「用户名」含有不成对的 UTF-16 代理字符，不是有效的文本，无法处理');
    const en = await postJson('/api/auth/login', JSON.stringify({ username: 'admin', password: `x\udc00` }), {
      clientid: CLIENT_ID,
      'accept-language': 'en-US',
    });
    expect(en.body.msg).toBe(
      '"password" contains an unpaired UTF-16 surrogate, which is not valid text, and cannot be processed',
    );
    // A well-formed pair (an emoji, a rare CJK character) is text like any other.
    const pair = await postJson(
      '/api/auth/login',
      JSON.stringify({ username: 'admin', password: 'admin123', note: '😀𠀀' }),
      { clientid: CLIENT_ID },
    );
    expect(pair.status).toBe(200);
  });

  it('answers 400, never 500, for lone surrogates in news, feeds and risk models', async () => {
    const article = {
      title: `标题${LONE}`,
      text: '金沙县某煤矿复产。',
      url: 'https://news.example/lone/1',
      source: '测试来源',
      publishedAt: '2026-01-02 08:00:00',
    };
    const cases: [string, unknown, string][] = [
      // News fields are named by their labels in the reader's language.
      ['/api/news/import', { articles: [article] }, '「标题」'],
      ['/api/news/import', { articles: [{ ...article, title: '标题', text: `正文${LONE}` }] }, '「正文」'],
      [
        '/api/news/import',
        { articles: [{ ...article, title: '标题', html: `<p>${LONE}</p>` }] },
        '「正文 HTML」',
      ],
      ['/api/news/feeds', { name: `源${LONE}`, url: 'https://feeds.example/rss.xml' }, '「'],
      ['/api/risk/models', { name: `模型${LONE}` }, '「'],
      // Keys are text too.
      ['/api/news/import', { articles: [{ ...article, title: '标题', [`k${LONE}`]: 1 }] }, '「k'],
    ];
    for (const [url, body, field] of cases) {
      const res = await postJson(url, JSON.stringify(body));
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.msg).toContain(field);
      expect(res.body.msg).toContain('代理字符');
    }
  });

  it('refuses NUL and lone surrogates in an uploaded file name', async () => {
    const boundary = '----coalname';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n矿井编码\r\n--${boundary}--\r\n`,
    );
    const res = await call(app, {
      method: 'POST',
      url: '/api/mine/import',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('「文件名」含有空字符（\\0），无法处理');
  });
});
