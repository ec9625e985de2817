import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    for (const url of ['/', '/mine/12', '/dashboard/workplace?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="coal-client-id" content="intranet-client-0042" />');
    }
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
