import { envelopeOf } from '@coal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as EnvModule from '../env';
import { isMapServerUrl, request } from './client';
import { NetworkError } from './envelope';

const { TILES } = vi.hoisted(() => ({ TILES: 'http://gis.intranet.example:8080/tiles/{z}/{x}/{y}.png' }));

vi.mock('../env', async (original) => {
  const actual = await original<typeof EnvModule>();
  return {
    ...actual,
    env: { ...actual.env, clientId: 'test-client-0001', mapServer: { url: TILES, coords: 'wgs84' } },
  };
});
vi.mock('../session/token-storage', () => ({ readToken: () => 'secret-token' }));
vi.mock('./ui-adapter', () => ({ reportHttpError: () => undefined }));

describe('isMapServerUrl', () => {
  const settings = { mapServerPattern: 'map-server', mapServer: { url: TILES, coords: 'wgs84' as const } };

  it('knows the configured server by its fixed part, and the build pattern anywhere', () => {
    expect(isMapServerUrl('http://gis.intranet.example:8080/tiles/7/104/54.png', settings)).toBe(true);
    expect(isMapServerUrl('http://other.example/map-server/wms?x=1', settings)).toBe(true);
    expect(isMapServerUrl('/api/map/mines', settings)).toBe(false);
    // The same host under another path, or another port, is not the map server.
    expect(isMapServerUrl('http://gis.intranet.example:8080/api/secret', settings)).toBe(false);
    expect(isMapServerUrl('http://gis.intranet.example/tiles/7/104/54.png', settings)).toBe(false);
  });

  it('knows no server when none is configured and the pattern is empty', () => {
    expect(isMapServerUrl(TILES, { mapServerPattern: '', mapServer: undefined })).toBe(false);
  });

  it('takes a WMS endpoint up to its query', () => {
    const wms = {
      mapServerPattern: '',
      mapServer: { url: 'https://gis/geoserver/wms?LAYERS=a', coords: 'gcj02' as const },
    };
    expect(isMapServerUrl('https://gis/geoserver/wms?SERVICE=WMS&REQUEST=GetCapabilities', wms)).toBe(true);
    expect(isMapServerUrl('https://gis/geoserver/rest/users', wms)).toBe(false);
  });
});

describe('request', () => {
  let calls: { url: string; headers: Headers }[];

  beforeEach(() => {
    calls = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, headers: new Headers(init.headers) });
      const body = url.startsWith('http://gis.')
        ? { code: 500, layers: ['guizhou:base'] }
        : { code: 200, msg: '操作成功', data: { layers: ['from-api'] } };
      return Promise.resolve(new Response(JSON.stringify(body)));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const schema = z.object({ layers: z.array(z.string()) });

  // Its `code: 500` would be an error in an envelope: the answer is taken as it is.
  it('sends the map server no credentials and hands back its answer as it is, not as an envelope', async () => {
    const url = 'http://gis.intranet.example:8080/tiles/capabilities.json';
    await expect(request({ path: url, schema })).resolves.toEqual({ layers: ['guizhou:base'] });
    const { headers } = calls[0]!;
    expect(calls[0]!.url).toBe(url);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('clientid')).toBe(false);
  });

  it('sends the API the session and the client id, and reads its answer as an envelope', async () => {
    await expect(request({ path: '/api/map/layers', schema: envelopeOf(schema) })).resolves.toEqual({
      code: 200,
      msg: '操作成功',
      data: { layers: ['from-api'] },
    });
    const { headers } = calls[0]!;
    expect(headers.get('authorization')).toBe('Bearer secret-token');
    expect(headers.get('clientid')).toBe('test-client-0001');
  });

  it('loads a schema that comes on demand beside the call, not after its answer', async () => {
    let schemaAsked = () => {};
    const asked = new Promise<void>((resolve) => (schemaAsked = resolve));
    // The answer waits for the schema to be asked for: loading it only afterwards would never finish.
    vi.stubGlobal('fetch', async () => {
      await asked;
      return new Response(JSON.stringify({ code: 200, msg: '操作成功', data: { layers: ['late'] } }));
    });
    const loadSchema = () => {
      schemaAsked();
      return Promise.resolve(envelopeOf(schema));
    };
    await expect(request({ path: '/api/map/layers', schema: loadSchema })).resolves.toMatchObject({
      data: { layers: ['late'] },
    });
  });

  it('still reports a failed call when its schema could not load either', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const loadSchema = () => Promise.reject<typeof schema>(new Error('chunk failed'));
    await expect(request({ path: '/api/map/layers', schema: loadSchema })).rejects.toThrow(NetworkError);
  });
});
