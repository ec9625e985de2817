import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildApp, createStore, type TestStore } from './helpers';

/** A built web app in miniature: index.html and one hashed bundle with its precompressed twins. */
function fakeBuild(root: string): string {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>贵州煤矿大数据信息平台</title></head><body><div id="root"></div></body></html>',
  );
  const bundle = `console.log(${JSON.stringify('煤'.repeat(4000))});`;
  writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js'), bundle);
  writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(bundle));
  writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(bundle));
  return bundle;
}

describe('the web app and compression', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let bundle: string;

  beforeAll(async () => {
    store = await createStore('pglite', { CLIENT_ID: 'intranet-client-0042' });
    bundle = fakeBuild(store.config.webDist);
    app = await buildApp(store);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('serves hashed bundles immutable, from their precompressed twin when the client accepts it', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(bundle) / 10);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('serves index.html uncached, carrying the client id set at run time, for every app path', async () => {
    for (const url of ['/index', '/mine/12', '/dashboard/workplace?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="coal-client-id" content="intranet-client-0042" />');
    }
  });

  it('sends the root to the home page, keeping the query, so the page loads once', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/index');
    const withQuery = await app.inject({ method: 'GET', url: '/?from=mail' });
    expect(withQuery.headers.location).toBe('/index?from=mail');
  });

  it('compresses API responses over 1 KB as asked, and nothing smaller or unasked', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: 'intranet-client-0042' },
      payload: { username: 'admin', password: 'admin123' },
    });
    const token = signIn.json<{ data: { access_token: string } }>().data.access_token;
    const session = { headers: { authorization: `Bearer ${token}`, clientid: 'intranet-client-0042' } };
    const url = '/api/system/dict/data/type/coal_rank';
    const br = await app.inject({
      method: 'GET',
      url,
      headers: { ...session.headers, 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await app.inject({
      method: 'GET',
      url,
      headers: { ...session.headers, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const none = await app.inject({ method: 'GET', url, headers: session.headers });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json<{ data: unknown[] }>().data.length).toBeGreaterThan(5);
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('MAP_SERVER_URL', () => {
  const tiles = 'http://gis.intranet.example:8080/tiles/{z}/{x}/{y}.png';
  const pageOf = async (env: Record<string, string>) => {
    const store = await createStore('pglite', env);
    fakeBuild(store.config.webDist);
    const app = await buildApp(store);
    try {
      const res = await app.inject({ method: 'GET', url: '/map' });
      return { body: res.body, csp: String(res.headers['content-security-policy']) };
    } finally {
      await app.close();
      await store.destroy();
    }
  };
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it('when set, tells the page where the base layer comes from and lets it load images from there only', async () => {
    const { body, csp } = await pageOf({ MAP_SERVER_URL: tiles, MAP_SERVER_COORDS: 'gcj02' });
    expect(body).toContain(`<meta name="coal-map-server" content="${tiles}" />`);
    expect(body).toContain('<meta name="coal-map-server-coords" content="gcj02" />');
    expect(directive(csp, 'img-src').split(' ')).toContain('http://gis.intranet.example:8080');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('when unset, the page names no map server and loads images only from itself', async () => {
    const { body, csp } = await pageOf({});
    expect(body).not.toContain('coal-map-server');
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('accepts an XYZ template or a WMS URL with its layers, and refuses anything else by name', () => {
    const base = { DATA_DIR: '/tmp/coal-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, MAP_SERVER_URL: tiles }).mapServer).toEqual({
      url: tiles,
      origin: 'http://gis.intranet.example:8080',
      coords: 'wgs84',
    });
    const wms = 'https://gis.intranet.example/geoserver/wms?LAYERS=guizhou:base';
    expect(loadConfig({ ...base, MAP_SERVER_URL: wms }).mapServer?.origin).toBe(
      'https://gis.intranet.example',
    );
    expect(loadConfig({ ...base, MAP_SERVER_URL: '  ' }).mapServer).toBeUndefined();
    for (const bad of ['ftp://gis/{z}/{x}/{y}', 'not a url', 'http://gis.intranet.example/geoserver/wms'])
      expect(() => loadConfig({ ...base, MAP_SERVER_URL: bad })).toThrow(/MAP_SERVER_URL/);
    expect(() => loadConfig({ ...base, MAP_SERVER_URL: tiles, MAP_SERVER_COORDS: 'bd09' })).toThrow(
      /MAP_SERVER_COORDS/,
    );
  });
});
