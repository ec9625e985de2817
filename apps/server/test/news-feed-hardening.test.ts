import {
  type AddressInfo,
  createServer as createTcpServer,
  type Server as TcpServer,
  type Socket,
} from 'node:net';
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ARTICLE_LIMITS, type NewsFeed } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureItem, rss } from './fixtures/feed-server';
import { healthCeilingMs, healthWhile } from './fixtures/health-latency';
import { hostileText, type HostileServer, startHostileServer } from './fixtures/hostile-server';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type Feed = { data: NewsFeed };
const MB = 1024 * 1024;
const SECRET = 'SECRET-TOKEN-4242';

/** The server and what it needs to add and fetch feeds as an admin. */
async function open(backend: (typeof backends)[number], env: Record<string, string>) {
  const store = await createStore(backend, env);
  const app = await buildApp(store);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { store, app, base, admin: await login(app) };
}

function feedsOf(app: FastifyInstance, admin: Session) {
  return {
    add: async (name: string, url: string): Promise<number> => {
      const res = await call<Feed>(app, {
        method: 'POST',
        url: '/api/news/feeds',
        headers: admin.headers,
        payload: { name, url },
      });
      expect(res.status, `${name}: ${res.body.msg}`).toBe(200);
      return res.body.data.id;
    },
    fetch: async (id: number): Promise<NewsFeed> => {
      const res = await call<Feed>(app, {
        method: 'POST',
        url: `/api/news/feeds/${id}/fetch`,
        headers: admin.headers,
      });
      expect(res.status).toBe(200);
      return res.body.data;
    },
  };
}

const rssRoute = (body: string) => (_: unknown, response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(body);
const redirectTo = (location: string) => (_: unknown, response: ServerResponse) =>
  response.writeHead(302, { location }).end();

const item = (i: number, html: string, title = `第${i}条 煤矿安全生产动态`): FixtureItem => ({
  title,
  link: `http://news.example/h/${i}`,
  html,
  date: '2026-11-20T02:00:00Z',
});

describe.each(backends)('feed limits, streaming and addresses on %s', (backend) => {
  /** An intranet news site, allow-listed by range; it also redirects to what is not allowed. */
  let intranet: HostileServer;
  /** The server's own loopback: what a feed must never read. */
  let internal: HostileServer;
  /** Something listening that does not speak HTTP. */
  let tcp: TcpServer;
  const tcpSockets = new Set<Socket>();
  let listed: Awaited<ReturnType<typeof open>>;
  let unlisted: Awaited<ReturnType<typeof open>>;
  const stores: TestStore[] = [];

  beforeAll(async () => {
    internal = await startHostileServer('127.0.0.1');
    internal.route('/secret', (_, response) =>
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${SECRET} {"jwtSecret":"x"}`),
    );
    intranet = await startHostileServer('127.0.0.2');
    tcp = createTcpServer((socket) => {
      tcpSockets.add(socket);
      socket.end('SSH-2.0-OpenSSH_9.6\r\n');
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.2', resolve));
    listed = await open(backend, { FEED_ALLOW_HOSTS: '127.0.0.2/32, localhost' });
    unlisted = await open(backend, {});
    stores.push(listed.store, unlisted.store);
  });
  afterAll(async () => {
    for (const side of [listed, unlisted]) await side?.app.close();
    for (const store of stores) await store.destroy();
    await intranet?.close();
    await internal?.close();
    for (const socket of tcpSockets) socket.destroy();
    await new Promise((resolve) => tcp?.close(resolve));
  });

  it('takes a hostile feed within its limits, counts what it leaves out, and health answers meanwhile', async () => {
    const small = Array.from({ length: 600 }, (_, i) => item(i, `<p>${hostileText(1_000)}${i}</p>`));
    intranet.route(
      '/hostile.xml',
      rssRoute(
        rss('压力测试', [
          // Larger than an article may be: its text, and its tags.
          item(10_001, `<p>${hostileText(300_000)}</p>`),
          item(10_002, '<b>多</b>'.repeat(3_000)),
          // As large as an article may be: scored in steps.
          item(10_003, `<p>${hostileText(ARTICLE_LIMITS.textChars)}</p>`),
          item(10_004, '<a href="http://links.example/">链接</a>'.repeat(950)),
          ...small,
        ]),
      ),
    );
    const { add, fetch } = feedsOf(listed.app, listed.admin);
    const id = await add('压力源', `http://127.0.0.2:${intranet.port}/hostile.xml`);
    const { result, p99, samples, max } = await healthWhile(listed.base, () => fetch(id));
    console.log(
      `feed run of 604 items: health ${samples} probes, p99 ${p99.toFixed(0)} ms (ceiling ${healthCeilingMs().toFixed(0)} ms), max ${max.toFixed(0)} ms`,
    );
    expect(result).toMatchObject({
      lastErrorKind: '',
      lastSeen: 604,
      lastTooLarge: 2,
      lastOverLimit: 102,
      lastAdded: 500,
    });
    expect(samples).toBeGreaterThanOrEqual(10);
    expect(p99).toBeLessThan(healthCeilingMs());
  }, 240_000);

  it('stops reading a feed at its size limit while it streams, compressed or not', async () => {
    let written = 0;
    let closedEarly = false;
    intranet.route('/endless.xml', (_, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.from(`<!-- ${'x'.repeat(64 * 1024)} -->`);
      response.on('close', () => {
        closedEarly = written < 64 * MB;
      });
      const pump = () => {
        while (written < 64 * MB && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    const bomb = gzipSync(Buffer.alloc(64 * MB, ' '));
    intranet.route('/bomb.xml', (_, response) =>
      response
        .writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' })
        .end(bomb),
    );
    intranet.route('/declared.xml', (_, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(10 * MB) });
      response.write('<rss>');
    });
    const { add, fetch } = feedsOf(listed.app, listed.admin);
    const at = (path: string) => `http://127.0.0.2:${intranet.port}${path}`;

    const endless = await fetch(await add('无尽', at('/endless.xml')));
    expect(endless).toMatchObject({ lastErrorKind: 'tooLarge' });
    await expect.poll(() => closedEarly).toBe(true);
    // The reader hung up soon after 5 MB: not the 64 MB on offer.
    expect(written).toBeLessThan(16 * MB);
    expect(await fetch(await add('压缩炸弹', at('/bomb.xml')))).toMatchObject({ lastErrorKind: 'tooLarge' });
    expect(await fetch(await add('声明过大', at('/declared.xml')))).toMatchObject({
      lastErrorKind: 'tooLarge',
    });
  }, 120_000);

  it('refuses every form of an internal address when nothing is allow-listed', async () => {
    const port = internal.port;
    const forms = [
      `http://127.0.0.1:${port}/secret`,
      `http://localhost:${port}/secret`,
      `http://2130706433:${port}/secret`,
      `http://0x7f.1:${port}/secret`,
      `http://0177.0.0.1:${port}/secret`,
      `http://127.1:${port}/secret`,
      `http://0.0.0.0:${port}/secret`,
      `http://[::1]:${port}/secret`,
      `http://[::ffff:127.0.0.1]:${port}/secret`,
      `http://[::ffff:7f00:1]:${port}/secret`,
      `http://127.0.0.2:${intranet.port}/hostile.xml`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/feed.xml',
      'http://172.16.0.1/feed.xml',
      'http://192.168.1.1/feed.xml',
      'http://100.64.0.1/feed.xml',
      'http://224.0.0.1/feed.xml',
      'http://255.255.255.255/feed.xml',
      'http://[fe80::1]/feed.xml',
      'http://[fc00::1]/feed.xml',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[ff02::1]/feed.xml',
    ];
    const { add, fetch } = feedsOf(unlisted.app, unlisted.admin);
    for (const [i, url] of forms.entries()) {
      const feed = await fetch(await add(`内部-${i}`, url));
      expect({ url, kind: feed.lastErrorKind }).toEqual({ url, kind: 'blocked' });
      expect(feed.lastError).not.toContain(SECRET);
    }
    expect(internal.hits.get('/secret') ?? 0).toBe(0);
  }, 120_000);

  it('checks every redirect hop, accepts allow-listed intranet hosts, and quotes nothing back', async () => {
    const good = rss('内网要闻', [item(1, '<p>全省煤矿安全生产形势持续向好。</p>', '内网：煤矿通过验收')]);
    intranet.route('/feed.xml', rssRoute(good));
    internal.route('/feed.xml', rssRoute(good));
    intranet.route('/to-feed', redirectTo('/feed.xml'));
    intranet.route('/to-secret', redirectTo(`http://127.0.0.1:${internal.port}/secret`));
    intranet.route('/to-integer', redirectTo(`http://2130706433:${internal.port}/secret`));
    intranet.route('/to-mapped', redirectTo(`http://[::ffff:127.0.0.1]:${internal.port}/secret`));
    intranet.route('/to-metadata', redirectTo('http://169.254.169.254/latest/meta-data/'));
    intranet.route('/to-file', redirectTo('file:///etc/passwd'));
    intranet.route('/loop', redirectTo('/loop'));
    intranet.route('/secret-text', (_, response) =>
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${SECRET} not a feed`),
    );
    intranet.route('/secret-xml', (_, response) =>
      response.writeHead(200, { 'content-type': 'text/xml' }).end(`<config><key>${SECRET}</key></conf>`),
    );
    const { add, fetch } = feedsOf(listed.app, listed.admin);
    const at = (path: string) => `http://127.0.0.2:${intranet.port}${path}`;
    const run = async (name: string, url: string) => fetch(await add(name, url));

    // Allow-listed by name and by range: an intranet news site is a private address.
    expect(await run('内网-名称', `http://localhost:${internal.port}/feed.xml`)).toMatchObject({
      lastErrorKind: '',
      lastSeen: 1,
    });
    expect(await run('内网-网段', at('/feed.xml'))).toMatchObject({ lastErrorKind: '', lastSeen: 1 });
    expect(await run('内网-跳转', at('/to-feed'))).toMatchObject({ lastErrorKind: '', lastSeen: 1 });

    for (const path of ['/to-secret', '/to-integer', '/to-mapped', '/to-metadata', '/to-file'])
      expect({ path, kind: (await run(`跳转${path}`, at(path))).lastErrorKind }).toEqual({
        path,
        kind: 'blocked',
      });
    expect(internal.hits.get('/secret') ?? 0).toBe(0);
    expect(await run('循环跳转', at('/loop'))).toMatchObject({ lastErrorKind: 'http' });

    for (const path of ['/secret-text', '/secret-xml']) {
      const feed = await run(`机密${path}`, at(path));
      expect(['notFeed', 'malformed']).toContain(feed.lastErrorKind);
      expect(feed.lastError).not.toContain(SECRET);
      expect(feed.lastError).not.toContain('config');
    }

    // Refused, not HTTP, no such host: the same kind and the same words, whatever answered.
    const dead = createTcpServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.2', resolve));
    const deadPort = (dead.address() as AddressInfo).port;
    await new Promise((resolve) => dead.close(resolve));
    const failures = [
      await run('拒绝连接', `http://127.0.0.2:${deadPort}/feed.xml`),
      await run('不是 HTTP', `http://127.0.0.2:${(tcp.address() as AddressInfo).port}/feed.xml`),
      await run('无此主机', 'http://no-such-host.invalid/feed.xml'),
    ];
    for (const feed of failures)
      expect({ kind: feed.lastErrorKind, detail: feed.lastError }).toEqual({
        kind: 'unreachable',
        detail: failures[0]!.lastError,
      });
  }, 120_000);
});
